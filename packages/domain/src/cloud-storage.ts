import { isValidEmail } from './email';
import { requiredFieldMessage } from './messages';
import { fieldText, numericFieldText } from './field-text';

/**
 * The subscriber's cloud storage (ATP Box over Nextcloud; docs/product/partners.md#atp-box-cloud-storage): the texts
 * and the input rules, shared by the web form (instant feedback) and the server (the check that counts). Texts the
 * original specification gives are word for word, but for its two English quota texts, now in Portuguese; the others
 * are new and marked.
 */
export const CLOUD_STORAGE_MESSAGES = {
  // Word for word from the original specification.
  emailInvalid: 'Por favor, informe um e-mail válido',
  passwordRequired: requiredFieldMessage('uma', 'senha'),
  passwordLength: 'Por favor, informe uma senha que entre 10 e 30 caracteres',
  /** In Portuguese, for the original specification's 'value must be 1 GB or more' and 'quota at least 1 GB'. */
  quotaTooSmall: 'A quota deve ser de no mínimo 1 GB',
  quotaOverLimit: 'Quota excede o limite',
  updateFailure: 'Falha ao atualizar usuário',
  updated: 'Usuário atualizado',
  userDataFailure: 'Falha ao obter dados do usuário.',
  createUserFailure: 'Falha ao cadastrar usuário',
  listFailure: 'Falha ao carregar lista de usuários',
  activateFailure: 'Não foi possível ativar o ATP Box.',
  loadFailure: 'Não foi possível carregar o ATP Box.',
  deleteFailure: 'Falha ao remover usuário',
  // The generic 'Por favor, informe um/uma {campo}' for the fields the form requires.
  nameRequired: requiredFieldMessage('um', 'nome'),
  emailRequired: requiredFieldMessage('um', 'e-mail'),
  quotaRequired: requiredFieldMessage('uma', 'quota'),
  unitRequired: requiredFieldMessage('uma', 'unidade'),
  serviceRequired: requiredFieldMessage('um', 'serviço'),
  contractRequired: requiredFieldMessage('um', 'contrato'),
  groupRequired: requiredFieldMessage('um', 'grupo'),
  // New: rules the original specification states without a text, and answers it leaves without one.
  /** New: Nextcloud keeps at most 64 characters of a display name. */
  nameTooLong: 'O nome deve ter no máximo 64 caracteres',
  /** New: the quota is a number of GB with at most one decimal, written with a comma or a point. */
  quotaInvalid: 'Informe a quota em GB, com no máximo uma casa decimal (ex.: 1,5)',
  /** New: the only unit is GB. */
  unitInvalid: 'Unidade inválida: use GB',
  /** New: Nextcloud login names take letters, digits, spaces and . _ @ - ' only (`cloudUserIdProblem`). */
  userIdInvalid: "Usuário inválido: use letras, números, espaços e . _ @ - ' (até 64 caracteres)",
  /** New: Nextcloud refuses a login name of dots only; here it would name another OCS path. */
  userIdDotsOnly: 'Usuário inválido: o nome de usuário não pode ser formado só por pontos',
  userIdTaken: 'Este usuário já existe. Escolha outro nome de usuário.',
  /** New: the edit names a field the screens do not edit. */
  keyInvalid: 'Por favor, selecione um campo válido',
  /** New: the instance's own password policy (Nextcloud 107) refused it. */
  passwordPolicy: 'A senha não atende à política de senhas do ATP Box. Tente uma senha mais forte.',
  /** New: the contract has no ATP Box, or the id is not one of the subscriber's. */
  serviceNotFound: 'ATP Box não disponível para este contrato.',
  groupNotFound: 'O ATP Box deste contrato ainda não foi ativado.',
  /** New: the entitling product does not say how many GB it gives (see `quotaAllowanceOf`). */
  allowanceUnknown: 'Não foi possível identificar o limite de armazenamento do seu plano. Entre em contato com o suporte.',
  created: 'Usuário cadastrado com sucesso',
  deleted: 'Usuário removido com sucesso',
} as const;

/**
 * Texts for the admin and provider areas about the ATP Box connection (never shown to the subscriber, who gets the
 * call's own text above). New.
 */
export const CLOUD_STORAGE_ADMIN_MESSAGES = {
  /** Nextcloud 34 refuses provisioning writes made with an app password: "Password confirmation is required". */
  passwordConfirmationRequired:
    'O Nextcloud pediu confirmação de senha: use a senha de login do administrador do Nextcloud (não uma senha de aplicativo) na integração do ATP Box.',
} as const;

export const CLOUD_PASSWORD_MIN_LENGTH = 10;
export const CLOUD_PASSWORD_MAX_LENGTH = 30;
export const CLOUD_NAME_MAX_LENGTH = 64;
/** The characters and length of a Nextcloud login name; see `cloudUserIdProblem` for the whole rule. */
export const CLOUD_USER_ID_PATTERN = /^[A-Za-z0-9 _.@'-]{1,64}$/;
export const CLOUD_QUOTA_UNIT = 'GB';
/** The fields of a user the screens edit, one per call, as Nextcloud names them. */
export const CLOUD_USER_KEYS = ['displayname', 'email', 'password', 'quota'] as const;
export type CloudUserKey = (typeof CLOUD_USER_KEYS)[number];

export function cloudNameProblem(value: unknown): string | null {
  const name = fieldText(value);
  if (!name) return CLOUD_STORAGE_MESSAGES.nameRequired;
  return name.length > CLOUD_NAME_MAX_LENGTH ? CLOUD_STORAGE_MESSAGES.nameTooLong : null;
}

export function cloudEmailProblem(value: unknown): string | null {
  const email = fieldText(value);
  if (!email) return CLOUD_STORAGE_MESSAGES.emailRequired;
  return isValidEmail(email) ? null : CLOUD_STORAGE_MESSAGES.emailInvalid;
}

/**
 * The original specification reads "10 to 30" in the server's text and "more than 10, fewer than 30" in one form: the
 * server's inclusive reading wins, so a password the form accepts is never refused by the server.
 */
export function cloudPasswordProblem(value: unknown): string | null {
  const password = typeof value === 'string' ? value : '';
  if (password === '') return CLOUD_STORAGE_MESSAGES.passwordRequired;
  const ok = password.length >= CLOUD_PASSWORD_MIN_LENGTH && password.length <= CLOUD_PASSWORD_MAX_LENGTH;
  return ok ? null : CLOUD_STORAGE_MESSAGES.passwordLength;
}

/** A quota as people write it: whole GB, or GB with one decimal after a comma or a point ('1,5', '1.5'). */
const QUOTA_TEXT = /^(\d{1,9})(?:[.,](\d))?$/;

/**
 * The quota in GB, to one decimal (docs/product/partners.md#atp-box-cloud-storage), from a number or what a form sends
 * ('1,5' and '1.5' are 1.5); null for anything else: a sign, an exponent, more decimals, a thousands separator.
 */
export function readQuotaGigabytes(value: unknown): number | null {
  const match = QUOTA_TEXT.exec(numericFieldText(value));
  if (!match) return null;
  return Number(match[1]) + Number(match[2] ?? 0) / 10;
}

/** A quota for the screen, in Portuguese: 1.5 → '1,5'. */
export function formatQuotaGigabytes(gigabytes: number): string {
  return String(Math.round(gigabytes * 10) / 10).replace('.', ',');
}

/** The quota: at least 1 GB, with at most one decimal; a negative one is as refused as 0. */
export function cloudQuotaProblem(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return CLOUD_STORAGE_MESSAGES.quotaRequired;
  const quota = readQuotaGigabytes(value);
  if (quota === null)
    return /^-\s*\d/.test(numericFieldText(value)) ? CLOUD_STORAGE_MESSAGES.quotaTooSmall : CLOUD_STORAGE_MESSAGES.quotaInvalid;
  return quota < 1 ? CLOUD_STORAGE_MESSAGES.quotaTooSmall : null;
}

export function cloudUnitProblem(value: unknown): string | null {
  if (!fieldText(value)) return CLOUD_STORAGE_MESSAGES.unitRequired;
  return fieldText(value).toUpperCase() === CLOUD_QUOTA_UNIT ? null : CLOUD_STORAGE_MESSAGES.unitInvalid;
}

/**
 * Nextcloud's own rule for a login name (the user id in OCS paths), from `validateUserId` in its
 * lib/private/User/Manager.php (Nextcloud 26 and later): only the characters a-z, A-Z, 0-9, space and _ . @ - ';
 * not empty; no white space at the start or the end; not '.' nor '..' (a directory name: in `/cloud/users/{id}` it
 * would reach another OCS path, as URL encoding leaves dots alone); and at most 64 characters (the length of the
 * `uid` column of its users table, `IUser::MAX_USERID_LENGTH` in recent versions). Nextcloud also refuses a few
 * reserved names itself ('.htaccess', 'nextcloud.log'...), which it answers as invalid input. The value is trimmed
 * first, as the server trims what it sends.
 */
export function cloudUserIdProblem(value: unknown): string | null {
  const userId = fieldText(value);
  if (/^\.{1,2}$/.test(userId)) return CLOUD_STORAGE_MESSAGES.userIdDotsOnly;
  return CLOUD_USER_ID_PATTERN.test(userId) ? null : CLOUD_STORAGE_MESSAGES.userIdInvalid;
}

export interface NewCloudUserInput {
  displayName?: unknown;
  email?: unknown;
  password?: unknown;
  quota?: unknown;
  quotaUnitType?: unknown;
  userId?: unknown;
}

export type CloudUserProblems = Partial<Record<keyof NewCloudUserInput, string>>;

/**
 * Every rule of the create form at once (docs/product/partners.md#atp-box-cloud-storage: name, e-mail and password
 * required). A blank `userId` is no problem: the server then uses the e-mail as the login name.
 */
export function newCloudUserProblems(input: NewCloudUserInput): CloudUserProblems {
  const found: CloudUserProblems = {
    displayName: cloudNameProblem(input.displayName) ?? undefined,
    email: cloudEmailProblem(input.email) ?? undefined,
    password: cloudPasswordProblem(input.password) ?? undefined,
    quota: cloudQuotaProblem(input.quota) ?? undefined,
    quotaUnitType: cloudUnitProblem(input.quotaUnitType ?? CLOUD_QUOTA_UNIT) ?? undefined,
    userId: fieldText(input.userId) === '' ? undefined : (cloudUserIdProblem(input.userId) ?? undefined),
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem));
}

/** The problem of one edited field (the form saves fields one by one); password is optional on the form, not here. */
export function cloudEditProblem(key: CloudUserKey, value: unknown): string | null {
  switch (key) {
    case 'displayname':
      return cloudNameProblem(value);
    case 'email':
      return cloudEmailProblem(value);
    case 'password':
      return cloudPasswordProblem(value);
    case 'quota':
      return cloudQuotaProblem(value);
  }
}

/**
 * "Server messages arrive as a comma-separated list" (docs/product/partners.md#atp-box-cloud-storage): the texts of the
 * invalid fields, in order.
 */
export function joinFieldProblems(problems: Record<string, string | undefined>): string {
  return [...new Set(Object.values(problems).filter((problem): problem is string => Boolean(problem)))].join(', ');
}

/**
 * How many GB a contract's cloud storage may hand out: the size in the name of the contract item that entitles it
 * ('ATP Box - Nuvem 100 GB' → 100; IXC products 883/884 of the demo). Providers name their ATP Box products by
 * size, and IXC keeps no quota field of its own, so the name is the one place the size is written. The first
 * "<n> GB" or "<n> TB" counts (TB as 1024 GB, Nextcloud's binary units; a decimal comma is read as a point);
 * a name without one gives null, and the caller refuses to hand out space.
 */
export function quotaAllowanceOf(itemName: string | null | undefined): number | null {
  const match = /(\d+(?:[.,]\d+)?)\s*(GB|TB)\b/i.exec(itemName ?? '');
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  const gigabytes = Math.floor(match[2]!.toUpperCase() === 'TB' ? amount * 1024 : amount);
  return gigabytes >= 1 ? gigabytes : null;
}

/** Quotas are counted in tenths of a GB, so that 0.1 + 0.2 GB is exactly 0.3 GB. */
const tenths = (gigabytes: number) => Math.round(gigabytes * 10);

/** GB added up to one decimal, free of float error (1.1 + 2.2 is 3.3). */
export function sumGigabytes(quotas: readonly number[]): number {
  return quotas.reduce((sum, quota) => sum + tenths(quota), 0) / 10;
}

/** Whether adding `requested` GB to what the group's users already have stays within the allowance. */
export function withinAllowance(assigned: number, requested: number, allowance: number): boolean {
  return tenths(assigned) + tenths(requested) <= tenths(allowance);
}
