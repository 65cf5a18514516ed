import { MESSAGES } from './messages';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 30;

/** Returns the pt-BR message for a new subscriber password that breaks a rule, or null when it is acceptable. */
export function newPasswordProblem(password: string | undefined | null): string | null {
  if (!password) return MESSAGES.newPasswordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return null;
}
