import { MESSAGES } from '@central/domain';
import type { InvoiceRange, SavePushConfigBody } from '@central/domain/api';
import type { Account } from '../../../lib/account-cache';
import { AppError, notFound } from '../../../lib/app-error';
import { tooManyAttempts } from '../../../lib/attempt-limits';
import type { RateLimiter, RateLimitRule } from '../../../lib/rate-limiter';
import { endpointOfParam, readPushConfig } from './subscription-rules';
import type { SubscriptionsStore } from './subscriptions-store';

/**
 * Saves per subscriber: a browser saves when its range changes or it is turned on again, so 20 in
 * 15 minutes is a long afternoon of fiddling; a script saving endpoint after endpoint is stopped at once.
 */
export const PUSH_SAVE_LIMIT = { limit: 20, windowSeconds: 15 * 60 } satisfies RateLimitRule;

export interface SubscriptionsPorts {
  store: SubscriptionsStore;
  /** PUSH_SERVICE_HOSTS: the push services an endpoint may point at (push-service-hosts.ts). */
  pushServiceHosts: readonly string[];
  limiter: Pick<RateLimiter, 'reserve' | 'release'>;
  /** Keyed hash for the limiter's keys (guess-guard's `hidden`). */
  hidden(...parts: string[]): string;
}

const configNotFound = () => notFound('PUSH_CONFIG_NOT_FOUND', MESSAGES.pushConfigNotFound);

/** Notification settings of a subscriber's browser (docs/product/subscriber.md#notifications): one Web Push subscription per device. */
export function createSubscriptionsService(ports: SubscriptionsPorts) {
  return {
    /**
     * POST /config/push-notification: checks the body, takes one of the subscriber's saves, then saves; answers the
     * range saved. An endpoint that is another subscriber's answers 409 and changes nothing, so it does not use up a
     * save either.
     */
    async save(owner: Account, body: SavePushConfigBody): Promise<InvoiceRange> {
      const { subscription, invoiceRange } = readPushConfig(body, ports.pushServiceHosts);
      const verdict = await ports.limiter.reserve(`push-save:customer:${ports.hidden(owner.tenantId, owner.customerId)}`, PUSH_SAVE_LIMIT);
      if (!verdict.slot) throw tooManyAttempts(verdict.retryAfter, MESSAGES.tooManyPushSaves);
      if ((await ports.store.save(owner, subscription, invoiceRange)) === 'taken') {
        await ports.limiter.release(verdict.slot);
        throw new AppError('PUSH_ENDPOINT_TAKEN', 409, MESSAGES.pushEndpointTaken);
      }
      return invoiceRange;
    },
    /** The range of the subscriber's own subscription named by the path parameter, or 404. */
    async rangeOf(owner: Account, param: string): Promise<number> {
      const endpoint = endpointOfParam(param);
      const range = endpoint === null ? null : await ports.store.rangeOf(owner, endpoint);
      if (range === null) throw configNotFound();
      return range;
    },
    /** Removes the subscriber's own subscription named by the path parameter, if there is one. */
    async remove(owner: Account, param: string): Promise<void> {
      const endpoint = endpointOfParam(param);
      if (endpoint !== null) await ports.store.remove(owner, endpoint);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
