import { CARD_MESSAGES } from '@central/domain';
import { tooManyAttempts } from '../../lib/attempt-limits';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { Account } from '../../lib/account-cache';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Card testing (bots checking stolen cards through a merchant's Zero Auth) is held back by counting every
 * new card sent to the gateway, whatever the outcome (an approval is what such a bot wants to learn):
 * - per subscriber, 5 an hour: a person adds one or two cards, maybe after a typo or a declined one;
 * - per provider, 20 a minute: a ceiling on what many taken-over accounts together can test, which also
 *   keeps a provider's merchant account clear of a decline spike that could get it flagged at Cielo.
 * Slots are reserved before the gateway is called, atomically in Postgres (docs/decisions/008), so concurrent
 * requests and replicas cannot get more through.
 */
export const CARD_ATTEMPT_LIMITS = {
  perCustomer: { limit: 5, windowSeconds: HOUR },
  perProvider: { limit: 20, windowSeconds: MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Card payments reach the issuer too: 10 an hour per subscriber is far more than paying a few bills (a declined
 * card, another card, the next bill) and far less than a script trying a saved card again and again.
 */
export const CARD_PAYMENT_LIMIT = { limit: 10, windowSeconds: HOUR } satisfies RateLimitRule;

export interface CardAttemptDeps {
  limiter: RateLimiter;
  /** Keyed hash for the limiter's keys, so no customer id is kept in clear (guess-guard's `hidden`). */
  hidden(...parts: string[]): string;
}

/** Takes one new-card attempt for the subscriber and their provider, or throws 429 with Retry-After. */
export async function takeCardAttempt(deps: CardAttemptDeps, account: Account): Promise<void> {
  const customer = await deps.limiter.reserve(
    `card-attempt:customer:${deps.hidden(account.tenantId, account.customerId)}`,
    CARD_ATTEMPT_LIMITS.perCustomer,
  );
  if (!customer.slot) throw tooManyAttempts(customer.retryAfter, CARD_MESSAGES.tooManyCardAttempts);
  const provider = await deps.limiter.reserve(`card-attempt:provider:${account.tenantId}`, CARD_ATTEMPT_LIMITS.perProvider);
  if (!provider.slot) {
    // The provider is saturated, not this subscriber: their own allowance is left as it was.
    await deps.limiter.release(customer.slot);
    throw tooManyAttempts(provider.retryAfter, CARD_MESSAGES.tooManyCardAttempts);
  }
}

/** Takes one card payment attempt for the subscriber, or throws 429 with Retry-After. */
export async function takePaymentAttempt(deps: CardAttemptDeps, account: Account, message: string): Promise<void> {
  const verdict = await deps.limiter.reserve(
    `card-payment:customer:${deps.hidden(account.tenantId, account.customerId)}`,
    CARD_PAYMENT_LIMIT,
  );
  if (!verdict.slot) throw tooManyAttempts(verdict.retryAfter, message);
}
