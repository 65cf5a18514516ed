import pg from 'pg';
import type { BenchSubscription } from './push-simulator';

export interface BroadcastState {
  state: string;
  sent: number;
  failed: number;
  removed: number;
  /** Milliseconds from the row's creation (the POST) to `finished_at`, by the database clock. */
  databaseMs: number | null;
}

/** The bench's own plain-SQL access to the replicas' database: seeding subscriptions and watching a broadcast. */
export function openBenchDatabase(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    async tenant(clientId: string): Promise<{ id: string; vapidPublicKey: string }> {
      const { rows } = await pool.query<{ id: string; vapid_public_key: string | null }>(
        `SELECT id, vapid_public_key FROM tenants WHERE client_id = $1`,
        [clientId],
      );
      const row = rows[0];
      if (!row?.vapid_public_key) throw new Error(`tenant ${clientId} is missing or has no VAPID key`);
      return { id: row.id, vapidPublicKey: row.vapid_public_key };
    },

    /** One multi-row INSERT per batch (arrays unnested server-side), as the browsers' saves would have left them. */
    async insertSubscriptions(tenantId: string, firstCustomer: number, subscriptions: BenchSubscription[]): Promise<void> {
      await pool.query(
        `INSERT INTO push_subscriptions (id, tenant_id, customer_id, endpoint, p256dh, auth, invoice_range, updated_at)
         SELECT gen_random_uuid(), $1::uuid, ($2::int + s.n)::text, s.endpoint, s.p256dh, s.auth, 15, now()
           FROM unnest($3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS s(endpoint, p256dh, auth, n)`,
        [
          tenantId,
          firstCustomer,
          subscriptions.map((s) => s.endpoint),
          subscriptions.map((s) => s.p256dh),
          subscriptions.map((s) => s.auth),
        ],
      );
    },

    async analyze(): Promise<void> {
      await pool.query('ANALYZE push_subscriptions');
    },

    async broadcast(id: string): Promise<BroadcastState> {
      const { rows } = await pool.query<{ state: string; sent: number; failed: number; removed: number; database_ms: number | null }>(
        `SELECT state::text AS state, sent, failed, removed,
                (EXTRACT(EPOCH FROM finished_at - created_at) * 1000)::float8 AS database_ms
           FROM push_broadcasts WHERE id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) throw new Error(`broadcast ${id} is gone`);
      return { state: row.state, sent: row.sent, failed: row.failed, removed: row.removed, databaseMs: row.database_ms };
    },

    close: () => pool.end(),
  };
}

export type BenchDatabase = ReturnType<typeof openBenchDatabase>;
