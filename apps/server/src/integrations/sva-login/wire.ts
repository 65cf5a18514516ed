import { jsonObject, nonEmptyText } from '../partner-app/answer';
import type { PartnerAppSubscriber } from '../partner-app/subscriber';

/**
 * The SVA login partners' wire (Playhub, login_sva) in one place: paths, field names, answer readers and the texts
 * the spec maps. No public API was found for these partners (docs/product/partners.md#integration-methods), so this
 * format is ours (docs/decisions/019-partner-apps.md); when a provider hands over a partner's real contract, this file
 * (and the simulator's `wire.ts`/`operations.ts`) is what changes.
 */
export const SVA_LOGIN_PATHS = {
  subscribers: '/v1/subscribers',
  subscriber: (externalId: string) => `/v1/subscribers/${encodeURIComponent(externalId)}`,
  passwordReset: (externalId: string) => `/v1/subscribers/${encodeURIComponent(externalId)}/password-reset`,
} as const;

/** The operation names errors carry: paths without the contract id. */
export const SVA_LOGIN_OPERATIONS = {
  provision: 'POST /v1/subscribers',
  find: 'GET /v1/subscribers/{external_id}',
  resetPassword: 'POST /v1/subscribers/{external_id}/password-reset',
} as const;

/**
 * Texts the partner answers in `{message}` (docs/product/partners.md#the-subscribers-app-pages), compared without
 * accents, case or punctuation (`saysText`).
 */
export const PARTNER_TEXTS = {
  loginExists: 'login already registered',
  emailInUse: 'try another email',
} as const;

export interface SvaLoginSubscriber extends PartnerAppSubscriber {
  /** The ISP's contract id: the partner's key for the subscriber. */
  externalId: string;
}

/** `POST /v1/subscribers` body. */
export function subscriberBody(subscriber: SvaLoginSubscriber): Record<string, string> {
  const body: Record<string, string> = {
    external_id: subscriber.externalId,
    name: subscriber.name.trim(),
    email: subscriber.email.trim(),
    document: subscriber.document.replace(/\D/g, ''),
  };
  const phone = subscriber.phone?.replace(/\D/g, '');
  if (phone) body.phone = phone;
  return body;
}

/** 201 `{login, password?, status}`; undefined without a login. */
export function readProvisioned(body: unknown): { login: string; password: string | null } | undefined {
  const login = nonEmptyText(jsonObject(body)?.login);
  return login === undefined ? undefined : { login, password: nonEmptyText(jsonObject(body)?.password) ?? null };
}

/** 200 `{external_id, login, status}`; undefined without a login. */
export function readFound(body: unknown): { login: string; active: boolean } | undefined {
  const login = nonEmptyText(jsonObject(body)?.login);
  return login === undefined ? undefined : { login, active: jsonObject(body)?.status === 'active' };
}
