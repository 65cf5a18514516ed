import type { CardPaymentOutcome } from '@central/domain/api';

/** 'Meus dados' (LGPD art. 18): what the portal keeps about the subscriber; server texts are in MESSAGES. */
export const MY_DATA_TEXT = {
  pageTitle: 'Meus dados',
  heading: 'Meus dados',
  securityLink: 'Meus dados: veja e baixe o que a Central guarda sobre você',
  intro:
    'Estes são os dados que a Central do Assinante guarda sobre você. Você pode baixá-los em um arquivo e remover o que só a Central guarda: dispositivos de notificação, cartões salvos e os outros acessos à sua conta.',
  download: 'Baixar meus dados',
  none: 'Nenhum registro.',
  cancel: 'Cancelar',
  remove: 'Remover',
  privacyNotice: 'Aviso de privacidade',

  sessions: 'Acessos à sua conta',
  thisDevice: 'Este dispositivo',
  otherDevice: 'Outro acesso',
  startedAt: 'Entrada',
  lastSeenAt: 'Último uso',
  expiresAt: 'Expira em',
  endOthers: 'Encerrar os outros acessos',
  endOthersQuestion: 'Encerrar todos os acessos, menos este?',
  endOthersConfirm: 'Encerrar',

  pushDevices: 'Notificações',
  pushService: 'Serviço',
  savedAt: 'Salvo em',
  invoiceRange: 'Aviso',
  invoiceRangeDays: (days: number) => (days === 1 ? '1 dia antes do vencimento' : `${days} dias antes do vencimento`),
  removeDeviceQuestion: (service: string) => `Remover este dispositivo (${service}) das notificações?`,

  cards: 'Cartões salvos',
  cardNumber: (last4: string) => `•••• ${last4}`,
  expiry: 'Validade',
  holder: 'Nome impresso',
  removeCardQuestion: (last4: string) => `Remover o cartão final ${last4}?`,
  brands: { visa: 'Visa', mastercard: 'Mastercard' } as Record<string, string>,

  cardPayments: 'Pagamentos com cartão',
  paidAt: 'Data',
  paymentsNote: 'Os pagamentos ficam registrados para o provedor, mesmo que você remova o cartão.',
  invoice: (id: string) => `Fatura ${id}`,
  invoiceValue: 'Valor',
  card: 'Cartão',
  installments: (count: number) => (count === 1 ? 'à vista' : `em ${count}x`),
  outcomes: {
    paid: 'Pago',
    declined: 'Recusado',
    voided: 'Cancelado',
    'in-review': 'Em análise',
    processing: 'Em processamento',
  } satisfies Record<CardPaymentOutcome, string>,

  appActivations: 'Aplicativos ativados',
  contract: 'Contrato',
  email: 'E-mail',
  activatedAt: 'Ativado em',

  auditEntries: 'Registro de atividades',
  auditNote: (days: number) => `Guardado por ${days} dias, como exige o Marco Civil da Internet. O endereço IP aparece só em parte.`,
  actions: {
    'password-change': 'Troca de senha',
    'password-reset': 'Nova senha pela recuperação',
    'verification-code-check': 'Código de verificação conferido',
    'push-device-removal': 'Dispositivo removido das notificações',
    'card-removal': 'Cartão removido',
    'other-sessions-end': 'Outros acessos encerrados',
  } as Record<string, string>,
  outcomeLabels: {
    success: 'concluído',
    'current-password-invalid': 'senha atual inválida',
    'not-found': 'não encontrado',
  } as Record<string, string>,
  when: 'Quando',
  result: 'Resultado',
  ip: 'IP',

  provider: 'Dados com o provedor',
  providerEmail: 'E-mail',
  providerPhone: 'Telefone',
  providerWhatsapp: 'WhatsApp',
  dpo: 'Encarregado de dados (DPO)',
} as const;
