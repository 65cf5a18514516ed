import type { Prisma } from '../../db/database';
import type { Account } from '../../lib/account-cache';

/** What this portal keeps about one subscriber, read and removed by provider and customer in every query. */
export function createPrivacyStore(prisma: Prisma) {
  return {
    /**
     * The subscriber's rows, newest first: live sessions, push devices, cards, card payments, app activations, and the
     * audit entries recorded under `auditSubject` with one of `auditActions` since `auditSince`.
     */
    async rowsOf(owner: Account, query: { now: Date; auditSubject: string; auditActions: readonly string[]; auditSince: Date }) {
      const newestFirst = { createdAt: 'desc' } as const;
      const [sessions, devices, cards, payments, activations, audit] = await Promise.all([
        prisma.session.findMany({ where: { ...owner, revokedAt: null, expiresAt: { gt: query.now } }, orderBy: newestFirst }),
        prisma.pushSubscription.findMany({ where: owner, orderBy: newestFirst }),
        prisma.card.findMany({ where: owner, orderBy: newestFirst }),
        prisma.cardPayment.findMany({ where: owner, orderBy: newestFirst }),
        prisma.customerAppActivation.findMany({ where: owner, orderBy: newestFirst, include: { app: { select: { name: true } } } }),
        prisma.auditEvent.findMany({
          where: {
            tenantId: owner.tenantId,
            subject: query.auditSubject,
            action: { in: [...query.auditActions] },
            createdAt: { gte: query.auditSince },
          },
          orderBy: newestFirst,
        }),
      ]);
      return { sessions, devices, cards, payments, activations, audit };
    },
    /** Deletes one of the subscriber's push devices (its pending reminders cascade); answers whether there was one. */
    async removePushDevice(owner: Account, id: string): Promise<boolean> {
      const { count } = await prisma.pushSubscription.deleteMany({ where: { tenantId: owner.tenantId, customerId: owner.customerId, id } });
      return count > 0;
    },
  };
}

export type PrivacyStore = ReturnType<typeof createPrivacyStore>;
