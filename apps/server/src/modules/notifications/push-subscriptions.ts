import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../db/database';
import type { PushSubscriptionInput } from './push-config-input';

/** Whose subscription: a provider's subscriber. */
export interface Subscriber {
  tenantId: string;
  customerId: string;
}

export interface PushSubscriptions {
  /** Saves the browser's subscription; an endpoint already stored for this provider is taken over (range, keys, owner). */
  save(owner: Subscriber, subscription: PushSubscriptionInput, invoiceRange: number): Promise<void>;
  /** The range of the subscriber's own subscription at this endpoint, or null. */
  rangeOf(owner: Subscriber, endpoint: string): Promise<number | null>;
  /** Removes the subscriber's own subscription at this endpoint, if any. */
  remove(owner: Subscriber, endpoint: string): Promise<void>;
}

export function createPushSubscriptions(prisma: Prisma): PushSubscriptions {
  return {
    async save(owner, { endpoint, p256dh, auth }, invoiceRange) {
      // One statement, so two saves of one device at once still leave one row.
      await prisma.$executeRaw`
        INSERT INTO push_subscriptions (id, tenant_id, customer_id, endpoint, p256dh, auth, invoice_range, created_at, updated_at)
        VALUES (${randomUUID()}::uuid, ${owner.tenantId}::uuid, ${owner.customerId}, ${endpoint}, ${p256dh}, ${auth}, ${invoiceRange}, now(), now())
        ON CONFLICT (tenant_id, endpoint) DO UPDATE SET customer_id = EXCLUDED.customer_id, p256dh = EXCLUDED.p256dh,
          auth = EXCLUDED.auth, invoice_range = EXCLUDED.invoice_range, updated_at = now()`;
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
