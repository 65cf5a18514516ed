import { MESSAGES } from '@central/domain';
import { AppError } from '../../lib/app-error';
import { tooManyAttempts } from '../../lib/attempt-limits';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { PushSubscriptionInput } from './push-config-input';
import type { PushSubscriptions, Subscriber } from './push-subscriptions';

/**
 * Saves per subscriber: a browser saves when its range changes or it is turned on again, so 20 in
 * 15 minutes is a long afternoon of fiddling; a script saving endpoint after endpoint is stopped at once.
 */
export const PUSH_SAVE_LIMIT = { limit: 20, windowSeconds: 15 * 60 } satisfies RateLimitRule;

export interface SavePushDeps {
  subscriptions: Pick<PushSubscriptions, 'save'>;
  limiter: Pick<RateLimiter, 'reserve' | 'release'>;
  /** Keyed hash for the limiter's keys (guess-guard's `hidden`). */
  hidden(...parts: string[]): string;
}

/**
 * POST /config/push-notification, once the body is checked: takes one of the subscriber's saves, then saves. An
 * endpoint that is another subscriber's answers 409 and changes nothing, so it does not use up a save either.
 */
export async function savePushSubscription(
  deps: SavePushDeps,
  owner: Subscriber,
  subscription: PushSubscriptionInput,
  invoiceRange: number,
) {
  const verdict = await deps.limiter.reserve(`push-save:customer:${deps.hidden(owner.tenantId, owner.customerId)}`, PUSH_SAVE_LIMIT);
  if (!verdict.slot) throw tooManyAttempts(verdict.retryAfter, MESSAGES.tooManyPushSaves);
  if ((await deps.subscriptions.save(owner, subscription, invoiceRange)) === 'taken') {
    await deps.limiter.release(verdict.slot);
    throw new AppError('PUSH_ENDPOINT_TAKEN', 409, MESSAGES.pushEndpointTaken);
  }
}
