import { createHmac } from 'node:crypto';
import type { Prisma } from '../db/database';

export type ClaimState = 'pending' | 'done' | 'unconfirmed';

export interface LiveClaim {
  state: ClaimState;
  resultId: string | null;
  /** When the window opened (the first attempt). */
  createdAt: Date;
}

/**
 * Claims on ERP writes that must happen at most once per window, in Postgres so that every replica sees them
 * (ARCHITECTURE decision 4). Each step is one atomic statement; see write-once.ts for how they combine.
 */
export interface WriteClaims {
  /** The key of one write: a keyed hash of its parts (who writes what), so no personal data is stored. */
  keyOf(parts: string[]): string;
  /** Takes the key, unless a live claim holds it: then answers that claim, or null when it was taken here. */
  claim(key: string, tenantId: string, windowMs: number): Promise<LiveClaim | null>;
  /** Takes over a live claim whose attempt ended unconfirmed, or is pending since before `abandonedAfterMs`. */
  takeOver(key: string, abandonedAfterMs: number): Promise<LiveClaim | null>;
  done(key: string, resultId: string): Promise<void>;
  unconfirmed(key: string): Promise<void>;
  /** The write surely did not happen: the next attempt may write again. */
  release(key: string): Promise<void>;
}

interface ClaimRow {
  state: ClaimState;
  result_id: string | null;
  created_at: Date;
}

const toClaim = (row: ClaimRow): LiveClaim => ({ state: row.state, resultId: row.result_id, createdAt: new Date(row.created_at) });

export function createWriteClaims(prisma: Prisma, secret: string): WriteClaims {
  return {
    keyOf: (parts) =>
      createHmac('sha256', secret)
        .update(JSON.stringify(['write-claim', ...parts]))
        .digest('base64url'),
    async claim(key, tenantId, windowMs) {
      for (;;) {
        // Of any number of concurrent callers, exactly one inserts the claim (or renews an expired one).
        const taken = await prisma.$queryRaw<unknown[]>`
          INSERT INTO write_claims AS c (key, tenant_id, state, claimed_at, created_at, expires_at)
          VALUES (${key}, ${tenantId}::uuid, 'pending', now(), now(), now() + make_interval(secs => ${Math.ceil(windowMs / 1000)}))
          ON CONFLICT (key) DO UPDATE SET state = 'pending', result_id = NULL, claimed_at = now(), created_at = now(),
            expires_at = EXCLUDED.expires_at
          WHERE c.expires_at <= now()
          RETURNING c.key`;
        if (taken.length > 0) return null;
        // Read in a statement of its own, so a claim committed while the insert waited on it is seen.
        const rows = await prisma.$queryRaw<ClaimRow[]>`SELECT state, result_id, created_at FROM write_claims WHERE key = ${key}`;
        if (rows[0]) return toClaim(rows[0]);
        // Released in between: try to take it again.
      }
    },
    async takeOver(key, abandonedAfterMs) {
      const abandonedAfter = Math.ceil(abandonedAfterMs / 1000);
      const rows = await prisma.$queryRaw<ClaimRow[]>`
        UPDATE write_claims SET state = 'pending', claimed_at = now()
         WHERE key = ${key} AND expires_at > now()
           AND (state = 'unconfirmed' OR (state = 'pending' AND claimed_at < now() - make_interval(secs => ${abandonedAfter})))
        RETURNING state, result_id, created_at`;
      return rows[0] ? toClaim(rows[0]) : null;
    },
    async done(key, resultId) {
      await prisma.$executeRaw`UPDATE write_claims SET state = 'done', result_id = ${resultId} WHERE key = ${key}`;
    },
    async unconfirmed(key) {
      await prisma.$executeRaw`UPDATE write_claims SET state = 'unconfirmed' WHERE key = ${key}`;
    },
    async release(key) {
      await prisma.$executeRaw`DELETE FROM write_claims WHERE key = ${key}`;
    },
  };
}
