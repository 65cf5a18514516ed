import type { Prisma } from '../db/database';
import type { SecretBox } from './crypto';

/** What a first request answered, as much as a repeat needs to answer the same. */
export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Where a request stands with its key: it does the work, or the key is someone else's, under way, or answered. */
export type KeyClaim = { kind: 'taken' } | { kind: 'other-request' } | { kind: 'pending' } | { kind: 'answered'; answer: StoredAnswer };

export interface KeyClaimRequest {
  scope: string;
  key: string;
  fingerprint: string;
  /** How long the answer is kept. */
  keepMs: number;
  /** A pending key older than this is taken over: the request that held it died with its replica. */
  abandonedAfterMs: number;
}

/**
 * Idempotency keys and their first answers, in Postgres so every replica sees them
 * (docs/product/README.md#repeated-requests). Each step is one atomic statement. Answers are sealed, bound to their
 * key: one may hold what is shown once and stored nowhere in clear (a partner app's new password).
 */
export interface IdempotencyStore {
  claim(request: KeyClaimRequest): Promise<KeyClaim>;
  /** Stores the answer: from now on a repeat gets it. */
  answer(scope: string, key: string, answer: StoredAnswer): Promise<void>;
  /** The work failed in a way worth trying again: the next request with this key does it anew. */
  release(scope: string, key: string): Promise<void>;
}

interface KeyRow {
  fingerprint: string;
  state: 'pending' | 'done';
  status_code: number | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

export function createIdempotencyStore(prisma: Prisma, box: SecretBox): IdempotencyStore {
  const owner = (scope: string, key: string) => `idempotency:${scope}:${key}`;
  const opened = (scope: string, key: string, row: KeyRow & { status_code: number }): StoredAnswer | null => {
    try {
      return {
        statusCode: row.status_code,
        headers: row.response_headers ?? {},
        body: box.open(row.response_body ?? '', owner(scope, key)),
      };
    } catch {
      return null; // sealed under a key since retired: as good as expired
    }
  };
  return {
    async claim({ scope, key, fingerprint, keepMs, abandonedAfterMs }) {
      for (;;) {
        // Of any number of concurrent requests with one key, exactly one inserts it (or renews an expired or abandoned one).
        const taken = await prisma.$queryRaw<unknown[]>`
          INSERT INTO idempotency_keys AS k (scope, key, fingerprint, state, claimed_at, created_at, expires_at)
          VALUES (${scope}, ${key}, ${fingerprint}, 'pending', now(), now(), now() + make_interval(secs => ${seconds(keepMs)}))
          ON CONFLICT (scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, state = 'pending', status_code = NULL,
            response_headers = NULL, response_body = NULL, claimed_at = now(), created_at = now(), expires_at = EXCLUDED.expires_at
          WHERE k.expires_at <= now()
             OR (k.state = 'pending' AND k.fingerprint = EXCLUDED.fingerprint
                 AND k.claimed_at < now() - make_interval(secs => ${seconds(abandonedAfterMs)}))
          RETURNING k.key`;
        if (taken.length > 0) return { kind: 'taken' };
        // Read in a statement of its own, so a key committed while the insert waited on it is seen.
        const rows = await prisma.$queryRaw<KeyRow[]>`
          SELECT fingerprint, state, status_code, response_headers, response_body
            FROM idempotency_keys WHERE scope = ${scope} AND key = ${key} AND expires_at > now()`;
        const row = rows[0];
        if (!row) continue; // released or expired in between: try to take it again
        if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
        if (row.state === 'pending' || row.status_code === null) return { kind: 'pending' };
        const answer = opened(scope, key, { ...row, status_code: row.status_code });
        if (answer) return { kind: 'answered', answer };
        await prisma.$executeRaw`DELETE FROM idempotency_keys WHERE scope = ${scope} AND key = ${key} AND state = 'done'`;
      }
    },
    async answer(scope, key, { statusCode, headers, body }) {
      await prisma.$executeRaw`
        UPDATE idempotency_keys SET state = 'done', status_code = ${statusCode}, response_headers = ${JSON.stringify(headers)}::jsonb,
          response_body = ${box.seal(body, owner(scope, key))}
         WHERE scope = ${scope} AND key = ${key}`;
    },
    async release(scope, key) {
      await prisma.$executeRaw`DELETE FROM idempotency_keys WHERE scope = ${scope} AND key = ${key} AND state = 'pending'`;
    },
  };
}
