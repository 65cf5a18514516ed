import type { Prisma } from '../../../db/database';
import { ownerColumns, type FactorOwner } from './second-factor-rules';

/** Second factors and their recovery codes (`second_factors`, `recovery_codes`), and the accounts an admin resets. */
export function createSecondFactorStore(prisma: Prisma) {
  const where = ownerColumns;
  return {
    countConfirmed: (owner: FactorOwner) => prisma.secondFactor.count({ where: { ...where(owner), confirmedAt: { not: null } } }),

    confirmed: (owner: FactorOwner) =>
      prisma.secondFactor.findFirst({
        where: { ...where(owner), confirmedAt: { not: null } },
        select: { id: true, secret: true, lastStep: true },
      }),

    pending: (owner: FactorOwner) =>
      prisma.secondFactor.findFirst({ where: { ...where(owner), confirmedAt: null }, select: { id: true, secret: true } }),

    /** Replaces the secret of an enrolment not yet confirmed; whether there was one. */
    async replacePending(owner: FactorOwner, sealedSecret: string): Promise<boolean> {
      const { count } = await prisma.secondFactor.updateMany({
        where: { ...where(owner), confirmedAt: null },
        data: { secret: sealedSecret },
      });
      return count === 1;
    },

    /** Starts an enrolment; false when the owner has a factor already (the unique owner decides races). */
    async createPending(owner: FactorOwner, sealedSecret: string): Promise<boolean> {
      const { count } = await prisma.secondFactor.createMany({ data: [{ ...where(owner), secret: sealedSecret }], skipDuplicates: true });
      return count === 1;
    },

    /** Confirms a pending factor with its first step and keeps its recovery codes' hashes, at once; false when another call did. */
    confirm(factorId: string, at: Date, step: number, codeHashes: string[]): Promise<boolean> {
      return prisma.$transaction(async (tx) => {
        const { count } = await tx.secondFactor.updateMany({
          where: { id: factorId, confirmedAt: null },
          data: { confirmedAt: at, lastStep: BigInt(step) },
        });
        if (count !== 1) return false;
        await tx.recoveryCode.createMany({ data: codeHashes.map((codeHash) => ({ secondFactorId: factorId, codeHash })) });
        return true;
      });
    },

    /** Moves the last step used forward; false when this step (or a later one) was used already. */
    async useStep(factorId: string, step: number): Promise<boolean> {
      const { count } = await prisma.secondFactor.updateMany({
        where: { id: factorId, lastStep: { lt: BigInt(step) } },
        data: { lastStep: BigInt(step) },
      });
      return count === 1;
    },

    /** Spends an unused recovery code; false when there is none with this hash. */
    async useRecoveryCode(factorId: string, codeHash: string, at: Date): Promise<boolean> {
      const { count } = await prisma.recoveryCode.updateMany({
        where: { secondFactorId: factorId, codeHash, usedAt: null },
        data: { usedAt: at },
      });
      return count === 1;
    },

    /** Removes the owner's factor; whether there was one. */
    async remove(owner: FactorOwner): Promise<boolean> {
      const { count } = await prisma.secondFactor.deleteMany({ where: where(owner) });
      return count > 0;
    },

    adminByEmail: (email: string) => prisma.admin.findUnique({ where: { email }, select: { id: true } }),

    providerByClientId: (clientId: string) => prisma.tenant.findUnique({ where: { clientId }, select: { id: true, clientId: true } }),
  };
}

export type SecondFactorStore = ReturnType<typeof createSecondFactorStore>;
