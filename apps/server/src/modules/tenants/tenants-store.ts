import type { Prisma } from '../../db/database';
import type { Prisma as Db } from '../../generated/prisma/client';

/** The providers' rows as the directory, the provisioning and the custom-domain rule read and write them. */
export function createTenantsStore(prisma: Prisma) {
  return {
    /** A provider with what its directory entry needs to know of its ACS and card settings. */
    withConnections: (clientId: string) =>
      prisma.tenant.findUnique({
        where: { clientId },
        include: { acsConfig: { select: { id: true } }, cardSettings: { select: { tenantId: true } } },
      }),

    /** Every provider that lists custom domains, oldest first. */
    customDomainLists: () =>
      prisma.tenant.findMany({
        where: { customDomains: { isEmpty: false } },
        select: { clientId: true, customDomains: true },
        orderBy: { createdAt: 'asc' },
      }),

    /** The custom domains of another provider that lists one of `domains`, or null when none does. */
    async customDomainsOfAnother(clientId: string, domains: readonly string[]): Promise<string[] | null> {
      const other = await prisma.tenant.findFirst({
        where: { customDomains: { hasSome: [...domains] }, NOT: { clientId } },
        select: { customDomains: true },
      });
      return other?.customDomains ?? null;
    },

    /** The version every write to providers bumps (decision 014). */
    async directoryVersion(): Promise<bigint> {
      const rows = await prisma.$queryRaw<Array<{ version: bigint | number }>>`SELECT version FROM directory_versions WHERE id = 1`;
      return BigInt(rows[0]?.version ?? 0);
    },

    async exists(clientId: string): Promise<boolean> {
      return (await prisma.tenant.findUnique({ where: { clientId }, select: { id: true } })) !== null;
    },

    /** Creates a provider with its nested rows; false when another replica created it first. */
    async createIfMissing(data: Db.TenantCreateInput): Promise<boolean> {
      try {
        await prisma.tenant.create({ data });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'P2002') throw error;
        return false;
      }
    },
  };
}

export type TenantsStore = ReturnType<typeof createTenantsStore>;
