/**
 * Texts of the staff second factor (the admin's and the provider's): the sign-in's second step, the enrolment and its
 * recovery codes, and the admin's reset of a provider's. Refusals come from MESSAGES (the server's words).
 */
export const SECOND_FACTOR_TEXT = {
  title: 'Verificação em duas etapas',
  signIn: {
    hint: 'Abra o aplicativo autenticador e informe o código de 6 dígitos.',
    recoveryHint: 'Informe um dos códigos de recuperação que você guardou ao ativar a verificação.',
    code: 'Código de verificação',
    recoveryCode: 'Código de recuperação',
    submit: 'Entrar',
    useRecoveryCode: 'Usar um código de recuperação',
    useCode: 'Usar o código do aplicativo',
    recoveryCodeRequired: 'Informe um código de recuperação.',
  },
  enrolment: {
    intro: 'Proteja o acesso com um código do seu celular, além da senha.',
    scan: 'Leia o QR code com um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 2FAS…).',
    qrLabel: 'QR code da verificação em duas etapas',
    manual: 'Ou digite esta chave no aplicativo:',
    secretLabel: 'Chave para digitar',
    code: 'Código de verificação',
    codeHint: 'O código de 6 dígitos que o aplicativo mostra agora.',
    activate: 'Ativar',
    cancel: 'Cancelar',
    loading: 'Preparando a ativação…',
    on: 'Ativa',
    off: 'Desativada',
    start: 'Ativar',
    close: 'Fechar',
    onHint: {
      admin: 'Se perder o celular, entre com um código de recuperação ou peça a outro administrador que a redefina.',
      provider: 'Se perder o celular, entre com um código de recuperação ou peça ao administrador da Central que a redefina.',
    },
    offHint: 'Além da senha, cada acesso pedirá um código do aplicativo autenticador do seu celular.',
    required: 'Para continuar no painel administrativo, ative a verificação em duas etapas.',
    activated: 'Verificação em duas etapas ativada',
  },
  recoveryCodes: {
    title: 'Códigos de recuperação',
    intro: 'Se perder o celular, cada um destes códigos permite entrar uma vez, no lugar do código do aplicativo.',
    warning: 'Guarde-os agora em um lugar seguro: eles não serão mostrados novamente.',
    listLabel: 'Códigos de recuperação',
    copy: 'Copiar códigos',
    copied: 'Códigos copiados',
    copyFailed: 'Não foi possível copiar. Selecione os códigos e copie manualmente.',
    download: 'Baixar',
    finish: 'Concluir',
    fileName: 'codigos-de-recuperacao.txt',
    fileHeading: (account: string) => `Códigos de recuperação da verificação em duas etapas (${account})`,
    fileNote: 'Cada código pode ser usado uma única vez.',
  },
  offer: {
    title: 'Ative a verificação em duas etapas',
    text: 'Com ela, entrar no painel exige também um código do seu celular: uma senha vazada não basta para acessar.',
    accept: 'Ativar agora',
    skip: 'Agora não',
  },
  reset: {
    button: 'Redefinir verificação em duas etapas',
    question: (alias: string) =>
      `Redefinir a verificação em duas etapas de ${alias}? O provedor entrará só com a senha e poderá ativá-la de novo.`,
    confirm: 'Redefinir',
    cancel: 'Cancelar',
    failure: 'Falha ao redefinir a verificação em duas etapas',
  },
} as const;
