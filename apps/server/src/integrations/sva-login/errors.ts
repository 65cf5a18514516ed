/**
 * Why a call to an SVA login partner (Playhub, login_sva) failed.
 * - `login_exists`: 'login already registered for this contract': the contract already has a login there.
 * - `email_in_use`: 'try another email': the e-mail is another subscriber's login.
 * - `rejected`: any other 4xx; `partnerMessage` holds the partner's text.
 * - `unauthorized`: the app's user/secret were refused.
 * - `unavailable`: 5xx, or the partner could not be reached.
 * - `timeout`: no complete answer within the deadline (the call may have been done).
 * - `malformed`: an answer that is not what the wire promises.
 */
export type SvaLoginFailure = 'login_exists' | 'email_in_use' | 'rejected' | 'unauthorized' | 'unavailable' | 'timeout' | 'malformed';

/** Carries no request, no header, no secret and no password: callers may log it. */
export class SvaLoginError extends Error {
  constructor(
    readonly failure: SvaLoginFailure,
    message: string,
    /** The operation, e.g. `POST /v1/subscribers`, without identifiers. */
    readonly operation: string,
    readonly httpStatus = 0,
    /** The partner's own text, when it gave one (cleaned of the call's secrets). */
    readonly partnerMessage?: string,
  ) {
    super(`SVA login ${operation}: ${message}`);
    this.name = 'SvaLoginError';
  }
}

export function isSvaLoginFailure(error: unknown, failure: SvaLoginFailure): error is SvaLoginError {
  return error instanceof SvaLoginError && error.failure === failure;
}

/** A partner text made safe to keep: bounded, and without the call's secrets should the partner echo them. */
export function cleanPartnerText(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) if (secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  return clean.slice(0, 300);
}
