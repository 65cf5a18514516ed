import type { Prisma } from '../../../db/database';
import type { PartnerConnection } from '../../../generated/prisma/client';

export type { PartnerConnection };

/** The token an admin's connection stored for an app, sealed; `refusedAt` stays null until the partner refuses it. */
export type StoredPartnerConnection = Pick<
  PartnerConnection,
  'tenantId' | 'accessToken' | 'expiresAt' | 'refusedAt' | 'connectedAt' | 'connectedBy'
>;

/** The `partner_connections` table: one row per app an admin connected to its partner (Watch). */
export function createPartnerConnectionsStore(prisma: Prisma) {
  return {
    read: (appId: string) => prisma.partnerConnection.findUnique({ where: { appId } }),

    /** Stores the app's connection in place of any earlier one. */
    async replace(appId: string, connection: StoredPartnerConnection): Promise<void> {
      await prisma.partnerConnection.upsert({ where: { appId }, create: { appId, ...connection }, update: connection });
    },

    /** Marks refused the token stored at `connectedAt`; a token stored since is left alone. */
    async markRefused(appId: string, connectedAt: Date, refusedAt: Date): Promise<void> {
      await prisma.partnerConnection.updateMany({ where: { appId, connectedAt, refusedAt: null }, data: { refusedAt } });
    },
  };
}

export type PartnerConnectionsStore = ReturnType<typeof createPartnerConnectionsStore>;
