import { createInvoiceGateway } from '../../../integrations/ixc/invoices';
import { eachWithLimit } from '../../../lib/each-with-limit';
import type { CardPayment } from './payments-store';
import { settleContextOf, type CardPaymentJobPorts } from './settle-context';
import { querySale, REVIEW_REASONS, settlePayment } from './settle-payment';

export interface ReconcileSummary {
  checked: number;
  /** Declined in the ledger, captured at Cielo: finished now (receipt recorded). */
  finished: number;
  flagged: number;
  /** Could not be compared now (gateway or ERP down): the next run tries again. */
  skipped: number;
}

/** Attempts compared per run: far above a day's card payments of the providers one deployment serves. */
const MAX_PER_RUN = 5_000;

/**
 * The daily reconciliation: every attempt finished in the last `days` days is compared with Cielo and,
 * for the paid ones, with IXC. Every sale this product makes carries the MerchantOrderId of an attempt written
 * before the sale was sent, so walking the ledger covers every sale we could have made (Cielo API 3.0 has no
 * listing of a merchant's sales by date).
 * - done: the sale must still be captured at Cielo and the invoice paid in IXC; otherwise a person must look;
 * - declined: Cielo must have no captured sale for it; if one shows up (a sale found late), it is finished here,
 *   receipt included, unless the invoice moved on meanwhile, which the settle step flags.
 */
export async function reconcileFinished(ports: CardPaymentJobPorts, days: number): Promise<ReconcileSummary> {
  const since = new Date((ports.now?.() ?? new Date()).getTime() - days * 86_400_000);
  const attempts = await ports.store.recent(since, ['done', 'declined'], MAX_PER_RUN);
  const summary: ReconcileSummary = { checked: attempts.length, finished: 0, flagged: 0, skipped: 0 };
  await eachWithLimit(attempts, 4, async (attempt) => {
    try {
      const verdict = await compare(ports, attempt);
      if (verdict) summary[verdict] += 1;
    } catch (error) {
      summary.skipped += 1;
      ports.log.warn({ err: error, paymentAttempt: attempt.id }, 'card payment could not be reconciled now');
    }
  });
  if (summary.flagged > 0) ports.log.error({ ...summary }, 'card payments need review');
  return summary;
}

async function compare(ports: CardPaymentJobPorts, attempt: CardPayment): Promise<'finished' | 'flagged' | null> {
  const context = await settleContextOf(ports, attempt.tenantId);
  if (!context) throw new Error('the provider or its card settings are unavailable');
  const facts = await querySale(context.payments.gateway, attempt);
  const flag = async (reviewReason: string) =>
    (await ports.store.move(attempt.id, [attempt.state], 'needs_review', { reviewReason })) ? 'flagged' : null;

  if (facts.sale === 'unknown') throw new Error('the sale is not finished at Cielo yet');
  if (attempt.state === 'declined') {
    if (facts.sale !== 'captured' && facts.sale !== 'authorized') return null;
    if (await ports.store.live(attempt.tenantId, attempt.invoiceId)) {
      // Another attempt holds the invoice, so this one cannot hold it too (one live attempt per invoice): the log
      // is where it shows, as an error for the operator, until that attempt ends and the next run flags this one.
      ports.log.error(
        { paymentAttempt: attempt.id, reviewReason: REVIEW_REASONS.capturedButDeclined },
        'captured sale under a declined card payment attempt',
      );
      return null;
    }
    // Back to `sent`, and the settle step takes the sale's facts from there: capture if owed, receipt, done.
    const reopened = await ports.store.move(attempt.id, ['declined'], 'sent', { reviewReason: null });
    if (!reopened) return null;
    const settled = await settlePayment(ports, context, reopened, facts);
    return settled.state === 'done' ? 'finished' : settled.state === 'needs_review' ? 'flagged' : null;
  }

  if (facts.sale !== 'captured') return flag(REVIEW_REASONS.voidedAfterDone);
  const row = await createInvoiceGateway(context.tenant.ixc).findOwn(attempt.customerId, attempt.invoiceId);
  return row?.status === 'R' ? null : flag(REVIEW_REASONS.paidButOpen);
}
