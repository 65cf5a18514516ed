import { MESSAGES } from '@central/domain';
import { AppError } from './app-error';
import type { RateLimiter, RateLimitRule, RateLimitVerdict } from './rate-limiter';

/**
 * Anti-automation on sign-in and verification codes (ASVS 6.3.1, 6.6.3): per CPF/CNPJ against guessing one
 * account, per IP against spraying many. Sign-in counts failures only, so people who sign in often are
 * never locked out; codes count every e-mail sent, since each one costs a message.
 */
export const LIMITS = {
  signInFailuresPerDocument: { limit: 5, windowSeconds: 15 * 60 },
  signInFailuresPerIp: { limit: 30, windowSeconds: 15 * 60 },
  documentChecksPerIp: { limit: 30, windowSeconds: 15 * 60 },
  codesSentPerCustomer: { limit: 5, windowSeconds: 15 * 60 },
  codesSentPerIp: { limit: 20, windowSeconds: 15 * 60 },
  codeFailuresPerIp: { limit: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Maximum wrong tries of one verification code. */
export const CODE_MAX_ATTEMPTS = 5;

export function tooManyAttempts(retryAfter: number): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', 429, MESSAGES.tooManyAttempts, { 'retry-after': String(retryAfter) });
}

/** Throws 429 when any of the verdicts refuses. */
export function assertAllowed(...verdicts: RateLimitVerdict[]): void {
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length > 0) throw tooManyAttempts(Math.max(...refused.map((verdict) => verdict.retryAfter)));
}

export async function checkAndCount(limiter: RateLimiter, checks: Array<[string, RateLimitRule]>): Promise<void> {
  assertAllowed(...(await Promise.all(checks.map(([key, rule]) => limiter.hit(key, rule)))));
}

export async function checkWithoutCounting(limiter: RateLimiter, checks: Array<[string, RateLimitRule]>): Promise<void> {
  assertAllowed(...(await Promise.all(checks.map(([key, rule]) => limiter.peek(key, rule)))));
}
