import type { Prisma } from '../../db/database';
import type { CustomerApp } from '../../generated/prisma/client';
import type { ActivationCriterion, CatalogueApp } from './entitlement';

export type CatalogueEntry = CatalogueApp & { row: CustomerApp };

/** The ids of a stored lookup list ([{ id, label }], see admin app-view.ts). */
function idsOf(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.flatMap((item) => (typeof item?.id === 'string' ? [item.id as string] : [])) : [];
}

/** The apps subscribers may see and use: not switched off by the provider. */
export const enabledApps = (catalogue: CatalogueEntry[]) => catalogue.filter((entry) => entry.row.active);

/**
 * The provider's apps (the admin's catalogue, `customer_apps`), oldest first, as the entitlement reads them. Apps
 * created in the same millisecond (a TENANTS_FILE provisioning) come by name, so the order never depends on ids.
 */
export async function appCatalogue(prisma: Prisma, tenantId: string): Promise<CatalogueEntry[]> {
  const rows = await prisma.customerApp.findMany({ where: { tenantId }, orderBy: [{ createdAt: 'asc' }, { name: 'asc' }, { id: 'asc' }] });
  return rows.map((row) => ({
    id: row.id,
    integrationMethod: row.integrationMethod,
    activationCriteria: row.activationCriteria as ActivationCriterion,
    productIds: idsOf(row.productIds),
    planIds: idsOf(row.planIds),
    row,
  }));
}
