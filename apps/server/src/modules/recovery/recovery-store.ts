import type { Prisma } from '../../db/database';

/** The verification codes of password recovery (`verification_codes`), kept only as keyed hashes. */
export function createRecoveryStore(prisma: Prisma) {
  return {
    /** Ends the customer's codes still open at `now`: a new code voids the ones before it. */
    async voidOpenCodes(tenantId: string, customerId: string, now: Date): Promise<void> {
      await prisma.verificationCode.updateMany({
        where: { tenantId, customerId, consumedAt: null, expiresAt: { gt: now } },
        data: { expiresAt: now },
      });
    },
    /** A new code row without its hash yet (the hash is keyed by the row's id); answers the id. */
    async createCode(tenantId: string, customerId: string, expiresAt: Date): Promise<string> {
      const row = await prisma.verificationCode.create({ data: { tenantId, customerId, codeHash: '', expiresAt } });
      return row.id;
    },
    async setCodeHash(id: string, codeHash: string): Promise<void> {
      await prisma.verificationCode.update({ where: { id }, data: { codeHash } });
    },
    async expireCode(id: string, at: Date): Promise<void> {
      await prisma.verificationCode.update({ where: { id }, data: { expiresAt: at } });
    },
    /**
     * Counts a try of a usable code and answers its hash, in one statement, so parallel guesses cannot exceed
     * `maxAttempts`; null when the code is unknown, spent, verified, consumed or expired.
     */
    async countTry(tenantId: string, id: string, maxAttempts: number): Promise<string | null> {
      const rows = await prisma.$queryRaw<Array<{ code_hash: string }>>`
        UPDATE verification_codes SET attempts = attempts + 1
        WHERE id = ${id}::uuid AND tenant_id = ${tenantId}::uuid AND attempts < ${maxAttempts}
          AND verified_at IS NULL AND consumed_at IS NULL AND expires_at > now()
        RETURNING code_hash`;
      return rows[0]?.code_hash ?? null;
    },
    /** Whether the code used up its tries. */
    async isExhausted(tenantId: string, id: string, maxAttempts: number): Promise<boolean> {
      return (await prisma.verificationCode.findFirst({ where: { id, tenantId, attempts: { gte: maxAttempts } } })) !== null;
    },
    async markVerified(id: string, at: Date): Promise<void> {
      await prisma.verificationCode.update({ where: { id }, data: { verifiedAt: at } });
    },
    /** Consumes a code verified after `verifiedSince` and not consumed yet; false when there is none. */
    async consumeCode(tenantId: string, id: string, verifiedSince: Date, at: Date): Promise<boolean> {
      const { count } = await prisma.verificationCode.updateMany({
        where: { id, tenantId, consumedAt: null, verifiedAt: { gt: verifiedSince } },
        data: { consumedAt: at },
      });
      return count === 1;
    },
    async unconsumeCode(id: string): Promise<void> {
      await prisma.verificationCode.update({ where: { id }, data: { consumedAt: null } });
    },
  };
}

export type RecoveryStore = ReturnType<typeof createRecoveryStore>;
