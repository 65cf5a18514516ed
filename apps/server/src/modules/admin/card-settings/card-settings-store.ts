import type { CardSettingsValues } from '@central/domain';
import type { Prisma } from '../../../db/database';
import type { CardSettings } from '../../../generated/prisma/client';
import { cardSettingsColumns as columns } from '../../tenants/card-settings-record';
import { isMissingRow } from '../prisma-error-codes';

/** The providers' card settings (`card_settings`), one row per provider. */
export function createCardSettingsStore(prisma: Prisma) {
  return {
    providerByClientId: (clientId: string) => prisma.tenant.findUnique({ where: { clientId }, select: { id: true, clientId: true } }),

    ofProvider: (tenantId: string): Promise<CardSettings | null> => prisma.cardSettings.findUnique({ where: { tenantId } }),

    /**
     * With a new (sealed) key, by upsert: two admins saving the first settings at once land on the one row the primary
     * key allows. Without one the stored key stays; null when there is no row to keep it in (it went away meanwhile).
     */
    async write(tenantId: string, values: CardSettingsValues, sealedKey: string | null): Promise<CardSettings | null> {
      if (sealedKey) {
        return prisma.cardSettings.upsert({
          where: { tenantId },
          create: { tenantId, gatewayKind: 'cielo', ...columns(values), merchantKey: sealedKey },
          update: { ...columns(values), merchantKey: sealedKey },
        });
      }
      try {
        return await prisma.cardSettings.update({ where: { tenantId }, data: columns(values) });
      } catch (error) {
        if (isMissingRow(error)) return null;
        throw error;
      }
    },

    /** False when there was nothing to delete. */
    async remove(tenantId: string): Promise<boolean> {
      const { count } = await prisma.cardSettings.deleteMany({ where: { tenantId } });
      return count > 0;
    },
  };
}

export type CardSettingsStore = ReturnType<typeof createCardSettingsStore>;
