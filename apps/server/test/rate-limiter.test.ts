import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createRateLimiter } from '../src/lib/rate-limiter';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The limiter's Retry-After when a burst fills a window: the refused call waited on the row lock of the calls
 * that filled it, so its own statement started before the row existed. It must still answer when the oldest
 * attempt expires, not "1 second" (a CI run saw that once in 200 concurrent sign-ins on Postgres).
 */
const RULE = { limit: 5, windowSeconds: 900 };
const KEY = 'test:burst';

let db: TestDatabase;
let replica: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  replica = await db.openReplica();
});
afterAll(async () => {
  await replica.close();
  await db.close();
});

describe('rate limiter', () => {
  it('answers the time until the oldest attempt expires to a call refused in a burst', async () => {
    const limiter = createRateLimiter(db.prisma);
    for (let attempt = 0; attempt < RULE.limit; attempt++) expect((await limiter.reserve(KEY, RULE)).slot).not.toBeNull();
    const refused = await limiter.reserve(KEY, RULE);
    expect(refused.slot).toBeNull();
    expect(refused.retryAfter).toBeGreaterThan(RULE.windowSeconds - 10);
    await limiter.forget([KEY]);
  });

  it.runIf(process.env.DB_KIND === 'postgres')(
    'answers it too when the window was filled by a transaction the refused call waited for',
    async () => {
      const waiter = createRateLimiter(replica.prisma);
      let refused: ReturnType<typeof waiter.reserve> | undefined;
      await db.withSql(async (sql) => {
        await sql.exec('BEGIN');
        await sql.query(
          `INSERT INTO rate_limit_buckets (key, count, reset_at, hits)
           VALUES ($1, 5, now() + interval '900 seconds', array_fill(now(), ARRAY[5]))`,
          [KEY],
        );
        refused = waiter.reserve(KEY, RULE);
        await until(async () => (await lockWaits(db)) > 0);
        await sql.exec('COMMIT');
      });
      const verdict = await refused!;
      expect(verdict.slot).toBeNull();
      expect(verdict.retryAfter).toBeGreaterThan(RULE.windowSeconds - 10);
    },
  );
});

async function lockWaits(database: Database): Promise<number> {
  const rows = await database.prisma.$queryRaw<Array<{ waiting: bigint }>>`
    SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return Number(rows[0]!.waiting);
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the second call never waited on the row lock');
}
