import type { Prisma } from '../../../db/database';

/** Where a provider's ERP is, whatever the provider's status. */
export function createLookupsStore(prisma: Prisma) {
  return {
    erpOf: (clientId: string) =>
      prisma.tenant.findUnique({ where: { clientId }, select: { clientId: true, ixcDomain: true, ixcAccessToken: true } }),
  };
}

export type LookupsStore = ReturnType<typeof createLookupsStore>;
