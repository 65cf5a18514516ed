import { randomInt } from 'node:crypto';
import type { Prisma } from '../../../db/database';
import type { SecretBox } from '../../../lib/crypto';
import { keyedHash } from '../../../lib/signed-token';
import { matchingStep, newTotpSecret } from './totp';

/** Whose second factor: an admin (by id) or a provider (by tenant id). */
export type FactorOwner = { role: 'admin'; adminId: string } | { role: 'provider'; tenantId: string };

export const RECOVERY_CODE_COUNT = 10;
// Recovery codes: 10 characters of an alphabet without look-alikes (no 0/O, 1/l/I), shown as xxxxx-xxxxx.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface SecondFactors {
  /** Whether the owner signs in with a second factor (a confirmed one). */
  isOn(owner: FactorOwner): Promise<boolean>;
  /** A new secret for the owner to enrol (replacing one not yet confirmed), or null when one is already on. */
  begin(owner: FactorOwner): Promise<string | null>;
  /** Turns an enrolment on with its first code; answers the recovery codes to show once, or null for a wrong code. */
  confirm(owner: FactorOwner, code: string): Promise<string[] | null>;
  /** A code of the confirmed factor, each 30-second step at most once (two concurrent uses: one wins). */
  useCode(owner: FactorOwner, code: string): Promise<boolean>;
  /** One of the recovery codes, each once. */
  useRecoveryCode(owner: FactorOwner, code: string): Promise<boolean>;
  /** Removes the factor (an admin's reset): the owner signs in with the password alone and may enrol again. */
  reset(owner: FactorOwner): Promise<boolean>;
}

/**
 * Second factors in `second_factors` and `recovery_codes` (docs/decisions/024). The TOTP secret is sealed and bound to
 * its owner, so a row copied to another account does not open; recovery codes are kept only as keyed hashes.
 */
export function createSecondFactors(prisma: Prisma, box: SecretBox, hashSecret: string, now: () => number = Date.now): SecondFactors {
  const where = (owner: FactorOwner) => (owner.role === 'admin' ? { adminId: owner.adminId } : { tenantId: owner.tenantId });
  const sealOwner = (owner: FactorOwner) => (owner.role === 'admin' ? `admin:${owner.adminId}` : `provider:${owner.tenantId}`);
  const hashCode = (factorId: string, code: string) => keyedHash(hashSecret, 'recovery-code', factorId, normalizeRecoveryCode(code));
  const confirmed = (owner: FactorOwner) =>
    prisma.secondFactor.findFirst({
      where: { ...where(owner), confirmedAt: { not: null } },
      select: { id: true, secret: true, lastStep: true },
    });

  return {
    async isOn(owner) {
      return (await prisma.secondFactor.count({ where: { ...where(owner), confirmedAt: { not: null } } })) > 0;
    },
    async begin(owner) {
      const secret = newTotpSecret();
      const sealed = box.seal(secret, sealOwner(owner));
      // Only a row not yet confirmed is replaced; a confirmed one stays until an admin resets it.
      const replaced = await prisma.secondFactor.updateMany({ where: { ...where(owner), confirmedAt: null }, data: { secret: sealed } });
      if (replaced.count === 1) return secret;
      const created = await prisma.secondFactor.createMany({ data: [{ ...where(owner), secret: sealed }], skipDuplicates: true });
      return created.count === 1 ? secret : null;
    },
    async confirm(owner, code) {
      const pending = await prisma.secondFactor.findFirst({
        where: { ...where(owner), confirmedAt: null },
        select: { id: true, secret: true },
      });
      if (!pending) return null;
      const step = matchingStep(box.open(pending.secret, sealOwner(owner)), code, now());
      if (step === null) return null;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const turnedOn = await prisma.$transaction(async (tx) => {
        const { count } = await tx.secondFactor.updateMany({
          where: { id: pending.id, confirmedAt: null },
          data: { confirmedAt: new Date(now()), lastStep: BigInt(step) },
        });
        if (count !== 1) return false;
        await tx.recoveryCode.createMany({
          data: codes.map((recovery) => ({ secondFactorId: pending.id, codeHash: hashCode(pending.id, recovery) })),
        });
        return true;
      });
      return turnedOn ? codes : null;
    },
    async useCode(owner, code) {
      const factor = await confirmed(owner);
      if (!factor) return false;
      const step = matchingStep(box.open(factor.secret, sealOwner(owner)), code, now());
      if (step === null) return false;
      const { count } = await prisma.secondFactor.updateMany({
        where: { id: factor.id, lastStep: { lt: BigInt(step) } },
        data: { lastStep: BigInt(step) },
      });
      return count === 1;
    },
    async useRecoveryCode(owner, code) {
      const factor = await confirmed(owner);
      if (!factor || !normalizeRecoveryCode(code)) return false;
      const { count } = await prisma.recoveryCode.updateMany({
        where: { secondFactorId: factor.id, codeHash: hashCode(factor.id, code), usedAt: null },
        data: { usedAt: new Date(now()) },
      });
      return count === 1;
    },
    async reset(owner) {
      const { count } = await prisma.secondFactor.deleteMany({ where: where(owner) });
      return count > 0;
    },
  };
}

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** A recovery code as typed (any case, with or without the dash or spaces), or '' when it cannot be one. */
export function normalizeRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(plain) ? plain : '';
}
