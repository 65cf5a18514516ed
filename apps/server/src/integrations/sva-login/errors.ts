import { failureTest, PartnerAppError, type PartnerAppFailure } from '../partner-app/errors';

/**
 * Why a call to an SVA login partner (Playhub, login_sva) failed: the failures of every partner app
 * (partner-app/errors.ts), and
 * - `login_exists`: 'login already registered for this contract': the contract already has a login there.
 * - `email_in_use`: 'try another email': the e-mail is another subscriber's login.
 */
export type SvaLoginFailure = 'login_exists' | 'email_in_use' | PartnerAppFailure;

export class SvaLoginError extends PartnerAppError<SvaLoginFailure> {
  static override readonly partner = 'SVA login';
  override readonly name = 'SvaLoginError';
}

export const isSvaLoginFailure = failureTest(SvaLoginError);
