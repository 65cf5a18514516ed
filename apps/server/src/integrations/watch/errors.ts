import { failureTest, PartnerAppError, type PartnerAppFailure } from '../partner-app/errors';

/**
 * Why a Watch call failed: the failures of every partner app (partner-app/errors.ts), and
 * - `already_active`: 'cliente ja existe': this subscriber already has the plan there.
 * - `email_in_use`: 'e-mail ja esta em uso': the e-mail belongs to another subscriber at Watch.
 * At Watch, `rejected` is also an envelope with `HasError`, and `unauthorized` a refused access token (401/403: it
 * ended or was revoked) or none at all: an admin must run the code flow again.
 */
export type WatchFailure = 'already_active' | 'email_in_use' | PartnerAppFailure;

/** Carries no request, no header, no token and no secret: callers may log it. */
export class WatchError extends PartnerAppError<WatchFailure> {
  static override readonly partner = 'Watch';
  override readonly name = 'WatchError';
}

export const isWatchFailure = failureTest(WatchError);
