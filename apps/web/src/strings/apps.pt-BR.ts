/** Texts of the app pages, apart from pt-BR.ts so only their chunk carries them; error texts come from APP_MESSAGES. */
export const APPS_TEXT = {
  pageTitle: 'Aplicativo',
  contract: (id: string, description: string) => (description ? `Contrato ${id} - ${description}` : `Contrato ${id}`),
  activate: 'Ativar',
  email: 'E-mail para o aplicativo',
  emailHint: 'Sua conta no aplicativo usará este e-mail.',
  confirmTitle: (name: string) => `Ativar ${name}?`,
  confirmContract: (contract: string) => `O aplicativo será ativado no ${contract}.`,
  confirmEmail: (email: string) => `Sua conta usará o e-mail ${email}.`,
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  chatHint: 'Para ativar este aplicativo, fale com a gente pelo WhatsApp.',
  chat: 'Falar pelo WhatsApp',
  activationEmail: 'E-mail da sua conta',
  download: 'Baixe o aplicativo',
  appStore: 'App Store',
  googlePlay: 'Google Play',
} as const;
