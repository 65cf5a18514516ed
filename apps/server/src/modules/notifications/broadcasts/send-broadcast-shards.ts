import { broadcastPayload } from '@central/domain';
import { sendWithRetry } from '../../../integrations/push/retrying-send';
import { pushSubjectFor } from '../../../integrations/push/subject';
import { eachWithLimit } from '../../../lib/each-with-limit';
import type { PushBroadcastDeps, PushBroadcastShardJob } from './broadcast-queues';

interface ClaimedShard {
  shard_no: number;
  from_id: string | null;
  to_id: string | null;
  last_subscription_id: string | null;
  tenant_id: string;
  title: string;
  message: string;
  client_id: string;
  contact_email: string | null;
  vapid_public_key: string | null;
  vapid_private_key: string | null;
}

interface SubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type DeviceOutcome = 'sent' | 'failed' | 'gone';

/** A push service keeps an undelivered broadcast this long (a phone switched off overnight still gets it). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * The next shard this job works: the one it claimed before (its own retry resumes it), else the shard it was
 * queued for, else any other unclaimed shard of the broadcast. A job thus goes on with the broadcast's shards as
 * long as some are left, instead of waiting for its worker's next poll, and the replicas share them as they
 * come. A claim is for good: pg-boss retries a job with its id, and any other job finds the shard taken.
 */
const CLAIM_NEXT = `
  WITH next AS (
    SELECT broadcast_id, shard_no FROM push_broadcast_shards
     WHERE broadcast_id = $1 AND state <> 'done' AND (job_id = $3 OR job_id IS NULL)
     ORDER BY job_id IS NULL, shard_no <> $2, shard_no
     LIMIT 1 FOR UPDATE SKIP LOCKED
  )
  UPDATE push_broadcast_shards s SET state = 'sending', job_id = $3
    FROM next, push_broadcasts b JOIN tenants t ON t.id = b.tenant_id
   WHERE s.broadcast_id = next.broadcast_id AND s.shard_no = next.shard_no AND b.id = s.broadcast_id
  RETURNING s.shard_no, s.from_id, s.to_id, s.last_subscription_id, b.tenant_id, b.title, b.message,
            t.client_id, t.contact_email, t.vapid_public_key, t.vapid_private_key`;

/** After each page, at once: the gone subscriptions deleted, the counts added to the shard and the broadcast, the cursor moved. */
const RECORD_PAGE = `
  WITH gone AS (
    DELETE FROM push_subscriptions WHERE tenant_id = $5 AND id = ANY(string_to_array($6, ',')::uuid[]) RETURNING id
  ), shard AS (
    UPDATE push_broadcast_shards
       SET sent = sent + $3, failed = failed + $4, removed = removed + (SELECT count(*) FROM gone)::int, last_subscription_id = $7::uuid
     WHERE broadcast_id = $1 AND shard_no = $2 RETURNING broadcast_id
  )
  UPDATE push_broadcasts SET sent = sent + $3, failed = failed + $4, removed = removed + (SELECT count(*) FROM gone)::int
   WHERE id = (SELECT broadcast_id FROM shard)
  RETURNING (SELECT count(*) FROM gone)::int AS removed`;

/**
 * The shard done and the broadcast's count of shards left taken down, in one statement. Two shards finishing at
 * once queue on the broadcast's row lock, and each sees the other's decrement, so exactly the last one marks the
 * broadcast done. A shard already done (a retry after this statement) takes nothing down.
 */
const FINISH = `
  WITH shard AS (
    UPDATE push_broadcast_shards SET state = 'done' WHERE broadcast_id = $1 AND shard_no = $2 AND state <> 'done' RETURNING broadcast_id
  )
  UPDATE push_broadcasts
     SET shards_left = shards_left - 1,
         state = CASE WHEN shards_left = 1 THEN 'done'::push_broadcast_state ELSE state END,
         finished_at = CASE WHEN shards_left = 1 THEN now() ELSE finished_at END
   WHERE id = (SELECT broadcast_id FROM shard)`;

/**
 * Sends the broadcast to the subscriptions of one shard after another (see CLAIM_NEXT), page by page (keyset by
 * id, never all rows at once), with a bounded number of pushes in flight, each tried again while the push service
 * says "later". A page is recorded only once all its pushes are answered; a job stopped mid-page throws and its
 * retry resumes after the shard's cursor, so only the page under way when it stopped can be sent twice.
 */
export async function sendBroadcastShards(deps: PushBroadcastDeps, job: PushBroadcastShardJob, jobId: string, signal?: AbortSignal) {
  const totals = { shards: 0, sent: 0, failed: 0, removed: 0 };
  for (;;) {
    if (signal?.aborted) throw stopped();
    const { rows } = await deps.db.executeSql<ClaimedShard>(CLAIM_NEXT, [job.broadcastId, job.shardNo, jobId]);
    const claimed = rows[0];
    if (!claimed) return totals.shards === 0 ? { skipped: true } : totals;
    const shard = { broadcastId: job.broadcastId, shardNo: claimed.shard_no };
    const pushToDevice = devicePusher(deps, claimed, signal);
    // A provider without VAPID keys can send nothing: its shards are done at once.
    const counts = pushToDevice ? await sendPages(deps, shard, claimed, pushToDevice, signal) : { sent: 0, failed: 0, removed: 0 };
    await deps.db.executeSql(FINISH, [shard.broadcastId, shard.shardNo]);
    totals.shards += 1;
    totals.sent += counts.sent;
    totals.failed += counts.failed;
    totals.removed += counts.removed;
  }
}

async function sendPages(
  deps: PushBroadcastDeps,
  shard: PushBroadcastShardJob,
  claimed: ClaimedShard,
  pushToDevice: (row: SubscriptionRow) => Promise<DeviceOutcome>,
  signal?: AbortSignal,
) {
  const totals = { sent: 0, failed: 0, removed: 0 };
  const pageSize = deps.pageSize ?? 500;
  let cursor = claimed.last_subscription_id;
  for (;;) {
    if (signal?.aborted) throw stopped();
    const page = await deps.db.executeSql<SubscriptionRow>(...pageQuery(claimed, cursor, pageSize));
    if (page.rows.length === 0) return totals;
    const counts = { sent: 0, failed: 0 };
    const gone: string[] = [];
    await eachWithLimit(page.rows, deps.concurrency ?? 50, async (row) => {
      // Stopping: the rest of the page is skipped, and as the page is not recorded, the retry sends it.
      if (signal?.aborted) return;
      const outcome = await pushToDevice(row);
      if (outcome === 'gone') gone.push(row.id);
      else counts[outcome] += 1;
    });
    if (signal?.aborted) throw stopped();
    cursor = page.rows.at(-1)!.id;
    const recorded = await deps.db.executeSql<{ removed: number }>(RECORD_PAGE, [
      shard.broadcastId,
      shard.shardNo,
      counts.sent,
      counts.failed,
      claimed.tenant_id,
      gone.join(','),
      cursor,
    ]);
    totals.sent += counts.sent;
    totals.failed += counts.failed;
    totals.removed += recorded.rows[0]?.removed ?? 0;
    if (page.rows.length < pageSize) return totals;
  }
}

const stopped = () => new Error('push broadcast shard stopped; the retry resumes after the last recorded page');

/** One page of the shard after the cursor. Only the bounds that exist are written, so each is an index condition. */
function pageQuery(shard: ClaimedShard, cursor: string | null, pageSize: number): [string, unknown[]] {
  const values: unknown[] = [shard.tenant_id, pageSize];
  const where = ['tenant_id = $1'];
  if (cursor) where.push(`id > $${values.push(cursor)}::uuid`);
  else if (shard.from_id) where.push(`id >= $${values.push(shard.from_id)}::uuid`);
  if (shard.to_id) where.push(`id < $${values.push(shard.to_id)}::uuid`);
  return [`SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE ${where.join(' AND ')} ORDER BY id LIMIT $2`, values];
}

/** Sends to one device and says what to count; null when the provider has no VAPID keys (nothing can be sent). */
function devicePusher(
  deps: PushBroadcastDeps,
  shard: ClaimedShard,
  signal?: AbortSignal,
): ((row: SubscriptionRow) => Promise<DeviceOutcome>) | null {
  if (!shard.vapid_public_key || !shard.vapid_private_key) return null;
  const vapid = { publicKey: shard.vapid_public_key, privateKey: deps.box.open(shard.vapid_private_key, shard.client_id) };
  const payload = broadcastPayload(shard.title, shard.message);
  const options = { vapid, subject: pushSubjectFor(deps.subject, shard.contact_email), ttlSeconds: TTL_SECONDS };
  const policy = { ...deps.retry, signal };
  return async (row) => {
    const subscription = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
    try {
      const result = await sendWithRetry(deps.sender, subscription, payload, options, policy);
      if (result.outcome === 'delivered') return 'sent';
      if (result.outcome === 'gone') return 'gone';
      // Our VAPID token refused: the device counts as failed and its subscription stays.
      if (deps.vapidRefusals.noted(shard.client_id, result)) return 'failed';
      if (result.outcome === 'dropped') {
        deps.log.warn(
          { subscriptionId: row.id, statusCode: result.statusCode, reason: result.reason },
          'push refused for good; counted as failed',
        );
      }
      return 'failed';
    } catch (error) {
      deps.log.warn({ subscriptionId: row.id, err: error }, 'push could not be sent; counted as failed');
      return 'failed';
    }
  };
}
