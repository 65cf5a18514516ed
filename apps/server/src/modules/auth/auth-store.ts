import type { Prisma } from '../../db/database';

/** A new row of `sessions`: the token that names it is signed by sessions.ts. */
export interface NewSessionRow {
  id: string;
  tenantId: string;
  customerId: string;
  customerName: string;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  /** The browser's label for 'Meus dados' (auth-rules.ts deviceLabel). */
  device: string | null;
}

/** The subscribers' sessions (`sessions`) and the returning-subscriber hints (`returning_subscribers`). */
export function createAuthStore(prisma: Prisma) {
  return {
    async createSession(row: NewSessionRow): Promise<void> {
      await prisma.session.create({ data: row });
    },
    findSession(id: string) {
      return prisma.session.findUnique({ where: { id } });
    },
    /** Moves last_seen_at from `seenAt` to `at`; compare-and-set, so of concurrent requests one writes. */
    async touchSession(id: string, seenAt: Date, at: Date): Promise<void> {
      await prisma.session.updateMany({ where: { id, lastSeenAt: seenAt }, data: { lastSeenAt: at } });
    },
    async revokeSession(id: string, at: Date): Promise<void> {
      await prisma.session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
    },
    /** Revokes every live session of the customer but `keepSessionId`. */
    async revokeSessionsOf(tenantId: string, customerId: string, keepSessionId: string | undefined, at: Date): Promise<void> {
      await prisma.session.updateMany({
        where: { tenantId, customerId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
        data: { revokedAt: at },
      });
    },

    /** The customer id a CPF/CNPJ (by its keyed hash) last signed in as at the provider, or null. */
    async returningCustomerOf(tenantId: string, documentHash: string): Promise<string | null> {
      const row = await prisma.returningSubscriber.findUnique({
        where: { tenantId_documentHash: { tenantId, documentHash } },
        select: { customerId: true },
      });
      return row?.customerId ?? null;
    },
    /** Marks the hint used today; matches no row, and so writes nothing, on all but the first sign-in of a day. */
    async touchReturning(tenantId: string, documentHash: string): Promise<void> {
      await prisma.$executeRaw`
        UPDATE returning_subscribers SET updated_at = now()
         WHERE tenant_id = ${tenantId}::uuid AND document_hash = ${documentHash} AND updated_at < now() - interval '1 day'`;
    },
    async saveReturning(tenantId: string, documentHash: string, customerId: string): Promise<void> {
      await prisma.returningSubscriber.upsert({
        where: { tenantId_documentHash: { tenantId, documentHash } },
        create: { tenantId, documentHash, customerId },
        update: { customerId },
      });
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
