/** Texts of the panel's home page, apart from pt-BR.ts so the sign-in page does not carry them. */
export const HOME_TEXT = {
  greeting: (firstName: string) => `Olá, ${firstName}`,
  shortcutsLabel: 'Atalhos',
  openInvoices: 'Faturas Abertas',
  openInvoicesDescription: 'Veja e pague suas faturas em aberto.',
  requestSupport: 'Solicitar Atendimento',
  requestSupportDescription: 'Abra um chamado com o suporte do seu provedor.',
  security: 'Segurança',
  securityDescription: 'Altere a senha de acesso à Central.',
  nextInvoices: 'Próximas faturas',
  apps: {
    title: 'Aplicativos',
    contract: (id: string, description: string) => (description ? `Contrato ${id} - ${description}` : `Contrato ${id}`),
  },
  seeAllInvoices: 'Ver todas',
  myDetails: {
    title: 'Meus dados',
    name: 'Nome',
    document: 'CPF/CNPJ',
    email: 'E-mail',
    phone: 'Telefone',
    notInformed: 'Não informado',
    hint: 'Para atualizar seus dados, solicite um atendimento.',
    failure: 'Não foi possível carregar seus dados.',
  },
  contact: {
    title: 'Fale com a gente',
    whatsapp: 'WhatsApp',
    phone: 'Telefone',
    email: 'E-mail',
    faq: 'Perguntas frequentes',
  },
  notificationPrompt: {
    text: 'Ative as notificações para ser avisado do vencimento das suas faturas.',
    enable: 'Ativar notificações',
    dismiss: 'Dispensar',
  },
} as const;
