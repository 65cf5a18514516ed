import { formatQuotaGigabytes } from '@central/domain';

/**
 * Texts of the ATP Box pages (docs/product/partners.md#atp-box-cloud-storage), apart from pt-BR.ts so only their chunk
 * carries them; error texts come from CLOUD_STORAGE_MESSAGES.
 */
const gb = (gigabytes: number) => `${formatQuotaGigabytes(gigabytes)} GB`;

export const CLOUD_STORAGE_TEXT = {
  pageTitle: 'ATP Box',
  addTitle: 'Adicionar Usuário ATP Box',
  editTitle: 'Usuário ATP Box',
  users: 'Usuários',
  addUser: 'Adicionar usuário',
  noUsers: 'Nenhum usuário cadastrado ainda.',
  usage: (assigned: number, limit: number | null) =>
    limit === null ? `${gb(assigned)} atribuídos` : `${formatQuotaGigabytes(assigned)} de ${gb(limit)} usados`,
  allowanceFull: 'Todo o espaço do seu plano já foi distribuído entre os usuários.',
  quota: (quota: number | null) => (quota === null ? 'Sem limite' : gb(quota)),
  used: (used: number) => `${used.toLocaleString('pt-BR')} GB em uso`,
  name: 'Nome',
  email: 'E-mail',
  password: 'Senha',
  passwordHint: 'De 10 a 30 caracteres.',
  editPasswordHint: 'Deixe em branco para manter a senha atual.',
  quotaLabel: 'Quota (GB)',
  quotaHint: (left: number | null) =>
    left === null ? 'Em GB, com até uma casa decimal (ex.: 1,5).' : `Em GB, com até uma casa decimal (ex.: 1,5). Disponível: ${gb(left)}.`,
  save: 'Salvar',
  add: 'Adicionar',
  remove: 'Remover',
  removeQuestion: (name: string) => `Remover ${name}?`,
  confirmRemove: 'Remover',
  cancel: 'Cancelar',
  nothingChanged: 'Nenhuma alteração para salvar.',
} as const;
