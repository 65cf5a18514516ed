import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@central/domain';
import { CODE_MAX_ATTEMPTS } from '../../lib/attempt-limits';
import { keyedHash } from '../../lib/signed-token';
import { repeatsCurrentCode } from './recovery-rules';
import type { RecoveryStore } from './recovery-store';
import { RECOVERY_TTL_SECONDS } from './recovery-tokens';

export type CodeCheck = 'verified' | 'wrong' | 'exhausted' | 'unusable';

/** A code that went out: its id, the masked e-mail it went to, when it was sent and until when it works. */
export interface SentCode {
  id: string;
  sentTo: string;
  sentAt: Date;
  expiresAt: Date;
}

/**
 * Verification codes: random (CSPRNG), kept only as a keyed hash, valid 10 minutes, at most 5 tries,
 * single use; one current code per account, a new code replacing the one before it (ASVS 6.5.1-6.5.5).
 */
export interface VerificationCodes {
  /** The current code when a send to `sentTo` now would only repeat it (recovery-rules.ts), else null. */
  repeated(tenantId: string, customerId: string, sentTo: string): Promise<SentCode | null>;
  /** A new code for `sentTo`, or the current one (`code` null) when a send at the same moment issued it. */
  issue(tenantId: string, customerId: string, sentTo: string): Promise<{ sent: SentCode; code: string | null }>;
  discard(id: string): Promise<void>;
  check(tenantId: string, id: string, code: string): Promise<CodeCheck>;
  /** Takes the one password change a verified code allows; false if it was taken or is too old. */
  claim(tenantId: string, id: string): Promise<boolean>;
  /** Gives the claim back when the ERP refused the change, so the person can try again. */
  release(id: string): Promise<void>;
}

const asSent = (row: { id: string; sentTo: string; createdAt: Date; expiresAt: Date }): SentCode => ({
  id: row.id,
  sentTo: row.sentTo,
  sentAt: row.createdAt,
  expiresAt: row.expiresAt,
});

export function createVerificationCodes(store: RecoveryStore, secret: string): VerificationCodes {
  const hash = (id: string, code: string) => keyedHash(secret, 'verification-code', id, code);
  return {
    async repeated(tenantId, customerId, sentTo) {
      const current = await store.current(tenantId, customerId);
      return current && repeatsCurrentCode(current, sentTo, new Date()) ? asSent(current) : null;
    },
    async issue(tenantId, customerId, sentTo) {
      const now = new Date();
      const id = randomUUID();
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
      const expiresAt = new Date(now.getTime() + RECOVERY_TTL_SECONDS * 1000);
      const fresh = { id, tenantId, customerId, codeHash: hash(id, code), sentTo, createdAt: now, expiresAt };
      const current = await store.replaceCurrent(fresh, (standing) => repeatsCurrentCode(standing, sentTo, new Date()));
      return { sent: asSent(current), code: current.id === id ? code : null };
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
