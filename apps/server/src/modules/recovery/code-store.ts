import { randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@central/domain';
import type { Prisma } from '../../db/database';
import { CODE_MAX_ATTEMPTS } from '../../lib/attempt-limits';
import { keyedHash } from '../../lib/signed-token';
import { RECOVERY_TTL_SECONDS } from './recovery-tokens';

export type CodeCheck = 'verified' | 'wrong' | 'exhausted' | 'unusable';

/**
 * Verification codes: random (CSPRNG), kept only as a keyed hash, valid 10 minutes, at most 5 tries,
 * single use; a new code voids the ones before it (ASVS 6.5.1-6.5.5).
 */
export interface CodeStore {
  issue(tenantId: string, customerId: string): Promise<{ id: string; code: string; expiresAt: Date }>;
  discard(id: string): Promise<void>;
  check(tenantId: string, id: string, code: string): Promise<CodeCheck>;
  /** Takes the one password change a verified code allows; false if it was taken or is too old. */
  claim(tenantId: string, id: string): Promise<boolean>;
  /** Gives the claim back when the ERP refused the change, so the person can try again. */
  release(id: string): Promise<void>;
}

export function createCodeStore(prisma: Prisma, secret: string): CodeStore {
  const hash = (id: string, code: string) => keyedHash(secret, 'verification-code', id, code);
  return {
    async issue(tenantId, customerId) {
      const now = new Date();
      await prisma.verificationCode.updateMany({
        where: { tenantId, customerId, consumedAt: null, expiresAt: { gt: now } },
        data: { expiresAt: now },
      });
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
      const expiresAt = new Date(now.getTime() + RECOVERY_TTL_SECONDS * 1000);
      const row = await prisma.verificationCode.create({ data: { tenantId, customerId, codeHash: '', expiresAt } });
      await prisma.verificationCode.update({ where: { id: row.id }, data: { codeHash: hash(row.id, code) } });
      return { id: row.id, code, expiresAt };
    },
    async discard(id) {
      await prisma.verificationCode.update({ where: { id }, data: { expiresAt: new Date() } });
    },
    async check(tenantId, id, code) {
      // Counting the try and reading the hash in one statement: parallel guesses cannot exceed the limit.
      const rows = await prisma.$queryRaw<Array<{ code_hash: string }>>`
        UPDATE verification_codes SET attempts = attempts + 1
        WHERE id = ${id}::uuid AND tenant_id = ${tenantId}::uuid AND attempts < ${CODE_MAX_ATTEMPTS}
          AND verified_at IS NULL AND consumed_at IS NULL AND expires_at > now()
        RETURNING code_hash`;
      const row = rows[0];
      if (!row) {
        const spent = await prisma.verificationCode.findFirst({ where: { id, tenantId, attempts: { gte: CODE_MAX_ATTEMPTS } } });
        return spent ? 'exhausted' : 'unusable';
      }
      const expected = Buffer.from(row.code_hash);
      const given = Buffer.from(hash(id, code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'wrong';
      await prisma.verificationCode.update({ where: { id }, data: { verifiedAt: new Date() } });
      return 'verified';
    },
    async claim(tenantId, id) {
      const freshSince = new Date(Date.now() - RECOVERY_TTL_SECONDS * 1000);
      const { count } = await prisma.verificationCode.updateMany({
        where: { id, tenantId, consumedAt: null, verifiedAt: { gt: freshSince } },
        data: { consumedAt: new Date() },
      });
      return count === 1;
    },
    async release(id) {
      await prisma.verificationCode.update({ where: { id }, data: { consumedAt: null } });
    },
  };
}
