import { messageWire } from '../simulator-kit';

/**
 * Toca Livros' wire (the books app, integration method `api_toca_livros`), as this simulator speaks it. No public API
 * was found (docs/product/partners.md#integration-methods): the format is ours, built on the product's books payload
 * and texts (docs/product/partners.md#toca-livros-and-sva-logins). The server's adapter keeps its side in
 * `apps/server/src/integrations/tocalivros/wire.ts`.
 *
 * Every answer is JSON; every refusal is `{message}`.
 */
export const TOCALIVROS_TEXTS = {
  /** The payload has no birth date: the subscriber must ask support to fill it in the ERP. */
  birthdateMissing: 'birthdate not exists',
  /** The e-mail belongs to another user (of this ISP or another). */
  emailInUse: 'try another email',
  /** The ISP's customer and contract already have a user. */
  alreadyRegistered: 'user already registered for this contract',
  /** Ours. */
  userTaken: 'try another user',
  invalidEmail: 'invalid email',
  invalidBirthdate: 'invalid birthdate',
  unauthorized: 'invalid credentials',
  internal: 'internal error',
  required: (field: string) => `${field} is required`,
} as const;

/** Refusals are `{message}`; a call without valid Basic credentials gets 401 with the `tocalivros` realm. */
export const { refused, unauthorized, faultAnswer } = messageWire('tocalivros', TOCALIVROS_TEXTS);
