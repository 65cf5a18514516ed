import { CARD_PAYMENT_REVIEW_MESSAGES as M, validateCardPaymentReview, type CardPaymentReviewOutcome } from '@central/domain';
import type {
  AdminCardPayment,
  AdminCardPaymentReviewAnswer,
  AdminCardPaymentReviewBody,
  AdminCardPaymentsQuery,
} from '@central/domain/api';
import { AppError, invalidFields, notFound } from '../../../lib/app-error';
import { isUuid } from '../../../lib/uuid';
import type { AdminActor, AuditTrail } from '../audit-rules';
import { customerNotFound } from '../customer-not-found';
import { reviewChanges, toAdminCardPayment } from './card-payments-rules';
import type { CardPaymentsStore } from './card-payments-store';

export interface CardPaymentsPorts {
  store: CardPaymentsStore;
  audit: AuditTrail;
}

const paymentNotFound = () => notFound('CARD_PAYMENT_NOT_FOUND', M.paymentNotFound);
const notInReview = () => new AppError('CARD_PAYMENT_NOT_IN_REVIEW', 409, M.notInReview);

/**
 * A provider's card payments beside its card settings: what the reconciliation could not settle, and the admin's
 * review of each once the provider fixed it by hand in IXC or refunded it at Cielo.
 */
export function createCardPaymentsService({ store, audit }: CardPaymentsPorts) {
  async function provider(clientId: string) {
    const tenant = await store.providerByClientId(clientId);
    if (!tenant) throw customerNotFound();
    return tenant;
  }

  return {
    /** GET: the provider's attempts awaiting review (or, with state=all, of any state), newest first; 404 for no provider. */
    async ofCustomer(clientId: string, query: AdminCardPaymentsQuery): Promise<AdminCardPayment[]> {
      const tenant = await provider(clientId);
      return (await store.list(tenant.id, query.state === 'all' ? 'all' : 'needs_review')).map(toAdminCardPayment);
    },

    /**
     * POST …/review: settles an attempt in `needs_review` as `done` (the money stays, the invoice was settled by hand in
     * IXC) or `voided` (refunded at Cielo, which releases the invoice for a new attempt). The update is a
     * compare-and-set on `needs_review`, so of two admins (or an admin and the reconciliation) only one moves it; the
     * other hears 409. Only the provider's own attempt is found: another's id is 404, like an unknown one.
     */
    async review(
      actor: AdminActor,
      clientId: string,
      paymentId: string,
      body: AdminCardPaymentReviewBody,
    ): Promise<AdminCardPaymentReviewAnswer> {
      const tenant = await provider(clientId);
      const problems = validateCardPaymentReview(body);
      if (Object.keys(problems).length > 0) throw invalidFields(problems, 'CARD_PAYMENT_REVIEW_INVALID');
      const outcome = body.outcome as CardPaymentReviewOutcome;
      const note = body.note!.trim();
      if (!isUuid(paymentId)) throw paymentNotFound();

      const owned = { id: paymentId, tenantId: tenant.id };
      const moved = await store.settleReview(owned, { outcome, reviewedBy: actor.email, note });
      const row = await store.find(owned);
      if (!row) throw paymentNotFound();
      if (!moved) throw notInReview();

      await audit.record(actor, tenant.clientId, 'card_payment_review', reviewChanges(row, note));
      return { message: outcome === 'done' ? M.reviewedDone : M.reviewedVoided, card_payment: toAdminCardPayment(row) };
    },
  };
}

export type CardPaymentsService = ReturnType<typeof createCardPaymentsService>;
