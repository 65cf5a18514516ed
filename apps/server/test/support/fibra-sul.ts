import { SANDBOX_TOKENS } from '@central/sandbox';

/** A provider as the admin form creates it, reading the sandbox's demo dataset. */
export const FIBRA_SUL_SECRETS = {
  token: SANDBOX_TOKENS.demo,
  providerPassword: 'senha-do-provedor-fibra-1',
};

/** What an edit of Fibra Sul replaces them with. */
export const FIBRA_SUL_NEW_SECRETS = {
  token: '7:token-novo-do-erp-0123456789abcdef',
  providerPassword: 'outra-senha-do-provedor-2',
};

/** Every secret the suites about Fibra Sul send: none may be in an answer or a log line. */
export const FIBRA_SUL_ALL_SECRETS = [...Object.values(FIBRA_SUL_SECRETS), ...Object.values(FIBRA_SUL_NEW_SECRETS)];

export const fibraSul = (sandboxUrl: string) => ({
  client_id: 'fibra-sul',
  alias: 'Fibra Sul',
  vertical_logo_url: 'https://cdn.fibrasul.example.com/logo-vertical.svg',
  horizontal_logo_url: 'https://cdn.fibrasul.example.com/logo.svg',
  app_logo_url: 'https://cdn.fibrasul.example.com/app.png',
  favicon_url: 'https://cdn.fibrasul.example.com/favicon.png',
  login_background_url: '',
  primary_color: '#0A7D3B',
  secondary_color: '#F2C94C',
  whatsapp_number: '(51) 99999-0000',
  phone_number: '(51) 3333-0000',
  contact_email: 'atendimento@fibrasul.example.com',
  faq_url: 'https://fibrasul.example.com/ajuda',
  support_type: 'os',
  subjects: ['12 - Sem conexão', '13 - Boleto'],
  department_id: '3',
  process_id: '7',
  support_menu: 'menu',
  app_activation: 'in_app',
  feature_flags: ['credit_card', 'speed_test->https://speed.fibrasul.example.com'],
  legal_name: 'Fibra Sul Telecom Ltda',
  legal_document: '12.345.678/0001-95',
  address: 'Rua das Araucárias, 10, Porto Alegre - RS',
  timezone: 'America/Sao_Paulo',
  invoice_window: '1_month',
  push_reminder_hour: '7',
  ixc_domain: sandboxUrl,
  ixc_access_token: FIBRA_SUL_SECRETS.token,
  provider_password: FIBRA_SUL_SECRETS.providerPassword,
});
