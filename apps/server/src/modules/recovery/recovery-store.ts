import type { Prisma } from '../../db/database';
import type { CurrentCode } from './recovery-rules';

const STORED_CODE = {
  id: true,
  sentTo: true,
  createdAt: true,
  expiresAt: true,
  attempts: true,
  verifiedAt: true,
  consumedAt: true,
} as const;

/** A code as a new send sees it (never its hash). */
export type StoredCode = CurrentCode & { id: string };

export interface NewCode {
  id: string;
  tenantId: string;
  customerId: string;
  codeHash: string;
  sentTo: string;
  createdAt: Date;
  expiresAt: Date;
}

class ReplacedMeanwhile extends Error {}

const earlier = (a: Date, b: Date) => (a < b ? a : b);

/** The verification codes of password recovery (`verification_codes`), kept only as keyed hashes. */
export function createRecoveryStore(prisma: Prisma) {
  return {
    /** The account's current code (the one no newer code replaced), if any. */
    current(tenantId: string, customerId: string): Promise<StoredCode | null> {
      return prisma.verificationCode.findFirst({ where: { tenantId, customerId, replacedAt: null }, select: STORED_CODE });
    },
    /**
     * Puts `code` in place of the account's current code, in one transaction, unless `keep` says the current one
     * stays: then answers that one. Two calls at once cannot both replace it: the one that finds the current code
     * already replaced, or meets the other's new code in the unique index, reads the current code again.
     */
    async replaceCurrent(code: NewCode, keep: (current: StoredCode) => boolean): Promise<StoredCode> {
      const { tenantId, customerId } = code;
      for (let attempt = 1; ; attempt++) {
        try {
          return await prisma.$transaction(async (tx) => {
            const current = await tx.verificationCode.findFirst({ where: { tenantId, customerId, replacedAt: null }, select: STORED_CODE });
            if (current && keep(current)) return current;
            if (current) {
              const { count } = await tx.verificationCode.updateMany({
                where: { id: current.id, replacedAt: null },
                data: { replacedAt: code.createdAt, expiresAt: earlier(current.expiresAt, code.createdAt) },
              });
              if (count !== 1) throw new ReplacedMeanwhile();
            }
            return tx.verificationCode.create({ data: code, select: STORED_CODE });
          });
        } catch (error) {
          const raced = error instanceof ReplacedMeanwhile || (error as { code?: unknown } | null)?.code === 'P2002';
          if (!raced || attempt === 3) throw error;
        }
      }
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
