import { MESSAGES, newPasswordProblem } from '@central/domain';
import { badRequest } from './app-error';

/**
 * The rules for a new subscriber password (docs/product/subscriber.md#password-recovery-and-first-access), shared by
 * recovery and the security page.
 */
export function assertNewPassword(newPassword: string | undefined, repeat: { confirm: string | undefined } | null): string {
  const problem = newPasswordProblem(newPassword);
  if (problem) throw badRequest('NEW_PASSWORD_INVALID', problem);
  if (repeat) {
    if (!repeat.confirm) throw badRequest('REPEAT_PASSWORD_REQUIRED', MESSAGES.repeatPasswordRequired);
    if (repeat.confirm !== newPassword) throw badRequest('PASSWORDS_DIFFER', MESSAGES.passwordsMustMatch);
  }
  return newPassword!;
}
