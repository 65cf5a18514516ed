import { MESSAGES } from '@central/domain';
import type { SecondFactorRequired } from '@central/domain/api';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import { isApiError } from '@/lib/http';

/** The authenticator's code as typed: six digits, nothing else (components/MaskedInput). */
export const TOTP_CODE_MASK = '000000';

/** A password sign-in whose answer asks for the second step (no session yet). */
export function needsSecondStep(answer: unknown): answer is SecondFactorRequired {
  return typeof answer === 'object' && answer !== null && (answer as Partial<SecondFactorRequired>).two_factor_required === true;
}

/** The secret for typing by hand, in groups of four as authenticators show it: 'JBSW Y3DP EHPK 3PXP'. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** The .txt of 'Baixar': what the codes are for, whose they are, and the codes one a line. */
export function recoveryCodesFile(codes: readonly string[], account: string): string {
  const text = SECOND_FACTOR_TEXT.recoveryCodes;
  return [text.fileHeading(account), text.fileNote, '', ...codes, ''].join('\n');
}

/** The sign-in's second step: the authenticator's code, or one of the recovery codes. */
export type SecondStepValues = { mode: 'code' | 'recovery'; code: string; recovery_code: string };

/** The body of the second step: only the field of the chosen mode. */
export function secondStepBody(values: SecondStepValues): { code: string } | { recovery_code: string } {
  return values.mode === 'recovery' ? { recovery_code: values.recovery_code.trim() } : { code: values.code };
}

/**
 * A refused second step: an expired one (the pending cookie's 5 minutes passed) goes back to the password, in the
 * server's words; a wrong code, a lock-out or a missing code is said in the server's words; anything else is the
 * sign-in's generic failure.
 */
export function secondStepFailure(error: unknown): { text: string; expired: boolean } {
  if (isApiError(error, 401) && error.code === 'SECOND_STEP_EXPIRED') return { text: error.message, expired: true };
  if (isApiError(error, 401) || isApiError(error, 400) || isApiError(error, 429)) return { text: error.message, expired: false };
  return { text: MESSAGES.adminSignInFailure, expired: false };
}

/**
 * What the admin area shows about the admin's own second factor: the enrolment that cannot be skipped where it is
 * required (every other admin call answers 403 until it is on), the one-time offer after a sign-in where it is not,
 * or nothing.
 */
export function adminSecondFactorPrompt(
  twoFactor: { enabled: boolean; required: boolean },
  offerPending: boolean,
): 'enrol' | 'offer' | null {
  if (twoFactor.enabled) return null;
  if (twoFactor.required) return 'enrol';
  return offerPending ? 'offer' : null;
}
