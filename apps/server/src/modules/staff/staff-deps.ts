import type { TokenSigner } from '../../lib/signed-token';
import type { SecondFactors } from './second-factor/second-factors';

/** What the staff sign-in needs besides the admin back office's deps. */
export interface StaffDeps {
  signer: TokenSigner;
  factors: SecondFactors;
  /** Admins must have a second factor (production): without one they can only enrol. */
  secondFactorRequired: boolean;
}
