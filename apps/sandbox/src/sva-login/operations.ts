import { randomBytes } from 'node:crypto';
import type { Answer } from '../simulator-kit';
import type { AccountStore, SvaLoginAccount } from './account-store';
import { refused, SVA_LOGIN_TEXTS } from './wire';

/** One authenticated call: the ISP behind the Basic credentials, the JSON body and the path's `external_id`. */
export interface SvaLoginCall {
  client: string;
  body: Record<string, unknown>;
  externalId: string;
}

export interface OperationContext {
  store: AccountStore;
  /** Whether provisioning answers a generated password (some partners e-mail it instead). */
  issuesPassword: boolean;
}

export type Operation = (context: OperationContext, call: SvaLoginCall) => Answer;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

const view = (account: SvaLoginAccount) => ({ external_id: account.externalId, login: account.login, status: account.status });

/** `POST /v1/subscribers {external_id, name, email, document, phone?}` → 201 `{login, password?, status}`. */
export const provision: Operation = ({ store, issuesPassword }, { client, body }) => {
  const fields = { external_id: text(body.external_id), name: text(body.name), email: text(body.email), document: text(body.document) };
  const missing = Object.entries(fields).find(([, value]) => value === '');
  if (missing) return refused(422, SVA_LOGIN_TEXTS.required(missing[0]));
  if (!EMAIL.test(fields.email)) return refused(422, SVA_LOGIN_TEXTS.invalidEmail);
  const phone = text(body.phone);
  const outcome = store.provision({
    client,
    externalId: fields.external_id,
    name: fields.name,
    email: fields.email,
    document: fields.document,
    ...(phone ? { phone } : {}),
  });
  if ('conflict' in outcome) return refused(409, outcome.conflict);
  const password = issuesPassword ? randomBytes(6).toString('base64url') : undefined;
  return { status: 201, body: { login: outcome.account.login, ...(password ? { password } : {}), status: outcome.account.status } };
};

/** `GET /v1/subscribers/{external_id}` → 200 `{external_id, login, status}` or 404. */
export const find: Operation = ({ store }, { client, externalId }) => {
  const account = store.find(client, externalId);
  return account ? { status: 200, body: view(account) } : refused(404, SVA_LOGIN_TEXTS.notFound);
};

/** `POST /v1/subscribers/{external_id}/password-reset` → 202 (the partner e-mails the subscriber) or 404. */
export const resetPassword: Operation = ({ store }, { client, externalId }) => {
  const account = store.find(client, externalId);
  if (!account) return refused(404, SVA_LOGIN_TEXTS.notFound);
  account.passwordResets++;
  return { status: 202, body: { status: 'accepted' } };
};
