import { CARD_PAYMENT_REVIEW_MESSAGES as M, validateCardPaymentReview, type CardPaymentReviewOutcome } from '@central/domain';
import {
  ADMIN_CARD_PAYMENTS_LIMIT,
  type AdminCardPayment,
  type AdminCardPaymentReviewAnswer,
  type AdminCardPaymentReviewBody,
  type AdminCardPaymentsQuery,
} from '@central/domain/api';
import type { CardPayment } from '../../generated/prisma/client';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import type { AdminDeps } from './admin-deps';
import type { AdminActor, Changes } from './audit-trail';
import { findCustomer } from './customer-lookup';
import { isUuid } from '../../lib/uuid';

type CardPaymentsDeps = Pick<AdminDeps, 'prisma' | 'audit'>;

const paymentNotFound = () => notFound('CARD_PAYMENT_NOT_FOUND', M.paymentNotFound);
const notInReview = () => new AppError('CARD_PAYMENT_NOT_IN_REVIEW', 409, M.notInReview);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The allow-list of an attempt: no card token, no receipt timing, nothing of another provider. */
export function toAdminCardPayment(row: CardPayment): AdminCardPayment {
  return {
    id: row.id,
    customer_id: row.customerId,
    invoice_id: row.invoiceId,
    state: row.state,
    installments: row.installments,
    amount_cents: row.amountCents,
    total_cents: row.totalCents,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    gateway_payment_id: row.gatewayPaymentId,
    gateway_tid: row.gatewayTid,
    return_code: row.returnCode,
    return_message: row.returnMessage,
    erp_receipt_id: row.erpReceiptId,
    review_reason: row.reviewReason,
    reviewed_at: iso(row.reviewedAt),
    reviewed_by: row.reviewedBy,
    review_note: row.reviewNote,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET: the provider's attempts awaiting review (or, with state=all, of any state), newest first; 404 for no provider. */
export async function cardPaymentsOfCustomer(
  deps: CardPaymentsDeps,
  clientId: string,
  query: AdminCardPaymentsQuery,
): Promise<AdminCardPayment[]> {
  const tenant = await findCustomer(deps.prisma, clientId);
  const rows = await deps.prisma.cardPayment.findMany({
    where: { tenantId: tenant.id, ...(query.state === 'all' ? {} : { state: 'needs_review' as const }) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: ADMIN_CARD_PAYMENTS_LIMIT,
  });
  return rows.map(toAdminCardPayment);
}

/**
 * POST …/review: settles an attempt in `needs_review` as `done` (the money stays, the invoice was settled by hand in
 * IXC) or `voided` (refunded at Cielo, which releases the invoice for a new attempt). The update is a
 * compare-and-set on `needs_review`, so of two admins (or an admin and the reconciliation) only one moves it; the
 * other hears 409. Only the provider's own attempt is found: another's id is 404, like an unknown one.
 */
export async function reviewCardPayment(
  deps: CardPaymentsDeps,
  actor: AdminActor,
  clientId: string,
  paymentId: string,
  body: AdminCardPaymentReviewBody,
): Promise<AdminCardPaymentReviewAnswer> {
  const tenant = await findCustomer(deps.prisma, clientId);
  const problems = validateCardPaymentReview(body);
  if (Object.keys(problems).length > 0) throw invalidFields(problems as Record<string, string>, 'CARD_PAYMENT_REVIEW_INVALID');
  const outcome = body.outcome as CardPaymentReviewOutcome;
  const note = body.note!.trim();
  if (!isUuid(paymentId)) throw paymentNotFound();

  const owned = { id: paymentId, tenantId: tenant.id };
  const { count } = await deps.prisma.cardPayment.updateMany({
    where: { ...owned, state: 'needs_review' },
    data: { state: outcome, reviewedAt: new Date(), reviewedBy: actor.email, reviewNote: note },
  });
  const row = await deps.prisma.cardPayment.findFirst({ where: owned });
  if (!row) throw paymentNotFound();
  if (count === 0) throw notInReview();

  await deps.audit.record(actor, tenant.clientId, 'card_payment_review', reviewChanges(row, note));
  return { message: outcome === 'done' ? M.reviewedDone : M.reviewedVoided, card_payment: toAdminCardPayment(row) };
}

/** Names the attempt and its invoice (unchanged, so given as both sides) beside what the review changed. */
function reviewChanges(row: CardPayment, note: string): Changes {
  return {
    card_payment_id: { from: row.id, to: row.id },
    invoice_id: { from: row.invoiceId, to: row.invoiceId },
    state: { from: 'needs_review', to: row.state },
    review_note: { from: null, to: note },
  };
}
