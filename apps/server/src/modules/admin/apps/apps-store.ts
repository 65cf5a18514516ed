import type { Prisma } from '../../../db/database';
import type { Prisma as Db } from '../../../generated/prisma/client';

/** The providers' partner apps (`customer_apps`) and their Watch connections, always by the provider's own id. */
export function createAppsStore(prisma: Prisma) {
  return {
    providerByClientId: (clientId: string) => prisma.tenant.findUnique({ where: { clientId }, select: { id: true, clientId: true } }),

    list: (tenantId: string) =>
      prisma.customerApp.findMany({
        where: { tenantId },
        orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
        include: { connection: true },
      }),

    /** The app, only if it is this provider's. */
    find: (tenantId: string, appId: string) =>
      prisma.customerApp.findFirst({ where: { id: appId, tenantId }, include: { connection: true } }),

    create: (tenantId: string, data: Omit<Db.CustomerAppUncheckedCreateInput, 'tenantId'>) =>
      prisma.customerApp.create({ data: { ...data, tenantId } }),

    /** False when the app is gone. */
    async update(tenantId: string, appId: string, data: Db.CustomerAppUncheckedUpdateManyInput): Promise<boolean> {
      const { count } = await prisma.customerApp.updateMany({ where: { id: appId, tenantId }, data });
      return count > 0;
    },

    async dropConnection(appId: string): Promise<void> {
      await prisma.partnerConnection.deleteMany({ where: { appId } });
    },

    /** False when the app is gone. */
    async remove(tenantId: string, appId: string): Promise<boolean> {
      const { count } = await prisma.customerApp.deleteMany({ where: { id: appId, tenantId } });
      return count > 0;
    },
  };
}

export type AppsStore = ReturnType<typeof createAppsStore>;
