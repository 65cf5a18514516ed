import type { TokenSigner } from '../../lib/signed-token';

/** What the staff sign-in needs besides the admin back office's deps (which hold the second factors). */
export interface StaffDeps {
  signer: TokenSigner;
  /** Admins must have a second factor (production): without one they can only enrol. */
  secondFactorRequired: boolean;
}
