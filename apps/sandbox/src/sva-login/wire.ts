import { messageWire } from '../simulator-kit';

/**
 * The SVA login partners' wire (Playhub, login_sva), as this simulator speaks it. No public API was found for them
 * (docs/product/partners.md#integration-methods): the format is ours, and the texts are the product's
 * (docs/product/partners.md#toca-livros-and-sva-logins). The server's adapter keeps its side in
 * `apps/server/src/integrations/sva-login/wire.ts`.
 *
 * Every answer is JSON; every refusal is `{message}`.
 */
export const SVA_LOGIN_TEXTS = {
  /** The contract (`external_id`) already has a login at the partner. */
  loginExists: 'login already registered for this contract',
  /** The e-mail is the login of another contract (or of another ISP's subscriber). */
  emailInUse: 'try another email',
  /** Ours. */
  notFound: 'subscriber not found',
  invalidEmail: 'invalid email',
  unauthorized: 'invalid credentials',
  internal: 'internal error',
  required: (field: string) => `${field} is required`,
} as const;

/** Refusals are `{message}`; a call without valid Basic credentials gets 401 with the `sva-login` realm. */
export const { refused, unauthorized, faultAnswer } = messageWire('sva-login', SVA_LOGIN_TEXTS);
