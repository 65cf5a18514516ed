import { MESSAGES } from '@central/domain';

/** Error and validation texts come from the domain package, written once for server and web. */
export { MESSAGES };

export const pageTitle = (page: string) => `Central - ${page}`;

const TERMS_TITLE = 'Termos de Uso e Política de Privacidade';

export const TEXT = {
  common: {
    back: 'Voltar',
    cpfCnpj: 'CPF/CNPJ',
    continue: 'Continuar',
    showPassword: 'Mostrar senha',
    loading: 'Carregando…',
    tryAgain: 'Tentar novamente',
    skipToContent: 'Pular para o conteúdo',
    dismiss: 'Fechar',
  },
  password: {
    newPassword: 'Nova senha',
    repeatPassword: 'Repita a nova senha',
  },
  notFound: {
    title: MESSAGES.notFoundPage,
    description: 'O endereço que você procurou não existe ou foi movido.',
  },
  signIn: {
    pageTitle: 'Entrar',
    heading: 'Acesse sua conta',
    password: 'Senha',
    submit: 'Entrar',
    recoverPassword: 'Recuperar senha',
    firstAccess: 'Primeiro acesso',
    termsLink: TERMS_TITLE,
    privacyNoticeLink: 'Aviso de privacidade',
  },
  recovery: {
    recoverTitle: 'Recuperar Senha',
    firstAccessTitle: 'Primeiro acesso',
    cpfCnpjHint: 'Informe o CPF/CNPJ do titular para receber um código de verificação por e-mail.',
    chooseEmailTitle: 'Escolha o e-mail',
    chooseEmailLabel: 'Para qual e-mail devemos enviar o código?',
    sendCode: 'Enviar código',
    codeTitle: 'Código de verificação',
    codeHint: 'Verifique a caixa de entrada e spam',
    codeLabel: 'Código de verificação',
    verifyCode: 'Verificar código',
    resendCode: 'Reenviar código',
    codeResent: MESSAGES.verificationCodeSent,
    codeSentAt: (time: string) => `Código enviado às ${time}`,
    newPasswordTitle: 'Criar nova senha',
    changePassword: 'Alterar senha',
    successTitle: 'Senha alterada com sucesso',
    successDescription: 'Agora você já pode entrar na Central com a sua nova senha.',
  },
  terms: {
    title: TERMS_TITLE,
    updatedAt: 'Atualizado em 27/03/2024',
  },
  panel: {
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    menuLabel: 'Menu principal',
    help: 'Ajuda',
    signOut: 'SAIR',
    home: 'Página Inicial',
    notifications: 'Notificações',
    connection: 'Minha conexão',
    wifi: 'Wi-Fi',
    speedTest: 'Velocidade',
    creditCards: 'Meus Cartões',
    invoices: 'Faturas',
    invoicesToPay: 'Abertas',
    invoicesReceived: 'Pagas',
    fiscalNotes: 'Notas Fiscais',
    contracts: 'Contratos',
    customerService: 'Atendimentos',
    customerServiceRequest: 'Solicitar',
    customerServiceInProgress: 'Em Andamento',
    customerServiceClosed: 'Fechados',
    /** The single item of providers that take support requests on WhatsApp. */
    customerServiceChat: 'Atendimento',
  },
  /**
   * Meus Cartões (docs/product/subscriber.md#saved-cards); the form's and the server's texts come from CARD_MESSAGES of
   * the domain package.
   */
  cards: {
    listTitle: 'Meus Cartões',
    newTitle: 'Novo Cartão de Crédito',
    add: 'Adicionar cartão',
    empty: 'Nenhum cartão cadastrado.',
    expiry: (date: string) => `Validade ${date}`,
    brand: { visa: 'Visa', mastercard: 'Mastercard' },
    holder: 'Nome Impresso no Cartão',
    number: 'Número do Cartão',
    expiryDate: 'Data de Expiração',
    expiryPlaceholder: 'MM/AA',
    cvv: 'CVV',
    detectedBrand: (brand: string) => `Bandeira: ${brand}`,
    submit: 'Adicionar Cartão',
    remove: 'Excluir',
    removeLabel: (alias: string) => `Excluir ${alias}`,
    removeTitle: 'Excluir cartão',
    confirmRemove: (alias: string, number: string) => `Deseja excluir o cartão ${alias} (${number})?`,
    cancel: 'Cancelar',
    removeFailure: 'Falha ao excluir cartão, tente novamente mais tarde.',
  },
  security: {
    pageTitle: 'Segurança',
    heading: 'Alterar senha',
    currentPassword: 'Senha atual',
    submit: 'Salvar',
    forgotPassword: 'Esqueceu sua senha?',
  },
} as const;
