import type { JobRunner } from '../../../jobs/job-runner';
import { eachWithLimit } from '../../../lib/each-with-limit';
import { UNSETTLED_STATES, type CardPayment } from './payments-store';
import { reconcileFinished } from './reconcile-finished';
import { settleContextOf, type CardPaymentJobPorts } from './settle-context';
import { settlePayment } from './settle-payment';

export const SETTLE_QUEUE = 'card-payment-settle';
export const SWEEP_QUEUE = 'card-payments-sweep';
export const RECONCILE_QUEUE = 'card-payments-reconcile';

/** An attempt the request left unsettled gets its first retry this soon; then pg-boss backs off (30 s, 1 min, 2 min…). */
export const SETTLE_FIRST_DELAY_SECONDS = 15;
/** Unfinished attempts untouched this long are picked up by the sweep, whatever happened to their settle job. */
const STALE_AFTER_MS = 2 * 60_000;
/** The days of finished attempts the daily reconciliation compares with Cielo and IXC. */
export const RECONCILE_DAYS = 3;

/**
 * One attempt, as far as it goes now. Throws while it is unfinished, so that the job runner tries again later
 * with backoff; the sweep is the safety net if the retries run out.
 */
export async function settleAttempt(ports: CardPaymentJobPorts, attemptId: string): Promise<{ state: string }> {
  const attempt = await ports.store.get(attemptId);
  if (!attempt || !isUnsettled(attempt)) return { state: attempt?.state ?? 'missing' };
  const context = await settleContextOf(ports, attempt.tenantId);
  if (!context) throw new Error('the provider or its card settings are unavailable; the attempt waits');
  const settled = await settlePayment(ports, context, attempt);
  if (isUnsettled(settled)) throw new Error(`card payment still ${settled.state}; trying again later`);
  return { state: settled.state };
}

const isUnsettled = (attempt: CardPayment) => (UNSETTLED_STATES as readonly string[]).includes(attempt.state);

/** Every unfinished attempt left untouched for a while: a crash between two steps, or retries that ran out. */
export async function sweepUnsettled(ports: CardPaymentJobPorts): Promise<{ checked: number; settled: number; waiting: number }> {
  const now = ports.now?.() ?? new Date();
  const stale = await ports.store.unsettled(new Date(now.getTime() - STALE_AFTER_MS), 200);
  const counts = { checked: stale.length, settled: 0, waiting: 0 };
  await eachWithLimit(stale, 4, async (attempt) => {
    try {
      const result = await settleAttempt(ports, attempt.id);
      counts.settled += isUnsettled({ state: result.state } as CardPayment) ? 0 : 1;
    } catch (error) {
      counts.waiting += 1;
      ports.log.warn({ err: error, paymentAttempt: attempt.id }, 'card payment still unsettled');
    }
  });
  return counts;
}

export function registerCardPaymentJobs(jobs: JobRunner, ports: CardPaymentJobPorts): void {
  // 'short': one waiting job per attempt (its singleton key), however many times the request asks.
  jobs.work<{ attemptId: string }>(SETTLE_QUEUE, (job) => settleAttempt(ports, job.data.attemptId), {
    policy: 'short',
    retryLimit: 12,
    retryDelaySeconds: 30,
    retryBackoff: true,
  });
  jobs.work(SWEEP_QUEUE, () => sweepUnsettled(ports), { policy: 'stately' });
  jobs.schedule(SWEEP_QUEUE, '*/5 * * * *');
  jobs.work(RECONCILE_QUEUE, () => reconcileFinished(ports, RECONCILE_DAYS), { policy: 'stately', expireInSeconds: 3600 });
  // Once a day, at a quiet hour in Brazil (04:00 in São Paulo).
  jobs.schedule(RECONCILE_QUEUE, '0 7 * * *');
}

/** What the pay request calls when it cannot finish an attempt: one settle job per attempt. */
export function settleLaterWith(jobs: Pick<JobRunner, 'send'>) {
  return async (attempt: CardPayment) => {
    await jobs.send(SETTLE_QUEUE, { attemptId: attempt.id }, { singletonKey: attempt.id, startAfterSeconds: SETTLE_FIRST_DELAY_SECONDS });
  };
}
