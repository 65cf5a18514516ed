import type { Prisma } from '../../../db/database';

/** What 'Conectar à Watch' reads: the provider's app, and the admin sessions that may have asked. */
export function createWatchConnectionStore(prisma: Prisma) {
  return {
    providerByClientId: (clientId: string) => prisma.tenant.findUnique({ where: { clientId }, select: { id: true, clientId: true } }),

    /** The app, only if it is this provider's. */
    app: (tenantId: string, appId: string) => prisma.customerApp.findFirst({ where: { id: appId, tenantId } }),

    /** An app with its provider's ids. */
    appWithProvider: (appId: string) =>
      prisma.customerApp.findUnique({ where: { id: appId }, include: { tenant: { select: { id: true, clientId: true } } } }),

    /** The admin's live sessions, with the admin's e-mail. */
    liveAdminSessions: (adminId: string, now: Date) =>
      prisma.staffSession.findMany({
        where: { adminId, role: 'admin', revokedAt: null, expiresAt: { gt: now } },
        select: { id: true, admin: { select: { email: true } } },
      }),
  };
}

export type WatchConnectionStore = ReturnType<typeof createWatchConnectionStore>;
