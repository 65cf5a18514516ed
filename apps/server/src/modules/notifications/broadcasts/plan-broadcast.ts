import type { PushBroadcastDeps, PushBroadcastShardJob } from './broadcast-queues';

/**
 * One statement splits a queued broadcast into shards of `shardSize` subscriptions by id: every shard starts at
 * the id numbered 1, shardSize + 1, … (Postgres numbers them over the (tenant_id, id) index; Node never holds
 * them), and ends where the next starts. The first shard has no lower bound and the last no upper one, so every
 * id, also one subscribed meanwhile, falls into exactly one range. The broadcast leaves 'queued' in the same statement, which
 * makes a retried planner plan nothing twice; with no subscriptions, or no VAPID keys, it is done at once.
 */
const PLAN = `
  WITH broadcast AS (
    SELECT b.id, b.tenant_id, t.vapid_public_key IS NOT NULL AND t.vapid_private_key IS NOT NULL AS can_send
      FROM push_broadcasts b JOIN tenants t ON t.id = b.tenant_id
     WHERE b.id = $1 AND b.state = 'queued'
  ), numbered AS (
    SELECT s.id, row_number() OVER (ORDER BY s.id) - 1 AS n
      FROM push_subscriptions s JOIN broadcast b ON s.tenant_id = b.tenant_id AND b.can_send
  ), starts AS (
    SELECT id, (n / $2::int)::int AS shard_no FROM numbered WHERE n % $2::int = 0
  ), shards AS (
    INSERT INTO push_broadcast_shards (broadcast_id, shard_no, from_id, to_id)
    SELECT $1, shard_no, CASE WHEN shard_no = 0 THEN NULL ELSE id END, lead(id) OVER (ORDER BY id) FROM starts
    RETURNING shard_no
  )
  UPDATE push_broadcasts
     SET shards_left = (SELECT count(*) FROM shards),
         state = CASE WHEN EXISTS (SELECT 1 FROM shards) THEN 'sending' ELSE 'done' END::push_broadcast_state,
         finished_at = CASE WHEN EXISTS (SELECT 1 FROM shards) THEN NULL ELSE now() END
   WHERE id = (SELECT id FROM broadcast)`;

/**
 * Plans the broadcast (once) and queues a job for every shard no job has claimed yet. A planner retried after
 * queueing some shards queues those again: a shard is sent by the one job that claims it (send-broadcast-shards.ts).
 */
export async function planBroadcast(
  deps: Pick<PushBroadcastDeps, 'db' | 'shardSize'>,
  broadcastId: string,
  queueShard: (shard: PushBroadcastShardJob) => Promise<unknown>,
): Promise<{ shards: number }> {
  await deps.db.executeSql(PLAN, [broadcastId, deps.shardSize ?? 5000]);
  const { rows } = await deps.db.executeSql<{ shard_no: number }>(
    `SELECT shard_no FROM push_broadcast_shards WHERE broadcast_id = $1 AND job_id IS NULL AND state = 'queued' ORDER BY shard_no`,
    [broadcastId],
  );
  for (const { shard_no: shardNo } of rows) await queueShard({ broadcastId, shardNo });
  return { shards: rows.length };
}
