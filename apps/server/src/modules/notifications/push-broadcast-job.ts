import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteSql } from '../../db/execute-sql';
import type { RetryPolicy } from '../../integrations/push/retrying-send';
import type { PushSender } from '../../integrations/push/sender';
import type { JobRunner } from '../../jobs/job-runner';
import type { SecretBox } from '../../lib/crypto';
import { planBroadcast } from './plan-broadcast';
import { sendBroadcastShards } from './send-broadcast-shards';
import type { VapidRefusals } from './vapid-refusals';

/** The planner: splits a broadcast into shards and queues them. */
export const PUSH_BROADCAST_QUEUE = 'push-broadcast';
/** One job per shard, so every replica's worker finds some; each job goes on with the shards left. */
export const PUSH_BROADCAST_SHARD_QUEUE = 'push-broadcast-shard';

export interface PushBroadcastJob {
  broadcastId: string;
}

export interface PushBroadcastShardJob {
  broadcastId: string;
  shardNo: number;
}

export interface PushBroadcastDeps {
  db: { executeSql: ExecuteSql };
  sender: Pick<PushSender, 'send'>;
  box: Pick<SecretBox, 'open'>;
  /** Refused pushes are logged with the subscription id and status only, never its keys nor the message. */
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** PUSH_SUBJECT; absent outside production, where each provider's contact e-mail or the demo subject is used. */
  subject?: string;
  /** A push service refusing our VAPID token is the operator's to fix: said once an hour, never per device. */
  vapidRefusals: VapidRefusals;
  /** Subscriptions per shard, the unit one replica works (default 5,000). */
  shardSize?: number;
  /** Subscriptions read per page, keyset by id (default 500). */
  pageSize?: number;
  /** Pushes in flight at once within a shard (default 50). */
  concurrency?: number;
  /** How a push the push service answers "later" is tried again (the job's stop signal is added). */
  retry?: Omit<RetryPolicy, 'signal'>;
}

/**
 * Declares both broadcast queues on the job runner (every replica; only workers send). The fan-out is CPU-bound
 * (encryption), so the runner's one job at a time per queue and replica already keeps a core busy; more shards
 * at once on one replica would only share that core.
 */
export function registerPushBroadcast(jobs: JobRunner, deps: PushBroadcastDeps): void {
  const queueShard = (shard: PushBroadcastShardJob) => jobs.send(PUSH_BROADCAST_SHARD_QUEUE, shard);
  jobs.work<PushBroadcastJob>(PUSH_BROADCAST_QUEUE, async ({ data }) => planBroadcast(deps, data.broadcastId, queueShard), {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  jobs.work<PushBroadcastShardJob>(
    PUSH_BROADCAST_SHARD_QUEUE,
    async ({ id, data, signal }) => sendBroadcastShards(deps, data, id, signal),
    {
      retryLimit: 5,
      retryDelaySeconds: 30,
      retryBackoff: true,
      // Generous: pg-boss retries an expired job while its first run may still be sending (it cannot stop it).
      expireInSeconds: 60 * 60,
      // The other replicas join a broadcast within half a second instead of at their next 2-second poll.
      pollingIntervalSeconds: 0.5,
    },
  );
}
