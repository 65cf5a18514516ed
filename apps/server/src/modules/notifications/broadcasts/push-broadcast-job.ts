import type { JobRunner } from '../../../jobs/job-runner';
import { countPushes, type Metrics } from '../../../metrics/metrics';
import {
  PUSH_BROADCAST_QUEUE,
  PUSH_BROADCAST_SHARD_QUEUE,
  type PushBroadcastDeps,
  type PushBroadcastJob,
  type PushBroadcastShardJob,
} from './broadcast-queues';
import { planBroadcast } from './plan-broadcast';
import { sendBroadcastShards } from './send-broadcast-shards';

/**
 * Declares both broadcast queues on the job runner (every replica; only workers send). The fan-out is CPU-bound
 * (encryption), so the runner's one job at a time per queue and replica already keeps a core busy; more shards
 * at once on one replica would only share that core.
 */
export function registerPushBroadcast(jobs: JobRunner, deps: PushBroadcastDeps & { metrics?: Pick<Metrics, 'pushMessages'> }): void {
  const queueShard = (shard: PushBroadcastShardJob) => jobs.send(PUSH_BROADCAST_SHARD_QUEUE, shard);
  jobs.work<PushBroadcastJob>(PUSH_BROADCAST_QUEUE, async ({ data }) => planBroadcast(deps, data.broadcastId, queueShard), {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  jobs.work<PushBroadcastShardJob>(
    PUSH_BROADCAST_SHARD_QUEUE,
    async ({ id, data, signal }) => countPushes(deps.metrics, await sendBroadcastShards(deps, data, id, signal)),
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
