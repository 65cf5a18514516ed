import type { Prisma } from '../../src/generated/prisma/client';
import type { TestApp } from './test-app';

export type AppColumns = Omit<Prisma.CustomerAppUncheckedCreateInput, 'tenantId'>;

/** An app of the provider `clientId`, stored straight in its table as the admin's form would have saved it. */
export async function seedApp(t: TestApp, columns: AppColumns, clientId = 'demo') {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId } });
  return t.db.prisma.customerApp.create({ data: { tenantId: tenant.id, ...columns } });
}
