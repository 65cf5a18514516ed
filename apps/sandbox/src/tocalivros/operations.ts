import type { Answer } from '../simulator-kit';
import type { TocaLivrosUser, UserStore } from './user-store';
import { refused, TOCALIVROS_TEXTS } from './wire';

/** One authenticated call: the ISP behind the Basic credentials, the JSON body and the query string. */
export interface TocaLivrosCall {
  client: string;
  body: Record<string, unknown>;
  query: Record<string, unknown>;
}

export type Operation = (store: UserStore, call: TocaLivrosCall) => Answer;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const REQUIRED = ['name', 'user', 'password', 'email', 'cpf_cnpj', 'internal_id', 'contract_id'] as const;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * `POST /api/v1/users` with the books payload (name, user, password, email, cpf_cnpj, ddd, telefone, internal_id,
 * contract_id, birthdate) → 201 `{id, user}`. Refusals: 422 for a missing field, a bad e-mail or birth date, and
 * 'birthdate not exists' when there is none; 409 for the conflicts of the user store.
 */
export const register: Operation = (store, { client, body }) => {
  const missing = REQUIRED.find((field) => text(body[field]) === '');
  if (missing) return refused(422, TOCALIVROS_TEXTS.required(missing));
  if (!EMAIL.test(text(body.email))) return refused(422, TOCALIVROS_TEXTS.invalidEmail);
  const birthdate = text(body.birthdate);
  if (birthdate === '') return refused(422, TOCALIVROS_TEXTS.birthdateMissing);
  if (!isCalendarDate(birthdate)) return refused(422, TOCALIVROS_TEXTS.invalidBirthdate);
  const outcome = store.register({
    client,
    user: text(body.user),
    name: text(body.name),
    email: text(body.email),
    cpfCnpj: text(body.cpf_cnpj),
    ddd: text(body.ddd),
    telefone: text(body.telefone),
    internalId: text(body.internal_id),
    contractId: text(body.contract_id),
    birthdate,
  });
  if ('conflict' in outcome) return refused(409, outcome.conflict);
  return { status: 201, body: { id: outcome.user.id, user: outcome.user.user } };
};

const view = (user: TocaLivrosUser) => ({
  id: user.id,
  user: user.user,
  name: user.name,
  email: user.email,
  internal_id: user.internalId,
  contract_id: user.contractId,
});

/** `GET /api/v1/users?internal_id=&contract_id=` → 200 `{users: [...]}` (empty: none). */
export const find: Operation = (store, { client, query }) => {
  const internalId = text(query.internal_id);
  const contractId = text(query.contract_id);
  const users = store.find(client, { internalId: internalId || undefined, contractId: contractId || undefined });
  return { status: 200, body: { users: users.map(view) } };
};
