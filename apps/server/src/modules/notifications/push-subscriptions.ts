import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../db/database';
import type { PushSubscriptionInput } from './push-config-input';

/**
 * Devices kept per subscriber: a phone, a computer or two and a tablet, with room to spare. Without a cap,
 * one account could save hundreds of subscriptions and have every broadcast fan out to all of them.
 */
export const MAX_DEVICES_PER_SUBSCRIBER = 10;

/** Whose subscription: a provider's subscriber. */
export interface Subscriber {
  tenantId: string;
  customerId: string;
}

export interface PushSubscriptions {
  /**
   * Saves the browser's subscription, or refreshes its keys and range when it is already the subscriber's. An
   * endpoint another subscriber holds, of this or any provider, is left untouched: 'taken'. The subscriber keeps
   * their MAX_DEVICES_PER_SUBSCRIBER most recently saved devices; older ones are dropped.
   */
  save(owner: Subscriber, subscription: PushSubscriptionInput, invoiceRange: number): Promise<'saved' | 'taken'>;
  /** The range of the subscriber's own subscription at this endpoint, or null. */
  rangeOf(owner: Subscriber, endpoint: string): Promise<number | null>;
  /** Removes the subscriber's own subscription at this endpoint, if any. */
  remove(owner: Subscriber, endpoint: string): Promise<void>;
}

export function createPushSubscriptions(prisma: Prisma): PushSubscriptions {
  return {
    async save(owner, { endpoint, p256dh, auth }, invoiceRange) {
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
    async rangeOf(owner, endpoint) {
      const row = await prisma.pushSubscription.findFirst({
        where: { tenantId: owner.tenantId, customerId: owner.customerId, endpoint },
        select: { invoiceRange: true },
      });
      return row?.invoiceRange ?? null;
    },
    async remove(owner, endpoint) {
      await prisma.pushSubscription.deleteMany({ where: { tenantId: owner.tenantId, customerId: owner.customerId, endpoint } });
    },
  };
}
