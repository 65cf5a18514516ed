import type { Prisma } from '../../db/database';
import type { CustomerApp, CustomerAppActivation } from '../../generated/prisma/client';
import type { Account } from '../../lib/account-cache';
import type { CatalogueApp } from './entitlement-rules';

export type { CustomerApp, CustomerAppActivation };

export type CatalogueEntry = CatalogueApp & { row: CustomerApp };

export interface ActivationKey {
  contractId: string;
  appId: string;
}

export type ActivationFields = { email?: string | null; partnerRef?: string | null };

/** The ids of a stored lookup list ([{ id, label }], see admin app-view.ts). */
function idsOf(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    const id = (item as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [id] : [];
  });
}

/**
 * The provider's app catalogue (`customer_apps`, the admin's) and the subscribers' activations (`app_activations`), per
 * subscriber, contract and app: the page shows 'active' from here without asking the partner on every view. The unique
 * key makes `claimActivation` the one place where two activations at once meet.
 */
export function createAppsStore(prisma: Prisma) {
  const where = (account: Account, key: ActivationKey) => ({
    tenantId_customerId_contractId_customerAppId: {
      tenantId: account.tenantId,
      customerId: account.customerId,
      contractId: key.contractId,
      customerAppId: key.appId,
    },
  });
  return {
    /**
     * The provider's apps, oldest first, as the entitlement reads them. Apps created in the same millisecond (a
     * TENANTS_FILE provisioning) come by name, so the order never depends on ids.
     */
    async catalogue(tenantId: string): Promise<CatalogueEntry[]> {
      const rows = await prisma.customerApp.findMany({
        where: { tenantId },
        orderBy: [{ createdAt: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      });
      return rows.map((row) => ({
        id: row.id,
        integrationMethod: row.integrationMethod,
        activationCriteria: row.activationCriteria,
        productIds: idsOf(row.productIds),
        planIds: idsOf(row.planIds),
        row,
      }));
    },
    activation: (account: Account, key: ActivationKey) => prisma.customerAppActivation.findUnique({ where: where(account, key) }),
    /** The subscriber's activation of an app on any of their contracts, if any. */
    anyActivation: (account: Account, appId: string) =>
      prisma.customerAppActivation.findFirst({
        where: { tenantId: account.tenantId, customerId: account.customerId, customerAppId: appId },
      }),
    /** Records an activation; null when one exists already (the unique key decides a race). */
    async claimActivation(account: Account, key: ActivationKey, fields: ActivationFields = {}): Promise<CustomerAppActivation | null> {
      try {
        return await prisma.customerAppActivation.create({
          data: {
            tenantId: account.tenantId,
            customerId: account.customerId,
            contractId: key.contractId,
            customerAppId: key.appId,
            ...fields,
          },
        });
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 'P2002') return null;
        throw error;
      }
    },
    updateActivation: (account: Account, key: ActivationKey, fields: ActivationFields) =>
      prisma.customerAppActivation.update({ where: where(account, key), data: fields }),
    releaseActivation: (account: Account, key: ActivationKey) =>
      prisma.customerAppActivation.deleteMany({ where: where(account, key).tenantId_customerId_contractId_customerAppId }),
  };
}

export type AppsStore = ReturnType<typeof createAppsStore>;
