import type { Tenant as TenantRow } from '../../generated/prisma/client';
import type { AdminDeps } from './admin-deps';
import { diffFields, type AdminActor } from './audit-trail';
import { customerNotFound, findCustomer, isMissingRow } from './customer-lookup';

type SuspendDeps = Pick<AdminDeps, 'prisma' | 'tenants' | 'staffSessions' | 'audit'>;

/**
 * PATCH /customer/{clientId}/suspend: a suspended provider's hosts answer 404 and every session of its
 * subscribers and of the provider itself ends at once, so reactivating it later signs nobody back in.
 */
export async function setSuspended(deps: SuspendDeps, actor: AdminActor, clientId: string, suspended: boolean): Promise<TenantRow> {
  const before = await findCustomer(deps.prisma, clientId);
  const status = suspended ? ('suspended' as const) : ('active' as const);
  let row: TenantRow;
  try {
    [row] = (await deps.prisma.$transaction([
      deps.prisma.tenant.update({ where: { id: before.id }, data: { status } }),
      ...(suspended
        ? [deps.prisma.session.updateMany({ where: { tenantId: before.id, revokedAt: null }, data: { revokedAt: new Date() } })]
        : []),
    ])) as [TenantRow, ...unknown[]];
  } catch (error) {
    if (isMissingRow(error)) throw customerNotFound();
    throw error;
  }
  if (suspended) await deps.staffSessions.revokeProvider(row.id);
  await deps.audit.record(actor, clientId, suspended ? 'suspend' : 'reactivate', diffFields({ status: before.status }, { status }));
  deps.tenants.invalidate();
  return row;
}
