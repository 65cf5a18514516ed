import type { AdminDeps } from './admin-deps';
import { diffFields, type AdminActor } from './audit-trail';
import { customerNotFound, findCustomer } from './customer-lookup';

type DeleteDeps = Pick<AdminDeps, 'prisma' | 'tenants' | 'audit'>;

/**
 * DELETE /customer/{clientId}: the provider's row goes, and with it (foreign keys, ON DELETE CASCADE) its
 * subscribers' sessions, codes, push subscriptions, apps, ACS record and staff sessions. Its admin history stays, keyed by client_id.
 */
export async function deleteCustomer(deps: DeleteDeps, actor: AdminActor, clientId: string): Promise<void> {
  const before = await findCustomer(deps.prisma, clientId);
  const { count } = await deps.prisma.tenant.deleteMany({ where: { id: before.id } });
  if (count === 0) throw customerNotFound();
  await deps.audit.record(
    actor,
    clientId,
    'delete',
    diffFields({ client_id: clientId, alias: before.alias }, { client_id: null, alias: null }),
  );
  deps.tenants.invalidate();
}
