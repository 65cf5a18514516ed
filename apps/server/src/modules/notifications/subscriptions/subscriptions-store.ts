import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../../db/database';
import type { Account } from '../../../lib/account-cache';
import type { PushSubscriptionInput } from './subscription-rules';

/**
 * Devices kept per subscriber: a phone, a computer or two and a tablet, with room to spare. Without a cap,
 * one account could save hundreds of subscriptions and have every broadcast fan out to all of them.
 */
export const MAX_DEVICES_PER_SUBSCRIBER = 10;

/** The subscribers' Web Push subscriptions (`push_subscriptions`), one per device, always the owner's own. */
export function createSubscriptionsStore(prisma: Prisma) {
  return {
    /**
     * Saves the browser's subscription, or refreshes its keys and range when it is already the subscriber's. An
     * endpoint another subscriber holds, of this or any provider, is left untouched: 'taken'. The subscriber keeps
     * their MAX_DEVICES_PER_SUBSCRIBER most recently saved devices; older ones are dropped.
     */
    async save(owner: Account, { endpoint, p256dh, auth }: PushSubscriptionInput, invoiceRange: number): Promise<'saved' | 'taken'> {
      // One statement, so two saves of one device at once still leave one row, and a row of another owner is never
      // updated. Endpoints are unique per provider only: other providers' rows are looked up through the
      // (tenant_id, endpoint) index, one probe per provider, rather than by scanning every subscription.
      const saved = await prisma.$queryRaw<Array<{ id: string }>>`
        INSERT INTO push_subscriptions AS p (id, tenant_id, customer_id, endpoint, p256dh, auth, invoice_range, created_at, updated_at)
        SELECT ${randomUUID()}::uuid, ${owner.tenantId}::uuid, ${owner.customerId}, ${endpoint}, ${p256dh}, ${auth}, ${invoiceRange}, now(), now()
         WHERE NOT EXISTS (
           SELECT 1 FROM tenants t JOIN push_subscriptions other ON other.tenant_id = t.id AND other.endpoint = ${endpoint}
            WHERE other.tenant_id <> ${owner.tenantId}::uuid OR other.customer_id <> ${owner.customerId})
        ON CONFLICT (tenant_id, endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
          invoice_range = EXCLUDED.invoice_range, updated_at = now()
         WHERE p.customer_id = EXCLUDED.customer_id
        RETURNING p.id`;
      if (saved.length === 0) return 'taken';
      // Concurrent saves each trim after their own insert, so however they interleave at most the cap remains.
      await prisma.$executeRaw`
        DELETE FROM push_subscriptions WHERE id IN (
          SELECT id FROM push_subscriptions WHERE tenant_id = ${owner.tenantId}::uuid AND customer_id = ${owner.customerId}
           ORDER BY updated_at DESC, id DESC OFFSET ${MAX_DEVICES_PER_SUBSCRIBER})`;
      return 'saved';
    },
    /** The range of the subscriber's own subscription at this endpoint, or null. */
    async rangeOf(owner: Account, endpoint: string): Promise<number | null> {
      const row = await prisma.pushSubscription.findFirst({
        where: { tenantId: owner.tenantId, customerId: owner.customerId, endpoint },
        select: { invoiceRange: true },
      });
      return row?.invoiceRange ?? null;
    },
    /** Removes the subscriber's own subscription at this endpoint, if any. */
    async remove(owner: Account, endpoint: string): Promise<void> {
      await prisma.pushSubscription.deleteMany({ where: { tenantId: owner.tenantId, customerId: owner.customerId, endpoint } });
    },
  };
}

export type SubscriptionsStore = ReturnType<typeof createSubscriptionsStore>;
