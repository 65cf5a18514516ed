import type { Prisma } from '../db/database';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one attempt and says whether it is still within the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitVerdict>;
  /** Says whether one more attempt would be allowed, without counting it (for rules that count failures). */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitVerdict>;
}

/**
 * Fixed-window counters in Postgres, so every replica counts the same attempts (ARCHITECTURE decision 4).
 * One upsert per attempt; only sign-in and code endpoints pay it.
 */
export function createRateLimiter(prisma: Prisma): RateLimiter {
  return {
    async hit(key, rule) {
      const rows = await prisma.$queryRaw<Array<{ count: number; reset_at: Date }>>`
        INSERT INTO rate_limit_buckets (key, count, reset_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit_buckets.reset_at <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
          reset_at = CASE WHEN rate_limit_buckets.reset_at <= now()
            THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE rate_limit_buckets.reset_at END
        RETURNING count, reset_at`;
      const row = rows[0]!;
      return { allowed: Number(row.count) <= rule.limit, retryAfter: secondsUntil(row.reset_at) };
    },
    async peek(key, rule) {
      const rows = await prisma.$queryRaw<Array<{ count: number; reset_at: Date }>>`
        SELECT count, reset_at FROM rate_limit_buckets WHERE key = ${key} AND reset_at > now()`;
      const row = rows[0];
      return row ? { allowed: Number(row.count) < rule.limit, retryAfter: secondsUntil(row.reset_at) } : { allowed: true, retryAfter: 0 };
    },
  };
}

function secondsUntil(moment: Date): number {
  return Math.max(1, Math.ceil((new Date(moment).getTime() - Date.now()) / 1000));
}
