import type { Prisma } from '../../../db/database';
import type { AcsConfig } from '../../../generated/prisma/client';
import { isMissingRow, isUniqueViolation } from '../prisma-error-codes';

type AcsColumns = Pick<AcsConfig, 'url' | 'issuerId' | 'kind' | 'auth'> & { privateKey?: string };

/** The providers' ACS records (`acs_configs`), one per provider at most. */
export function createAcsStore(prisma: Prisma) {
  return {
    providerByClientId: (clientId: string) => prisma.tenant.findUnique({ where: { clientId }, select: { id: true, clientId: true } }),

    ofProvider: (tenantId: string): Promise<AcsConfig | null> => prisma.acsConfig.findUnique({ where: { tenantId } }),

    /** The record behind an id, with its provider's client_id. */
    byId: (id: string) => prisma.acsConfig.findUnique({ where: { id }, include: { tenant: { select: { clientId: true } } } }),

    /** The new record, or null when the provider has one already (the unique constraint decides races). */
    async create(tenantId: string, columns: AcsColumns & { privateKey: string }): Promise<AcsConfig | null> {
      try {
        return await prisma.acsConfig.create({ data: { tenantId, ...columns } });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** The updated record, or null when it was deleted meanwhile. */
    async update(id: string, columns: AcsColumns): Promise<AcsConfig | null> {
      try {
        return await prisma.acsConfig.update({ where: { id }, data: columns });
      } catch (error) {
        if (isMissingRow(error)) return null;
        throw error;
      }
    },

    /** False when it was already gone. */
    async remove(id: string): Promise<boolean> {
      const { count } = await prisma.acsConfig.deleteMany({ where: { id } });
      return count > 0;
    },
  };
}

export type AcsStore = ReturnType<typeof createAcsStore>;
