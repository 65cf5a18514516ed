import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteSql } from '../../../db/execute-sql';
import type { RetryPolicy } from '../../../integrations/push/retrying-send';
import type { PushSender } from '../../../integrations/push/sender';
import type { SecretBox } from '../../../lib/crypto';
import type { VapidRefusals } from '../vapid-refusals';

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
