/** The texts of the partner apps (docs/product/partners.md#the-subscribers-app-pages). */
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

/**
 * Texts of activation the original specification describes without words ('an already-active warning', …):
 * ours.
 */
export const ACTIVATION_MESSAGES = {
  activated: 'Aplicativo ativado com sucesso!',
  /** The partner knows this subscriber already ('cliente ja existe'). */
  alreadyActive: 'Você já possui uma conta ativa neste aplicativo.',
  /** The e-mail belongs to another account at the partner ('e-mail ja esta em uso', 'try another email'). */
  emailInUse: 'Este e-mail já está em uso no aplicativo. Tente outro e-mail.',
  emailRequired: 'Por favor, informe um e-mail',
  emailInvalid: 'Por favor, informe um e-mail válido',
  nothingToActivate: 'Este aplicativo não precisa de ativação.',
} as const;

/**
 * docs/product/partners.md#the-subscribers-app-pages: an e-mail is required to activate on these platforms (Watch keys
 * its accounts by e-mail).
 */
export const EMAIL_PLATFORMS: readonly string[] = ['watch', 'watchbr', 'oletv', 'ole_tv'];

/**
 * The Olé TV / Watch page's password recovery (docs/product/partners.md#watch-brasil-and-olé-tv: an info on success,
 * the failure message otherwise).
 */
export const RECOVERY_MESSAGES = {
  sent: (email: string) => `Enviamos para ${email} as instruções para acessar o aplicativo.`,
  failure: 'Não foi possível recuperar a senha do aplicativo. Tente novamente mais tarde.',
  /** Only the e-mail an app was activated with (or the subscriber's own) can receive it. */
  unknownEmail: 'Este e-mail não está ligado ao seu aplicativo.',
} as const;

/**
 * Toca Livros (docs/product/partners.md#toca-livros-and-sva-logins: 'birthdate not exists' asks the subscriber to have
 * support fill in the birth date).
 */
export const BOOKS_MESSAGES = {
  birthdateMissing: 'Sua data de nascimento não está no cadastro. Peça ao suporte do seu provedor para preenchê-la e tente novamente.',
  userRequired: 'Por favor, informe um usuário',
  passwordRequired: 'Por favor, informe uma senha',
  /** New: the partner's rule is ours to choose (no public API); 6 to 30, like the portal's own password. */
  passwordLength: 'A senha deve ter entre 6 e 30 caracteres',
} as const;

/** Watch Brasil's methods (Olé TV is served by Watch's platform): an admin connects each with 'Conectar à Watch'. */
export const WATCH_PLATFORMS: readonly string[] = ['watch', 'watchbr', 'oletv', 'ole_tv'];
export const isWatchMethod = (method: string) => WATCH_PLATFORMS.includes(method);

/** Where Watch sends the code back to: the redirect URL to register at Watch, under the admin area's own origin. */
export const WATCH_CALLBACK_PATH = '/api/payment/adm/watch/callback';

/**
 * The admin's 'Conectar à Watch' (Watch's OAuth code flow): the server's refusals, the pages it shows between our
 * admin area and Watch's, and why a connection failed (`?watch=failed&reason=` on the app's page).
 */
export const WATCH_CONNECTION_MESSAGES = {
  notWatch: 'Este aplicativo não usa a Watch.',
  notConfigured: 'Salve a URL da integração, o client ID e o client secret antes de conectar à Watch.',
  connecting: 'Conectando à Watch…',
  continue: 'Continuar para a Watch',
  connected: 'Conectado à Watch.',
  backToApp: 'Voltar ao aplicativo',
  backToAdmin: 'Voltar à administração',
  reasons: {
    state: 'O pedido de conexão com a Watch expirou ou não é válido. Clique em Conectar à Watch novamente.',
    session: 'Sua sessão terminou antes de a Watch responder. Entre novamente e clique em Conectar à Watch.',
    refused: 'A Watch recusou a conexão. Confira o client ID, o client secret e o endereço de retorno cadastrado na Watch.',
    unavailable: 'A Watch não respondeu. Tente conectar novamente em alguns minutos.',
  },
} as const;

export type WatchConnectionFailure = keyof typeof WATCH_CONNECTION_MESSAGES.reasons;
