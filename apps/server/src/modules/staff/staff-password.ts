import { MESSAGES } from '@central/domain';
import type { Caller } from '../../lib/caller';
import type { GuessGuard } from '../../lib/guess-guard';
import { verifyPassword } from '../../lib/password-hash';
import { staffAccount, type StaffScope } from './staff-rules';

export interface StaffPasswordDeps {
  guard: GuessGuard;
  /** A hash nobody's password matches (createDecoyHash), checked when there is no real one. */
  decoyHash: () => Promise<string>;
}

/**
 * One guarded check of an admin's or provider's password. Exactly one scrypt verification runs whether or not
 * there is a usable hash (`stored` null: unknown account, suspended provider, no password set), so the time of
 * the answer does not tell which accounts exist. Throws 429 when the guard refuses the try.
 */
export async function checkStaffPassword(
  deps: StaffPasswordDeps,
  scope: StaffScope,
  subject: string,
  caller: Caller | string,
  stored: string | null,
  password: string,
): Promise<boolean> {
  const attempt = await deps.guard.begin(scope, staffAccount(subject), caller, MESSAGES.adminSignInLocked);
  let matches: boolean;
  try {
    matches = await verifyPassword(password, stored ?? (await deps.decoyHash()));
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  const accepted = stored !== null && matches;
  await (accepted ? attempt.succeeded() : attempt.failed());
  return accepted;
}
