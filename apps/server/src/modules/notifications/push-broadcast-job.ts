import type { ExecuteSql } from '../../db/execute-sql';
import type { PushSender } from '../../integrations/push/sender';
import type { JobRunner } from '../../jobs/job-runner';
import type { SecretBox } from '../../lib/crypto';

export const PUSH_BROADCAST_QUEUE = 'push-broadcast';

export interface PushBroadcastJob {
  broadcastId: string;
}

export interface PushBroadcastDeps {
  db: { executeSql: ExecuteSql };
  sender: Pick<PushSender, 'send'>;
  box: Pick<SecretBox, 'open'>;
  /** Subscriptions read per page, keyset by id (default 500). */
  pageSize?: number;
  /** Pushes in flight at once (default 50). */
  concurrency?: number;
}

interface BroadcastRow {
  tenant_id: string;
  title: string;
  message: string;
  state: string;
  last_subscription_id: string | null;
  client_id: string;
  vapid_public_key: string | null;
  vapid_private_key: string | null;
}

interface SubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push service keeps an undelivered broadcast this long (a phone switched off overnight still gets it). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends a broadcast to every subscription of its provider, page by page (keyset by id, never all rows at once),
 * with a bounded number of pushes in flight. After each page one statement deletes the subscriptions the push
 * service called gone, adds the page's counts and moves the cursor `last_subscription_id`; a retried job (a crash,
 * a stop) resumes after the cursor, so only the page under way when it stopped can be sent again.
 */
export async function sendBroadcast(deps: PushBroadcastDeps, broadcastId: string, signal?: AbortSignal) {
  const { rows } = await deps.db.executeSql<BroadcastRow>(
    `SELECT b.tenant_id, b.title, b.message, b.state::text AS state, b.last_subscription_id, t.client_id, t.vapid_public_key, t.vapid_private_key
       FROM push_broadcasts b JOIN tenants t ON t.id = b.tenant_id WHERE b.id = $1`,
    [broadcastId],
  );
  const broadcast = rows[0];
  if (!broadcast || broadcast.state === 'done') return { skipped: true };
  await deps.db.executeSql(`UPDATE push_broadcasts SET state = 'sending' WHERE id = $1`, [broadcastId]);

  const totals = { sent: 0, failed: 0, removed: 0 };
  if (broadcast.vapid_public_key && broadcast.vapid_private_key) {
    const vapid = { publicKey: broadcast.vapid_public_key, privateKey: deps.box.open(broadcast.vapid_private_key, broadcast.client_id) };
    const payload = { title: broadcast.title, body: broadcast.message, url: '/panel' };
    const pageSize = deps.pageSize ?? 500;
    let cursor = broadcast.last_subscription_id;
    for (;;) {
      if (signal?.aborted) throw new Error('push broadcast stopped; the retry resumes after the last recorded page');
      const page = await deps.db.executeSql<SubscriptionRow>(
        `SELECT id, endpoint, p256dh, auth FROM push_subscriptions
          WHERE tenant_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3`,
        [broadcast.tenant_id, cursor, pageSize],
      );
      if (page.rows.length === 0) break;
      const counts = { sent: 0, failed: 0 };
      const gone: string[] = [];
      await eachWithLimit(page.rows, deps.concurrency ?? 50, async (row) => {
        const result = await deps.sender
          .send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload, { vapid, ttlSeconds: TTL_SECONDS })
          .catch(() => null);
        if (result?.outcome === 'delivered') counts.sent += 1;
        else if (result?.outcome === 'gone') gone.push(row.id);
        else counts.failed += 1;
      });
      cursor = page.rows.at(-1)!.id;
      const recorded = await deps.db.executeSql<{ removed: number }>(
        `WITH gone AS (DELETE FROM push_subscriptions WHERE tenant_id = $6 AND id = ANY(string_to_array($5, ',')::uuid[]) RETURNING id)
         UPDATE push_broadcasts SET sent = sent + $2, failed = failed + $3, removed = removed + (SELECT count(*) FROM gone)::int,
                last_subscription_id = $4::uuid
          WHERE id = $1 RETURNING (SELECT count(*) FROM gone)::int AS removed`,
        [broadcastId, counts.sent, counts.failed, cursor, gone.join(','), broadcast.tenant_id],
      );
      totals.sent += counts.sent;
      totals.failed += counts.failed;
      totals.removed += recorded.rows[0]?.removed ?? 0;
    }
  }
  await deps.db.executeSql(`UPDATE push_broadcasts SET state = 'done', finished_at = now() WHERE id = $1`, [broadcastId]);
  return totals;
}

/** Runs `work` over the items with at most `limit` of them under way at once. */
async function eachWithLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Declares the push-broadcast queue on the job runner (every replica; only workers send). */
export function registerPushBroadcast(jobs: JobRunner, deps: PushBroadcastDeps): void {
  jobs.work<PushBroadcastJob>(PUSH_BROADCAST_QUEUE, async ({ data, signal }) => sendBroadcast(deps, data.broadcastId, signal), {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
  });
}
