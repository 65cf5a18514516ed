import { randomInt } from 'node:crypto';
import type { SecretBox } from '../../../lib/crypto';
import { keyedHash } from '../../../lib/signed-token';
import {
  normalizeRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_COUNT,
  recoveryCodeOf,
  sealOwner,
  type FactorOwner,
} from './second-factor-rules';
import type { SecondFactorStore } from './second-factor-store';
import { matchingStep, newTotpSecret } from './totp';

export type { FactorOwner } from './second-factor-rules';

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
 * Second factors (docs/decisions/024). The TOTP secret is sealed and bound to its owner, so a row copied to another
 * account does not open; recovery codes are kept only as keyed hashes.
 */
export function createSecondFactors(
  store: SecondFactorStore,
  box: SecretBox,
  hashSecret: string,
  now: () => number = Date.now,
): SecondFactors {
  const hashCode = (factorId: string, code: string) => keyedHash(hashSecret, 'recovery-code', factorId, normalizeRecoveryCode(code));

  return {
    async isOn(owner) {
      return (await store.countConfirmed(owner)) > 0;
    },
    async begin(owner) {
      const secret = newTotpSecret();
      const sealed = box.seal(secret, sealOwner(owner));
      // Only a row not yet confirmed is replaced; a confirmed one stays until an admin resets it.
      if (await store.replacePending(owner, sealed)) return secret;
      return (await store.createPending(owner, sealed)) ? secret : null;
    },
    async confirm(owner, code) {
      const pending = await store.pending(owner);
      if (!pending) return null;
      const step = matchingStep(box.open(pending.secret, sealOwner(owner)), code, now());
      if (step === null) return null;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const hashes = codes.map((recovery) => hashCode(pending.id, recovery));
      return (await store.confirm(pending.id, new Date(now()), step, hashes)) ? codes : null;
    },
    async useCode(owner, code) {
      const factor = await store.confirmed(owner);
      if (!factor) return false;
      const step = matchingStep(box.open(factor.secret, sealOwner(owner)), code, now());
      if (step === null) return false;
      return store.useStep(factor.id, step);
    },
    async useRecoveryCode(owner, code) {
      const factor = await store.confirmed(owner);
      if (!factor || !normalizeRecoveryCode(code)) return false;
      return store.useRecoveryCode(factor.id, hashCode(factor.id, code), new Date(now()));
    },
    reset: (owner) => store.remove(owner),
  };
}

function newRecoveryCode(): string {
  return recoveryCodeOf(Array.from({ length: 10 }, () => randomInt(RECOVERY_ALPHABET.length)));
}
