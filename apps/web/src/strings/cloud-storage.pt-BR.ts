/**
 * Texts of the ATP Box pages (docs/product/partners.md#atp-box-cloud-storage), apart from pt-BR.ts so only their chunk
 * carries them; error texts come from CLOUD_STORAGE_MESSAGES.
 */
export const CLOUD_STORAGE_TEXT = {
  pageTitle: 'ATP Box',
  addTitle: 'Adicionar Usuário ATP Box',
  editTitle: 'Usuário ATP Box',
  users: 'Usuários',
  addUser: 'Adicionar usuário',
  noUsers: 'Nenhum usuário cadastrado ainda.',
  usage: (assigned: number, limit: number | null) => (limit === null ? `${assigned} GB atribuídos` : `${assigned} de ${limit} GB usados`),
  allowanceFull: 'Todo o espaço do seu plano já foi distribuído entre os usuários.',
  quota: (quota: number | null) => (quota === null ? 'Sem limite' : `${quota} GB`),
  used: (used: number) => `${used.toLocaleString('pt-BR')} GB em uso`,
  name: 'Nome',
  email: 'E-mail',
  password: 'Senha',
  passwordHint: 'De 10 a 30 caracteres.',
  editPasswordHint: 'Deixe em branco para manter a senha atual.',
  quotaLabel: 'Quota (GB)',
  quotaHint: (left: number | null) => (left === null ? 'Em GB, número inteiro.' : `Em GB, número inteiro. Disponível: ${left} GB.`),
  save: 'Salvar',
  add: 'Adicionar',
  remove: 'Remover',
  removeQuestion: (name: string) => `Remover ${name}?`,
  confirmRemove: 'Remover',
  cancel: 'Cancelar',
  nothingChanged: 'Nenhuma alteração para salvar.',
} as const;
