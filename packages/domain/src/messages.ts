/**
 * The pt-BR texts people read (each page of docs/product/ gives its own). Server and web both take them from here, so a
 * message is written once. Keys name the situation, not the screen.
 */
export const MESSAGES = {
  // generic
  serverFailure: 'Falha ao se comunicar com o servidor',
  authenticationFailure: 'Falha na autenticação',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  invalidRequest: 'Dados inválidos',
  notFoundPage: 'Página não encontrada',
  tenantMismatch: 'Requisição recusada: o provedor informado não corresponde a este endereço',
  crossSiteRequest: 'Requisição recusada',
  unsupportedMediaType: 'Formato não suportado: os dados devem ser enviados em JSON',
  erpUnavailable: 'Falha ao se comunicar com o servidor',

  // repeated requests (Idempotency-Key)
  idempotencyKeyInvalid: 'Requisição recusada: o cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres visíveis',
  idempotencyKeyReused: 'Requisição recusada: esta Idempotency-Key já foi usada em outra requisição',
  idempotencyKeyInProgress: 'Sua solicitação anterior ainda está em andamento. Aguarde um instante e confira antes de tentar novamente.',

  // sign in
  cpfCnpjRequired: 'Por favor informe um CPF/CNPJ',
  cpfCnpjInvalid: 'Por favor informe um CPF/CNPJ válido',
  customerNotFound: 'Nenhum cadastro encontrado, clique em Primeiro Acesso',
  passwordRequired: 'Por favor informe uma senha',
  invalidCredentials: 'CPF/CNPJ ou senha inválidos, tente novamente ou clique em Recuperar Senha',
  signInLocked: 'Muitas tentativas com este CPF/CNPJ. Aguarde alguns minutos ou clique em Recuperar Senha.',
  customerDisabled: 'Acesso negado, cliente desabilitado',
  cpfInvalid: 'Por favor informe um CPF válido',
  cnpjInvalid: 'Por favor informe um CNPJ válido',

  // recovery
  noEmailForDocument: 'Nenhum e-mail associado ao CPF/CNPJ',
  sendCodeFailure: 'Falha ao enviar código de verificação',
  selectEmailFromList: 'Por favor selecione um e-mail da lista',
  notAuthenticated: 'Você não está autenticado, por favor saia e entre novamente',
  verificationCodeInvalid: 'Código de verificação inválido',
  verificationCodeRequired: 'Por favor informe o código de verificação',
  newPasswordRequired: 'Por favor informe uma nova senha',
  passwordTooShort: 'A senha deve ter no mínimo 6 caracteres',
  passwordTooLong: 'A senha deve ter no máximo 30 caracteres',
  repeatPasswordRequired: 'Por favor repita a nova senha',
  passwordsMustMatch: 'Por favor informe senhas que correspondam',
  changePasswordFailure: 'Falha ao alterar senha',
  passwordChanged: 'Senha alterada com sucesso',
  currentPasswordRequired: 'Por favor informe a senha atual',
  currentPasswordInvalid: 'Senha atual inválida',
  passwordUpdated: 'Senha atualizada com sucesso!',
  verificationCodeSent: 'Código de verificação enviado',

  // support
  supportRequestFailure: 'Falha ao solicitar atendimento',
  supportListFailure: 'Falha ao carregar atendimentos',
  supportSubjectsFailure: 'Falha ao obter assuntos',
  supportMessageSent: 'Mensagem enviada',
  supportMessageRequired: 'Por favor, informe uma mensagem',
  supportContractRequired: 'Por favor, informe um contrato',
  supportSubjectInvalid: 'Por favor, selecione um assunto da lista',
  supportRequested: 'Atendimento solicitado com sucesso!',
  supportNotFound: 'Atendimento não encontrado.',
  supportClosedNoMessages: 'Este atendimento está fechado e não recebe novas mensagens.',
  supportPageInvalid: 'Página inválida',
  supportMessageTooLong: 'A mensagem deve ter no máximo 1000 caracteres',
  supportSubjectRequired: 'Por favor, informe um assunto',
  phoneInvalid: 'Por favor, informe um telefone para contato valido',
  // A write the ERP did not confirm (it may have happened): never retried blindly (docs/decisions/010).
  supportRequestUnconfirmed:
    'Não foi possível confirmar se o seu atendimento foi registrado. Confira a lista de atendimentos em andamento antes de solicitar novamente.',
  supportMessageUnconfirmed:
    'Não foi possível confirmar o envio da sua mensagem. Confira as mensagens do atendimento antes de enviar novamente.',
  // At most 5 requests opened per subscriber per hour: the ones in progress stay where they are.
  tooManySupportRequests:
    'Você já solicitou muitos atendimentos na última hora. Acompanhe os que estão em andamento ou tente novamente mais tarde.',

  // invoices, notes, contracts
  boletoUnavailable: 'O boleto não está disponível para esta fatura',
  invoiceDownloadFailure: 'Ocorreu um erro ao fazer o download da fatura',
  invoicesFailure: 'Falha ao obter faturas',
  pixFailure: 'Falha ao obter código pix',
  invoiceNotFound: 'Fatura não encontrada.',
  nfsFailure: 'Falha ao carregar NFs',
  downloadFailure: 'Falha ao realizar download',
  contractsFailure: 'Falha ao carregar contratos',
  contractDownloadFailure: 'Falha ao baixar contrato. Tente novamente mais tarde, ou entre em contato com o suporte.',
  contractDownloaded: 'Contrato baixado com sucesso!',
  annualSettlementFailure: 'Falha ao baixar quitação anual de débitos, Tente novamente mais tarde, ou entre em contato com o suporte.',
  annualSettlementDownloaded: 'Quitação anual de débitos baixados com sucesso!',
  invoiceAlreadyPaid: 'Esta fatura já está paga.',
  contractNotFound: 'Contrato não encontrado.',
  trustUnlockUnconfirmed:
    'Não foi possível confirmar o desbloqueio de confiança. Confira a situação do contrato na lista de contratos antes de tentar novamente.',
  contractDocumentsUnavailable: 'Este documento não está disponível para o seu provedor.',
  monthInvalid: 'Por favor selecione um mês válido',
  yearInvalid: 'Por favor selecione um ano válido',
  annualSettlementOpenInvoices:
    'Há faturas vencidas e não pagas deste contrato neste ano. A quitação anual pode ser emitida depois que forem pagas.',

  // notifications (docs/product/subscriber.md#notifications)
  notificationConfigLoadFailure: 'Falha ao obter suas configurações de notificação...',
  notificationConfigSaveFailure: 'Falha ao salvar configurações, tente novamente mais tarde...',
  notificationConfigSaved: 'Configurações de notificação atualizadas!',
  notificationRangeRequired: 'Por favor, selecione um período',
  pushConfigNotFound: 'Nenhuma configuração de notificação salva para este dispositivo.',
  // Only the browsers' own push services are called (see PUSH_SERVICE_HOSTS), never an address a subscriber picks.
  pushServiceNotAllowed:
    'Este navegador usa um serviço de notificações não suportado. Tente com Chrome, Firefox, Edge ou Safari atualizados.',
  pushSubscriptionInvalid: 'Inscrição de notificações inválida. Recarregue a página e tente novamente.',
  // One browser's subscription is one account's: another account cannot take it over.
  pushEndpointTaken: 'Este navegador já recebe as notificações de outra conta. Desative as notificações naquela conta e tente novamente.',
  tooManyPushSaves: 'Muitas alterações nas notificações em pouco tempo. Aguarde alguns minutos e tente novamente.',

  // the subscriber's data (LGPD)
  myDataHeldByProvider:
    'Nome, CPF/CNPJ, endereço, contatos, contratos, faturas, notas fiscais e atendimentos ficam no sistema de gestão do provedor, que é o controlador desses dados. Para consultá-los, corrigi-los ou pedir a sua eliminação, fale com o provedor pelos contatos informados.',
  myDataLoadFailure: 'Falha ao carregar seus dados',
  pushDeviceNotFound: 'Dispositivo não encontrado.',
  pushDeviceRemoved: 'Dispositivo removido das notificações.',
  otherSessionsEnded: 'Os outros acessos foram encerrados.',

  // admin and provider (docs/product/admin.md, docs/product/provider.md)
  adminInvalidCredentials: 'Credenciais inválidas',
  adminForbidden: 'Dados inválidos',
  adminSignInFailure: 'Falha ao acessar',
  adminSignInLocked: 'Muitas tentativas para este acesso. Aguarde alguns minutos e tente novamente.',

  // staff second factor (TOTP)
  secondFactorCodeRequired: 'Informe o código de 6 dígitos do seu aplicativo autenticador.',
  secondFactorCodeInvalid: 'Código inválido. Confira o código atual no seu aplicativo autenticador.',
  recoveryCodeInvalid: 'Código de recuperação inválido ou já usado.',
  secondFactorExpired: 'A verificação expirou. Entre com seu acesso e senha novamente.',
  secondFactorAlreadyOn: 'A verificação em duas etapas já está ativa.',
  secondFactorNotStarted: 'Comece a ativação da verificação em duas etapas novamente.',
  secondFactorRequired: 'Ative a verificação em duas etapas para continuar.',
  secondFactorReset: 'Verificação em duas etapas redefinida.',
  secondFactorNotOn: 'A verificação em duas etapas não está ativa para este acesso.',
  secondFactorOwnReset:
    'Para redefinir a sua própria verificação em duas etapas, use um código de recuperação ou peça a outro administrador.',
  adminEmailInvalid: 'Por favor, informe um e-mail válido',
  adminPasswordRequired: 'Por favor, informe uma senha',
  providerCredentialsMissing: 'Usuário ou senha não informados',
  broadcastTitleRequired: 'Título não informado',
  broadcastMessageRequired: 'Mensagem não informada',
  broadcastTitleInvalid: 'Título inválido',
  broadcastMessageInvalid: 'Mensagem inválida',
  broadcastTitleTooLong: 'O título precisa ser menor que 300 caracteres',
  broadcastMessageTooLong: 'A mensagem precisa ser menor que 1400 caracteres',
  broadcastSent: 'Notificação geral enviada com sucesso!',
  // Title and message within their limits can still pass a push's 4 KB when written with many accents or emoji.
  broadcastTooLarge: 'Título e mensagem juntos ficaram grandes demais para uma notificação. Encurte o texto.',
  // At most 3 general notifications per provider per hour.
  tooManyBroadcasts: 'Muitas notificações gerais enviadas na última hora. Aguarde e tente novamente mais tarde.',
  customerDuplicate: 'Client ID já cadastrado',
  customerCreateFailure: 'Falha ao criar cliente',
  customerCreated: 'Cliente cadastrado com sucesso',
  customerEditFailure: 'Falha ao editar cliente',
  customerEdited: 'Cliente editado com sucesso',
  customersLoadFailure: 'Falha ao obter clientes',
  customerLoadFailure: 'Falha ao obter cliente',
  customerAppsLoadFailure: 'Falha ao obter aplicativos',
  customerNotFoundAdmin: 'Cliente não encontrado',
  customerDeleteFailure: 'Falha ao excluir cliente: {name}',
  customerDeleted: 'Cliente excluído com sucesso',
  customerSuspended: 'Cliente suspenso',
  customerReactivated: 'Cliente reativado',
  customerSuspendFailure: 'Falha ao suspender cliente',
  appDeleted: 'Aplicativo excluído com sucesso',
  appDeleteFailure: 'Falha ao excluir aplicativo',
  appSaved: 'Aplicativo salvo com sucesso',
  appSaveFailure: 'Falha ao salvar aplicativo',
  appNotFound: 'Aplicativo não encontrado',
  appImageInvalid: 'URL da imagem não é válida',
  appMethodNotAllowed: 'Opção não permitida para o critério de ativação selecionado',
  watchPackageTaken: 'Outro aplicativo da Watch já usa este pacote. Informe em Produto o pacote da Watch deste aplicativo.',
  appProductsRequired: 'Por favor, adicione ao menos um produto',
  appPlansRequired: 'Por favor, adicione ao menos um plano',
  optionInvalid: 'Por favor, selecione uma opção da lista',
  acsInvalid: 'Dados ACS inválidos',
  acsEditFailure: 'Falha ao editar dados ACS',
  acsCreateFailure: 'Falha ao cadastrar dados ACS',
  acsDeleteFailure: 'Falha ao excluir dados ACS',
  acsNotFound: 'Dados ACS não cadastrados',
  // A stored secret goes only to the origin it was typed for: a new scheme, host or port asks for it again.
  ixcTokenRetype: 'Ao mudar o endereço do IXC, informe o token de acesso novamente.',
  merchantKeyRetype: 'Ao mudar o endereço da Cielo, informe a Merchant Key novamente.',
  integrationSecretRetype: 'Ao mudar a URL da integração, informe a senha / client secret novamente.',
  acsSecretRetype: 'Ao mudar o endereço do ACS, informe a credencial do ACS (client secret, chave ou senha) novamente.',
  // A provider's own host names.
  customDomainInvalid: 'Informe domínios como portal.provedor.com.br: letras minúsculas, sem http://, porta ou caminho (até 20)',
  customDomainDuplicate: 'Domínio já adicionado',
  customDomainTaken: 'O domínio {domain} já é usado por outro provedor',
  customDomainOfDeployment: 'O domínio {domain} é um endereço deste portal; use um domínio próprio do provedor',
  subjectDuplicate: 'Assunto já adicionado',
  productDuplicate: 'Produto já adicionado',
  planDuplicate: 'Plano já adicionado',
  subjectNotFound: 'Assunto não encontrado',
  productNotFound: 'Produto não encontrado',
  planNotFound: 'Plano não encontrado',
  subjectIdInvalid: 'ID do assunto inválido',
  lookupIdInvalid: 'O ID deve conter apenas números',
  lookupUnavailable: 'Não foi possível consultar o IXC do provedor agora. Os demais dados podem ser salvos.',
  urlInvalid: 'Por favor, informe uma URL válida',
  colorInvalid: 'Por favor, informe uma cor no formato #RRGGBB',
  clientIdInvalid: 'Client ID inválido: use letras minúsculas, números e hífen (até 63 caracteres)',
  providerPasswordTooShort: 'A senha do provedor deve ter no mínimo 12 caracteres',
  textTooLong: 'Por favor, informe no máximo {max} caracteres',
  timezoneInvalid: 'Por favor, informe um fuso horário válido',
  adminPasswordChanged: 'Senha alterada com sucesso',
  adminNewPasswordTooShort: 'A nova senha deve ter no mínimo 12 caracteres',
} as const;

/** 'Por favor, informe um/uma {campo}': the article agrees with the field's name. */
export function requiredFieldMessage(article: 'um' | 'uma', field: string): string {
  return `Por favor, informe ${article} ${field}`;
}

export type MessageKey = keyof typeof MESSAGES;
