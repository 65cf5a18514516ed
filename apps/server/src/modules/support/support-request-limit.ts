import { MESSAGES } from '@central/domain';
import type { Account } from '../../lib/account-cache';
import { tooManyAttempts } from '../../lib/attempt-limits';
import type { RateLimiter, RateLimitRule, Slot } from '../../lib/rate-limiter';

/**
 * Requests a subscriber may open: 5 an hour is more than a person with a real problem opens (a duplicate
 * sent within two minutes is the same request and does not count), and stops a script filling the provider's
 * ERP with tickets.
 */
export const SUPPORT_REQUEST_LIMIT = { limit: 5, windowSeconds: 60 * 60 } satisfies RateLimitRule;

export interface SupportRequestLimitDeps {
  limiter: Pick<RateLimiter, 'reserve' | 'release'>;
  /** Keyed hash for the limiter's keys (guess-guard's `hidden`). */
  hidden(...parts: string[]): string;
}

/** Takes one of the subscriber's requests of the hour, or throws 429 with Retry-After. */
export async function takeSupportRequest(deps: SupportRequestLimitDeps, account: Account): Promise<Slot> {
  const verdict = await deps.limiter.reserve(
    `support-request:customer:${deps.hidden(account.tenantId, account.customerId)}`,
    SUPPORT_REQUEST_LIMIT,
  );
  if (!verdict.slot) throw tooManyAttempts(verdict.retryAfter, MESSAGES.tooManySupportRequests);
  return verdict.slot;
}
