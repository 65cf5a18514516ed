/** SPEC section 8, Apps: the texts of the partner apps. */
export const APP_MESSAGES = {
  listFailure: 'Não foi possível carregar seus aplicativos',
  loadFailure: 'Falha ao carregar aplicativo',
  listAppsFailure: 'Falha ao obter aplicativos',
  appFailure: 'Falha ao carregar o app.',
  getAppFailure: 'Falha ao obter aplicativo',
  detailsFailure: 'Falha ao obter detalhes do aplicativo',
  activationFailure: 'Não foi possível ativar o aplicativo. Por favor, entre em contato com o suporte.',
  disabled: 'Seu app está desativado...',
} as const;
