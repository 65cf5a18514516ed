import type { Prisma } from '../../db/database';
import type { StaffRole } from './staff-rules';

/** The tables the staff sign-in reads and writes. */
export type StaffDb = Pick<Prisma, 'admin' | 'staffSession' | 'tenant'>;

/** Admins, providers' sign-in columns and staff sessions (`admins`, `tenants`, `staff_sessions`). */
export function createStaffStore(prisma: StaffDb) {
  return {
    adminByEmail: (email: string) => prisma.admin.findUnique({ where: { email }, select: { id: true, passwordHash: true } }),

    adminPasswordHash: (adminId: string) => prisma.admin.findUnique({ where: { id: adminId }, select: { passwordHash: true } }),

    async setAdminPassword(adminId: string, passwordHash: string): Promise<void> {
      await prisma.admin.update({ where: { id: adminId }, data: { passwordHash } });
    },

    async createAdmin(email: string, passwordHash: string): Promise<void> {
      await prisma.admin.create({ data: { email, passwordHash } });
    },

    countAdmins: () => prisma.admin.count(),

    /** Whether this call inserted the admin: replicas starting together may race, and the unique e-mail lets one win. */
    async createFirstAdmin(email: string, passwordHash: string): Promise<boolean> {
      const { count } = await prisma.admin.createMany({ data: [{ email, passwordHash }], skipDuplicates: true });
      return count > 0;
    },

    providerForSignIn: (clientId: string) =>
      prisma.tenant.findUnique({ where: { clientId }, select: { id: true, alias: true, status: true, providerPasswordHash: true } }),

    async providerAlias(tenantId: string): Promise<string> {
      return (await prisma.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { alias: true } })).alias;
    },

    async createSession(session: { id: string; role: StaffRole; adminId?: string; tenantId?: string; createdAt: Date; expiresAt: Date }) {
      await prisma.staffSession.create({ data: session });
    },

    sessionById: (id: string) =>
      prisma.staffSession.findUnique({
        where: { id },
        include: { admin: { select: { email: true } }, tenant: { select: { clientId: true, alias: true, status: true } } },
      }),

    async revokeSession(id: string, at: Date): Promise<void> {
      await prisma.staffSession.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
    },

    async revokeProviderSessions(tenantId: string, at: Date): Promise<void> {
      await prisma.staffSession.updateMany({ where: { tenantId, revokedAt: null }, data: { revokedAt: at } });
    },

    async revokeAdminSessions(adminId: string, at: Date, keepSessionId?: string): Promise<void> {
      await prisma.staffSession.updateMany({
        where: { adminId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
        data: { revokedAt: at },
      });
    },
  };
}

export type StaffStore = ReturnType<typeof createStaffStore>;
