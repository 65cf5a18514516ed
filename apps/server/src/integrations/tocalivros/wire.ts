import { jsonObject, nonEmptyText } from '../partner-app/answer';

/**
 * Toca Livros' wire (the books app, `api_toca_livros`) in one place: paths, field names, answer readers and the
 * texts the spec maps. No public API was found (docs/product/partners.md#integration-methods), so this format is ours,
 * built on the books payload of docs/product/partners.md#toca-livros-and-sva-logins
 * (docs/decisions/019-partner-apps.md); when a provider hands over Toca Livros' real contract, this file (and the
 * simulator's `wire.ts`/`operations.ts`) is what changes.
 */
export const TOCALIVROS_PATHS = {
  users: '/api/v1/users',
} as const;

export const TOCALIVROS_OPERATIONS = {
  register: 'POST /api/v1/users',
  find: 'GET /api/v1/users',
} as const;

/**
 * Texts Toca Livros answers in `{message}` (docs/product/partners.md#the-subscribers-app-pages), compared without
 * accents, case or punctuation (`saysText`).
 */
export const PARTNER_TEXTS = {
  birthdateMissing: 'birthdate not exists',
  emailInUse: 'try another email',
  alreadyRegistered: 'already registered',
} as const;

/** The books payload (docs/product/partners.md#toca-livros-and-sva-logins) plus the birth date the partner requires. */
export interface BooksAccount {
  name: string;
  user: string;
  password: string;
  email: string;
  cpfCnpj: string;
  ddd: string;
  telefone: string;
  /** The ISP's customer id. */
  internalId: string;
  contractId: string;
  /** YYYY-MM-DD; null when the ERP has none (the partner then answers 'birthdate not exists'). */
  birthdate: string | null;
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * `POST /api/v1/users` body, in the spec's field names. A null birth date is left out rather than refused here:
 * the partner's answer ('birthdate not exists') is what the subscriber is shown
 * (docs/product/partners.md#toca-livros-and-sva-logins).
 */
export function registrationBody(account: BooksAccount): Record<string, string> {
  const body: Record<string, string> = {
    name: account.name.trim(),
    user: account.user.trim(),
    password: account.password,
    email: account.email.trim(),
    cpf_cnpj: digits(account.cpfCnpj),
    ddd: digits(account.ddd),
    telefone: digits(account.telefone),
    internal_id: account.internalId,
    contract_id: account.contractId,
  };
  if (account.birthdate) body.birthdate = account.birthdate;
  return body;
}

const idText = (value: unknown) => nonEmptyText(value) ?? (typeof value === 'number' ? String(value) : undefined);

/** 201 `{id, user}`; undefined without both. */
export function readRegistered(body: unknown): { id: string; user: string } | undefined {
  const id = idText(jsonObject(body)?.id);
  const user = idText(jsonObject(body)?.user);
  return id === undefined || user === undefined ? undefined : { id, user };
}

export interface ListedUser {
  id: string;
  user: string;
  email: string;
  /** Absent when the partner leaves them out of the listing. */
  internalId: string | undefined;
  contractId: string | undefined;
}

/** 200 `{users: [{id, user, email, internal_id, contract_id, …}]}`; undefined when the list or an id is missing. */
export function readUsers(body: unknown): ListedUser[] | undefined {
  const list = jsonObject(body)?.users;
  if (!Array.isArray(list)) return undefined;
  const users = list.map((item) => {
    const found = jsonObject(item) ?? {};
    return {
      id: idText(found.id),
      user: idText(found.user) ?? '',
      email: idText(found.email) ?? '',
      internalId: idText(found.internal_id),
      contractId: idText(found.contract_id),
    };
  });
  return users.every((user): user is ListedUser => user.id !== undefined) ? users : undefined;
}
