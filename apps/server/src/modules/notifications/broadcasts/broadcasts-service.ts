import { broadcastMessageProblem, broadcastSizeProblem, broadcastTitleProblem, MESSAGES } from '@central/domain';
import type { BroadcastSummary, SendBroadcastBody } from '@central/domain/api';
import { badRequest } from '../../../lib/app-error';
import { tooManyAttempts } from '../../../lib/attempt-limits';
import type { RateLimiter, RateLimitRule } from '../../../lib/rate-limiter';
import type { JobRunner } from '../../../jobs/job-runner';
import { PUSH_BROADCAST_QUEUE, type PushBroadcastJob } from './broadcast-queues';
import type { BroadcastsStore } from './broadcasts-store';

/**
 * General notifications per provider: 3 an hour covers an outage (announced, in repair, back) and keeps
 * a stolen or careless provider session from flooding every subscriber's devices.
 */
export const BROADCAST_LIMIT = { limit: 3, windowSeconds: 60 * 60 } satisfies RateLimitRule;

export interface BroadcastsPorts {
  store: BroadcastsStore;
  /** Queues the fan-out; the workers of some replica send it (decision 011). */
  jobs: Pick<JobRunner, 'send'>;
  limiter: Pick<RateLimiter, 'reserve' | 'release'>;
}

/** The provider's general notification (docs/product/provider.md#general-notifications): recorded, queued, answered at once. */
export function createBroadcastsService(ports: BroadcastsPorts) {
  return {
    /**
     * POST /provider/send/notification: checks the texts, takes one of the provider's broadcasts of the hour, records
     * the broadcast and queues it. A refused text, or a broadcast that could not be queued, does not count.
     */
    async send(tenantId: string, { title, message }: SendBroadcastBody): Promise<BroadcastSummary> {
      const titleProblem = broadcastTitleProblem(title);
      if (titleProblem) throw badRequest('BROADCAST_TITLE_INVALID', titleProblem);
      const messageProblem = broadcastMessageProblem(message);
      if (messageProblem) throw badRequest('BROADCAST_MESSAGE_INVALID', messageProblem);
      const sizeProblem = broadcastSizeProblem(title as string, message as string);
      if (sizeProblem) throw badRequest('BROADCAST_TOO_LARGE', sizeProblem);

      // Taken before the broadcast is recorded, so concurrent sends cannot queue more than the limit between them.
      const verdict = await ports.limiter.reserve(`broadcast:provider:${tenantId}`, BROADCAST_LIMIT);
      if (!verdict.slot) throw tooManyAttempts(verdict.retryAfter, MESSAGES.tooManyBroadcasts);
      let broadcast: BroadcastSummary | null = null;
      try {
        broadcast = await ports.store.create({ tenantId, title: title as string, message: message as string });
        await ports.jobs.send<PushBroadcastJob>(PUSH_BROADCAST_QUEUE, { broadcastId: broadcast.id });
        return broadcast;
      } catch (error) {
        if (broadcast) await ports.store.discard(broadcast.id);
        await ports.limiter.release(verdict.slot);
        throw error;
      }
    },
    /** The provider's latest broadcasts, newest first. */
    recent: (tenantId: string) => ports.store.recent(tenantId),
    /** How many devices a broadcast would reach. */
    countDevices: (tenantId: string) => ports.store.countDevices(tenantId),
  };
}

export type BroadcastsService = ReturnType<typeof createBroadcastsService>;
