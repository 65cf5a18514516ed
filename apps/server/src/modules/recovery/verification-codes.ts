import { randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@central/domain';
import { CODE_MAX_ATTEMPTS } from '../../lib/attempt-limits';
import { keyedHash } from '../../lib/signed-token';
import type { RecoveryStore } from './recovery-store';
import { RECOVERY_TTL_SECONDS } from './recovery-tokens';

export type CodeCheck = 'verified' | 'wrong' | 'exhausted' | 'unusable';

/**
 * Verification codes: random (CSPRNG), kept only as a keyed hash, valid 10 minutes, at most 5 tries,
 * single use; a new code voids the ones before it (ASVS 6.5.1-6.5.5).
 */
export interface VerificationCodes {
  issue(tenantId: string, customerId: string): Promise<{ id: string; code: string; expiresAt: Date }>;
  discard(id: string): Promise<void>;
  check(tenantId: string, id: string, code: string): Promise<CodeCheck>;
  /** Takes the one password change a verified code allows; false if it was taken or is too old. */
  claim(tenantId: string, id: string): Promise<boolean>;
  /** Gives the claim back when the ERP refused the change, so the person can try again. */
  release(id: string): Promise<void>;
}

export function createVerificationCodes(store: RecoveryStore, secret: string): VerificationCodes {
  const hash = (id: string, code: string) => keyedHash(secret, 'verification-code', id, code);
  return {
    async issue(tenantId, customerId) {
      const now = new Date();
      await store.voidOpenCodes(tenantId, customerId, now);
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
      const expiresAt = new Date(now.getTime() + RECOVERY_TTL_SECONDS * 1000);
      const id = await store.createCode(tenantId, customerId, expiresAt);
      await store.setCodeHash(id, hash(id, code));
      return { id, code, expiresAt };
    },
    async discard(id) {
      await store.expireCode(id, new Date());
    },
    async check(tenantId, id, code) {
      const codeHash = await store.countTry(tenantId, id, CODE_MAX_ATTEMPTS);
      if (codeHash === null) return (await store.isExhausted(tenantId, id, CODE_MAX_ATTEMPTS)) ? 'exhausted' : 'unusable';
      const expected = Buffer.from(codeHash);
      const given = Buffer.from(hash(id, code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'wrong';
      await store.markVerified(id, new Date());
      return 'verified';
    },
    async claim(tenantId, id) {
      return store.consumeCode(tenantId, id, new Date(Date.now() - RECOVERY_TTL_SECONDS * 1000), new Date());
    },
    async release(id) {
      await store.unconsumeCode(id);
    },
  };
}
