/**
 * Why a Watch call failed.
 * - `already_active`: 'cliente ja existe': this subscriber already has the plan there.
 * - `email_in_use`: 'e-mail ja esta em uso': the e-mail belongs to another subscriber at Watch.
 * - `rejected`: any other refusal (4xx, or an envelope with `HasError`); `partnerMessage` holds Watch's text.
 * - `unauthorized`: Watch refused the access token (401/403: it ended or was revoked), or there is none; an admin
 *   must run the code flow again.
 * - `unavailable`: 5xx, or Watch could not be reached.
 * - `timeout`: no complete answer within the deadline (the call may have been done).
 * - `malformed`: an answer that is not what the protocol promises.
 */
export type WatchFailure = 'already_active' | 'email_in_use' | 'rejected' | 'unauthorized' | 'unavailable' | 'timeout' | 'malformed';

/** Carries no request, no header, no token and no secret: callers may log it. */
export class WatchError extends Error {
  constructor(
    readonly failure: WatchFailure,
    message: string,
    /** The operation, e.g. `POST /watch/v2/assinantes/insert`, without parameters. */
    readonly operation: string,
    readonly httpStatus = 0,
    /** Watch's own text, when it gave one (cleaned of the call's secrets). */
    readonly partnerMessage?: string,
  ) {
    super(`Watch ${operation}: ${message}`);
    this.name = 'WatchError';
  }
}

export function isWatchFailure(error: unknown, failure: WatchFailure): error is WatchError {
  return error instanceof WatchError && error.failure === failure;
}

/** A partner text made safe to keep: bounded, and without the secrets of the call should Watch ever echo them. */
export function cleanPartnerText(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) if (secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  return clean.slice(0, 300);
}
