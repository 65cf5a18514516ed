import { MESSAGES } from '@central/domain';
import { AppError } from './app-error';
import type { RateLimiter, RateLimitRule } from './rate-limiter';

const MINUTES = 60;
const DAY = 24 * 60 * MINUTES;

/**
 * Anti-automation (ASVS 6.3.1, 6.6.3; docs/decisions/008). Guessable secrets go through the guess guard
 * with these policies; the recovery e-mails, which cost a message each, are counted per use below.
 */
export function guessPolicies(options: { signInFailuresPerProviderMinute: number }): Record<GuessScope, GuessPolicy> {
  // Password sign-ins: a source without a device cookie may fail at 10 accounts per 15 minutes (spraying); a browser
  // its owner signed in on before is judged only by its own 10 tries per 15 minutes (OWASP's device cookie).
  const signIn = {
    accountsPerSource: { limit: 10, windowSeconds: 15 * MINUTES },
    perDevice: { limit: 10, windowSeconds: 15 * MINUTES },
  };
  return {
    'sign-in': {
      ...signIn,
      perSource: { limit: 5, windowSeconds: 15 * MINUTES },
      perAccount: { limit: 100, windowSeconds: DAY },
      provider: {
        failuresPerMinute: options.signInFailuresPerProviderMinute,
        // A source is "failing" with this many wrong passwords, whatever the accounts, in 15 minutes.
        failingSource: { limit: 10, windowSeconds: 15 * MINUTES },
      },
    },
    'current-password': {
      perSource: { limit: 5, windowSeconds: 15 * MINUTES },
      perAccount: { limit: 20, windowSeconds: DAY },
    },
    // Each code also allows only 5 tries of its own (CODE_MAX_ATTEMPTS), and codes cost an e-mail each.
    'verification-code': {
      perSource: { limit: 10, windowSeconds: 15 * MINUTES },
      perAccount: { limit: 30, windowSeconds: DAY },
    },
    // The admin's password (sign-in and the current password of a change) and the provider's, at /admin.
    'admin-password': {
      ...signIn,
      perSource: { limit: 5, windowSeconds: 15 * MINUTES },
      perAccount: { limit: 100, windowSeconds: DAY },
    },
    'provider-password': {
      ...signIn,
      perSource: { limit: 5, windowSeconds: 15 * MINUTES },
      perAccount: { limit: 100, windowSeconds: DAY },
    },
  };
}

/**
 * The limits of one scope of the guess guard (lib/guess-guard.ts):
 * - `perSource`: tries at one account from one source (IP address). Cleared when the secret is right.
 * - `perAccount`: tries at one account from all sources together. A right secret gives back only its own
 *   slot; a successful password recovery clears it (the way out of a lock an attacker caused).
 * - `provider` (optional): the provider's failed tries per minute. Past it, a warning is logged and only
 *   sources that keep failing are throttled, so many people behind one carrier-grade NAT still get in.
 * - `accountsPerSource` (optional): distinct accounts one source may try without success (password spraying).
 *   A right secret gives its account back, so a crowd behind one address signing in correctly is never stopped.
 * - `perDevice` (optional): a try whose device cookie vouches for the account (lib/device-cookie.ts) is judged by
 *   this limit of that device alone, and by none of the above: an attack from elsewhere cannot lock its owner out.
 */
export interface GuessPolicy {
  perSource: RateLimitRule;
  perAccount: RateLimitRule;
  provider?: { failuresPerMinute: number; failingSource: RateLimitRule };
  accountsPerSource?: RateLimitRule;
  perDevice?: RateLimitRule;
}

export type GuessScope = 'sign-in' | 'current-password' | 'verification-code' | 'admin-password' | 'provider-password';

/** Recovery steps that are not guesses but cost an ERP read or an e-mail: counted on every use. */
export const USE_LIMITS = {
  documentChecksPerSource: { limit: 30, windowSeconds: 15 * MINUTES },
  codesSentPerCustomer: { limit: 5, windowSeconds: 15 * MINUTES },
  codesSentPerSource: { limit: 20, windowSeconds: 15 * MINUTES },
  // 'Meus dados' reads a subscriber's whole history at once: plenty for the page and its downloads, not for a loop.
  myDataReadsPerCustomer: { limit: 30, windowSeconds: 15 * MINUTES },
} satisfies Record<string, RateLimitRule>;

/** Maximum wrong tries of one verification code. */
export const CODE_MAX_ATTEMPTS = 5;

export function tooManyAttempts(retryAfter: number, message: string = MESSAGES.tooManyAttempts): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', 429, message, { 'retry-after': String(Math.max(1, retryAfter)) });
}

/** Takes one use of each rule, atomically per rule; 429 when any is spent (the uses already taken stay). */
export async function takeUses(limiter: RateLimiter, uses: Array<[string, RateLimitRule]>): Promise<void> {
  const verdicts = await Promise.all(uses.map(([key, rule]) => limiter.reserve(key, rule)));
  const refused = verdicts.filter((verdict) => !verdict.slot);
  if (refused.length > 0) throw tooManyAttempts(Math.max(...refused.map((verdict) => verdict.retryAfter)));
}
