import type { CardPaymentReviewOutcome } from '@central/domain';
import { ADMIN_CARD_PAYMENTS_LIMIT } from '@central/domain/api';
import type { Prisma } from '../../../db/database';
import type { CardPayment } from '../../../generated/prisma/client';

/** The providers' card payment attempts (`card_payments`) as the admin reviews them. */
export function createCardPaymentsStore(prisma: Prisma) {
  return {
    providerByClientId: (clientId: string) => prisma.tenant.findUnique({ where: { clientId }, select: { id: true, clientId: true } }),

    /** The provider's attempts awaiting review, or of any state; newest first. */
    list: (tenantId: string, states: 'needs_review' | 'all'): Promise<CardPayment[]> =>
      prisma.cardPayment.findMany({
        where: { tenantId, ...(states === 'all' ? {} : { state: 'needs_review' as const }) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: ADMIN_CARD_PAYMENTS_LIMIT,
      }),

    /** Compare-and-set on `needs_review`: whether this call moved the attempt. */
    async settleReview(
      owned: { id: string; tenantId: string },
      review: { outcome: CardPaymentReviewOutcome; reviewedBy: string; note: string },
    ): Promise<boolean> {
      const { count } = await prisma.cardPayment.updateMany({
        where: { ...owned, state: 'needs_review' },
        data: { state: review.outcome, reviewedAt: new Date(), reviewedBy: review.reviewedBy, reviewNote: review.note },
      });
      return count > 0;
    },

    find: (owned: { id: string; tenantId: string }): Promise<CardPayment | null> => prisma.cardPayment.findFirst({ where: owned }),
  };
}

export type CardPaymentsStore = ReturnType<typeof createCardPaymentsStore>;
