import type { Prisma } from '../db/database';
import type { ExecuteSql } from '../db/execute-sql';
import type { GaugeSources } from './metrics';

/**
 * Each pg-boss queue's jobs that are due and not yet started (created, or waiting to be retried), and the age of the
 * oldest of them: one statement on pgboss.job, on Postgres and PGlite alike. A queue with none reads 0.
 */
const QUEUES = `
  SELECT queue.name AS queue, count(job.id)::int AS depth,
         COALESCE(EXTRACT(EPOCH FROM now() - min(job.created_on)), 0)::float8 AS oldest
    FROM pgboss.queue AS queue
    LEFT JOIN pgboss.job AS job ON job.name = queue.name AND job.state IN ('created', 'retry') AND job.start_after <= now()
   GROUP BY queue.name`;

export function jobQueuesSource(db: { executeSql: ExecuteSql }): GaugeSources['queues'] {
  return async () => {
    const { rows } = await db.executeSql<{ queue: string; depth: number; oldest: number }>(QUEUES, []);
    return rows.map(({ queue, depth, oldest }) => ({ queue, depth: Number(depth), oldestAgeSeconds: Math.max(0, Number(oldest)) }));
  };
}

/**
 * Card payments waiting for a person (needs_review), and captured ones whose receipt is not yet written in the ERP,
 * with how long the oldest of those has been under way (since the payment began: docs/product/cards.md#the-receipt-in-ixc).
 */
export function cardBacklogSource(prisma: Prisma, now: () => number = Date.now): GaugeSources['cardBacklog'] {
  return async () => {
    const [awaitingReview, captured] = await Promise.all([
      prisma.cardPayment.count({ where: { state: 'needs_review' } }),
      prisma.cardPayment.aggregate({ where: { state: 'captured' }, _count: { _all: true }, _min: { createdAt: true } }),
    ]);
    const oldest = captured._min.createdAt;
    return {
      awaitingReview,
      receiptsWaiting: captured._count._all,
      oldestReceiptWaitSeconds: oldest ? Math.max(0, (now() - oldest.getTime()) / 1000) : 0,
    };
  };
}
