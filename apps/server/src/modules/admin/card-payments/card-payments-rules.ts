import type { AdminCardPayment } from '@central/domain/api';
import type { CardPayment } from '../../../generated/prisma/client';
import type { Changes } from '../audit-rules';

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

/** Names the attempt and its invoice (unchanged, so given as both sides) beside what the review changed. */
export function reviewChanges(row: Pick<CardPayment, 'id' | 'invoiceId' | 'state'>, note: string): Changes {
  return {
    card_payment_id: { from: row.id, to: row.id },
    invoice_id: { from: row.invoiceId, to: row.invoiceId },
    state: { from: 'needs_review', to: row.state },
    review_note: { from: null, to: note },
  };
}
