import type { Prisma } from '../db/database';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** A slot taken in a sliding window; giving it back lets one more attempt in. */
export interface Slot {
  key: string;
  at: Date;
}

export interface RateLimiter {
  /**
   * Takes one slot of a sliding window in one atomic statement: of any number of concurrent callers on any
   * number of replicas, at most `limit` get a slot per `windowSeconds`. A refused call takes nothing.
   */
  reserve(key: string, rule: RateLimitRule): Promise<{ slot: Slot | null; retryAfter: number }>;
  /** Gives a slot back (the attempt it paid for turned out not to count). */
  release(slot: Slot): Promise<void>;
  /** Counts one event in a fixed window and answers the count so far (for rates that only observe). */
  count(key: string, windowSeconds: number): Promise<number>;
  /** The current counts of fixed windows, without counting (0 for an unknown or expired key). */
  counts(keys: string[]): Promise<number[]>;
  /** Forgets keys entirely; a key ending in '*' forgets every key with that prefix. */
  forget(keys: string[]): Promise<void>;
}

/**
 * Attempt counters in Postgres (`rate_limit_buckets`), shared by every replica (ARCHITECTURE decision 4).
 * Gates on secrets use a sliding log of attempt times, so "5 per 15 minutes" holds for every 15-minute
 * span, not only per fixed window; observers use a plain fixed-window count. Keys never hold personal data
 * in clear (see guess-guard.ts).
 */
export function createRateLimiter(prisma: Prisma): RateLimiter {
  return {
    async reserve(key, rule) {
      // The upsert only writes when the live attempts are below the limit; the row lock it takes makes the
      // count-and-add atomic.
      const taken = await prisma.$queryRaw<Array<{ at: Date }>>`
        INSERT INTO rate_limit_buckets AS b (key, count, reset_at, hits)
        VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}), ARRAY[now()])
        ON CONFLICT (key) DO UPDATE SET
          hits = array(SELECT h FROM unnest(b.hits) h WHERE h > now() - make_interval(secs => ${rule.windowSeconds}) ORDER BY h) || now(),
          count = (SELECT count(*) FROM unnest(b.hits) h WHERE h > now() - make_interval(secs => ${rule.windowSeconds})) + 1,
          reset_at = now() + make_interval(secs => ${rule.windowSeconds})
        WHERE (SELECT count(*) FROM unnest(b.hits) h WHERE h > now() - make_interval(secs => ${rule.windowSeconds})) < ${rule.limit}
        RETURNING b.hits[cardinality(b.hits)] AS at`;
      if (taken[0]) return { slot: { key, at: new Date(taken[0].at) }, retryAfter: 0 };
      // Refused: when the oldest attempt expires, read in a statement of its own. Within the upsert's statement a
      // call that waited on the row lock of the calls that filled the window (a burst on a new key) still reads the
      // snapshot from before the row existed. No live attempt found means the slots were given back meanwhile.
      const freeAt = await oldestExpiry(prisma, key, rule);
      return { slot: null, retryAfter: freeAt ? secondsUntil(freeAt) : 1 };
    },
    async release(slot) {
      await prisma.$executeRaw`
        UPDATE rate_limit_buckets
           SET hits = hits[1:array_position(hits, ${slot.at}::timestamptz) - 1]
                      || hits[array_position(hits, ${slot.at}::timestamptz) + 1:],
               count = count - 1
         WHERE key = ${slot.key} AND array_position(hits, ${slot.at}::timestamptz) IS NOT NULL`;
    },
    async count(key, windowSeconds) {
      const rows = await prisma.$queryRaw<Array<{ count: number }>>`
        INSERT INTO rate_limit_buckets AS b (key, count, reset_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN b.reset_at <= now() THEN 1 ELSE b.count + 1 END,
          reset_at = CASE WHEN b.reset_at <= now() THEN now() + make_interval(secs => ${windowSeconds}) ELSE b.reset_at END
        RETURNING count`;
      return Number(rows[0]!.count);
    },
    async counts(keys) {
      if (keys.length === 0) return [];
      const rows = await prisma.$queryRaw<Array<{ key: string; count: number }>>`
        SELECT key, count FROM rate_limit_buckets WHERE key = ANY(${keys}::text[]) AND reset_at > now()`;
      const byKey = new Map(rows.map((row) => [row.key, Number(row.count)]));
      return keys.map((key) => byKey.get(key) ?? 0);
    },
    async forget(keys) {
      const exact = keys.filter((key) => !key.endsWith('*'));
      const prefixes = keys.filter((key) => key.endsWith('*')).map((key) => `${escapeLike(key.slice(0, -1))}%`);
      if (exact.length > 0) await prisma.$executeRaw`DELETE FROM rate_limit_buckets WHERE key = ANY(${exact}::text[])`;
      for (const pattern of prefixes) await prisma.$executeRaw`DELETE FROM rate_limit_buckets WHERE key LIKE ${pattern}`;
    },
  };
}

async function oldestExpiry(prisma: Prisma, key: string, rule: RateLimitRule): Promise<Date | null> {
  const rows = await prisma.$queryRaw<Array<{ free_at: Date | null }>>`
    SELECT min(h) + make_interval(secs => ${rule.windowSeconds}) AS free_at
      FROM rate_limit_buckets, unnest(hits) h
     WHERE key = ${key} AND h > now() - make_interval(secs => ${rule.windowSeconds})`;
  return rows[0]?.free_at ?? null;
}

function secondsUntil(moment: Date): number {
  return Math.max(1, Math.ceil((new Date(moment).getTime() - Date.now()) / 1000));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
