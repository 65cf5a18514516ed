/**
 * 'Testar integrações': a read-only check of every system a provider's portal talks to, one line per check. The
 * server writes the lines in these words; the admin page and `npm run admin -- check` show them as they come.
 */

/** `ok`: it works; `failed`: it does not, and the detail says what to fix; `unverifiable`: only a real write would tell. */
export type CheckStatus = 'ok' | 'failed' | 'unverifiable';

export interface CheckLine {
  /** Stable, e.g. `erp.table.radusuarios`, `acs`, `app.<id>`. */
  id: string;
  title: string;
  status: CheckStatus;
  detail: string;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10}`.replace('.', ',');

export const CHECK_TEXTS = {
  timedOut: (ms: number) => `Sem resposta em ${seconds(ms)} s.`,
  unreachable: (system: string) => `Não foi possível conectar ao ${system}: confira o endereço e se ele aceita conexões deste servidor.`,
  serverError: (system: string, status: number) =>
    `O ${system} respondeu com erro (HTTP ${status}): tente de novo mais tarde ou fale com o suporte dele.`,
  notItsProtocol: (system: string) => `O endereço não respondeu como o ${system}: confira a URL.`,
  unexpected: 'Falha inesperada ao verificar: veja o log do servidor.',

  erp: {
    title: 'IXC: token de acesso',
    domainInvalid: 'O domínio do IXC não é um endereço válido: corrija-o na aba Principal.',
    tokenOk: 'O IXC aceitou o token.',
    tokenRefused: 'O IXC recusou o token: confira o token de acesso do IXC (usuário:token) na aba Principal.',
    /** Titles in words; the table a provider must find in IXC's permissions is named, as code, where it is needed. */
    tableTitle: (purpose: string) => `IXC: ${purpose}`,
    tableOk: 'Leitura permitida.',
    tableDenied: (table: string) => `O token não tem permissão para ler \`${table}\`: libere a tabela para o usuário do webservice no IXC.`,
    tableRefused: (table: string, message: string) => `O IXC recusou a leitura de \`${table}\`: ${message}`,
    notChecked: 'Não verificado: o IXC não aceitou o token.',
    receiptTitle: 'IXC: gravar baixas de faturas pagas com cartão',
    receiptUnverifiable:
      'Não verificável sem uma baixa: o IXC não oferece um teste de escrita. Libere a gravação de `fn_areceber_recebimentos_baixas_novo` e `fn_areceber` para o usuário do webservice.',
    supportTitle: (purpose: string) => `IXC: abrir ${purpose}`,
    supportUnverifiable: 'Não verificável sem abrir um atendimento: o IXC não oferece um teste de escrita.',
    supportDepartmentMissing: 'Falta o ID do departamento (setor) na aba Suporte: sem ele o IXC recusa os atendimentos.',
  },

  acs: {
    title: (kind: 'ixc' | 'genieacs') => (kind === 'ixc' ? 'ACS: IXC ACS' : 'ACS: GenieACS'),
    ok: (kind: 'ixc' | 'genieacs') =>
      kind === 'ixc' ? 'Token de acesso obtido e busca de dispositivos respondida.' : 'A busca de dispositivos respondeu.',
    refusedSecret: 'O IXC ACS recusou o Client ID e o client secret: confira-os em Ferramentas > Clientes API do IXC ACS.',
    refusedJwt:
      'O IXC ACS recusou o JWT assinado com a chave privada: confira o ID do cliente API e se a chave pública dele é o par desta chave.',
    refusedKey: 'A chave privada guardada não é uma chave EC P-256 em PEM: informe-a de novo.',
    refusedBasic: 'O GenieACS (ou o proxy à frente dele) recusou o usuário e a senha.',
  },

  card: {
    title: 'Cartão: Cielo',
    ok: 'A Cielo aceitou o Merchant ID e a Merchant Key (consulta de um pedido inexistente respondeu 404).',
    refused: (status: number) =>
      `A Cielo recusou o Merchant ID ou a Merchant Key (HTTP ${status}): confira-os e as URLs na seção Pagamentos.`,
  },

  app: {
    title: (name: string) => `Aplicativo: ${name}`,
    watchConnected: (until: string) => `Conectado à Watch até ${until}.`,
    watchNone: "Não conectado à Watch: use 'Conectar à Watch' na página do aplicativo.",
    watchEnded: "A conexão com a Watch terminou: use 'Reconectar' na página do aplicativo.",
    watchRefused: "A Watch recusou o token: use 'Reconectar' na página do aplicativo.",
    credentialsOk: 'O parceiro aceitou as credenciais.',
    credentialsRefused: 'O parceiro recusou as credenciais do aplicativo: confira usuário e senha na página do aplicativo.',
    noConnection: 'O aplicativo não tem os dados de conexão com o parceiro: preencha-os na página do aplicativo.',
  },

  nextcloud: {
    ok: 'As credenciais de administrador do Nextcloud listam os grupos.',
    refused: 'O Nextcloud recusou as credenciais: use um usuário administrador do Nextcloud.',
    writesTitle: (name: string) => `Aplicativo: ${name} (criar usuários)`,
    writesUnverifiable:
      'Não verificável sem criar um usuário. O Nextcloud 34 recusa gravações feitas com senha de aplicativo: use a senha de login do administrador.',
  },

  mail: {
    title: 'E-mail (códigos de recuperação)',
    smtpOk: 'O servidor SMTP aceitou a conexão e o login.',
    smtpFailed: (reason: string) => `O servidor SMTP não aceitou a conexão: ${reason}. Confira SMTP_URL.`,
    outbox: 'Sem SMTP_URL: os e-mails são gravados na pasta OUTBOX_DIR, não enviados.',
  },

  push: {
    title: 'Notificações push (VAPID)',
    ok: (subject: string) => `As chaves VAPID do provedor estão guardadas; os serviços push recebem o contato ${subject}.`,
    keysMissing: 'As chaves VAPID do provedor não estão guardadas: reinicie o servidor para gerá-las.',
    keysUnreadable: 'As chaves VAPID do provedor não abrem com a SECRETS_KEY atual: gere-as de novo.',
  },
} as const;
