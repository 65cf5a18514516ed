/**
 * Why a call to Toca Livros (the books app) failed.
 * - `birthdate_missing`: 'birthdate not exists': the ERP has no birth date; the subscriber must ask support to fill it.
 * - `email_in_use`: 'try another email': the e-mail belongs to another user there.
 * - `already_registered`: 'user already registered for this contract': the customer and contract have a user.
 * - `rejected`: any other 4xx; `partnerMessage` holds the partner's text.
 * - `unauthorized`: the app's user/secret were refused.
 * - `unavailable`: 5xx, or Toca Livros could not be reached.
 * - `timeout`: no complete answer within the deadline (the call may have been done).
 * - `malformed`: an answer that is not what the wire promises.
 */
export type TocaLivrosFailure =
  'birthdate_missing' | 'email_in_use' | 'already_registered' | 'rejected' | 'unauthorized' | 'unavailable' | 'timeout' | 'malformed';

/** Carries no request, no header, no secret and no password: callers may log it. */
export class TocaLivrosError extends Error {
  constructor(
    readonly failure: TocaLivrosFailure,
    message: string,
    /** The operation, e.g. `POST /api/v1/users`, without parameters. */
    readonly operation: string,
    readonly httpStatus = 0,
    /** The partner's own text, when it gave one (cleaned of the call's secrets). */
    readonly partnerMessage?: string,
  ) {
    super(`Toca Livros ${operation}: ${message}`);
    this.name = 'TocaLivrosError';
  }
}

export function isTocaLivrosFailure(error: unknown, failure: TocaLivrosFailure): error is TocaLivrosError {
  return error instanceof TocaLivrosError && error.failure === failure;
}

/** A partner text made safe to keep: bounded, and without the call's secrets should the partner echo them. */
export function cleanPartnerText(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) if (secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  return clean.slice(0, 300);
}
