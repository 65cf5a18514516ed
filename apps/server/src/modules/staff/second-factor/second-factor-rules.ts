/** Whose second factor: an admin (by id) or a provider (by tenant id). */
export type FactorOwner = { role: 'admin'; adminId: string } | { role: 'provider'; tenantId: string };

export const RECOVERY_CODE_COUNT = 10;
// Recovery codes: 10 characters of an alphabet without look-alikes (no 0/O, 1/l/I), shown as xxxxx-xxxxx.
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The name that shows in authenticator apps above the account. */
export const TOTP_ISSUER = 'Central';

/** The owner's columns in `second_factors`. */
export const ownerColumns = (owner: FactorOwner) => (owner.role === 'admin' ? { adminId: owner.adminId } : { tenantId: owner.tenantId });

/** What a TOTP secret is sealed to, so a row copied to another account does not open. */
export const sealOwner = (owner: FactorOwner) => (owner.role === 'admin' ? `admin:${owner.adminId}` : `provider:${owner.tenantId}`);

/** A recovery code from 10 picks of the alphabet (indexes into RECOVERY_ALPHABET), as xxxxx-xxxxx. */
export function recoveryCodeOf(picks: readonly number[]): string {
  const characters = picks.map((index) => RECOVERY_ALPHABET[index]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** A recovery code as typed (any case, with or without the dash or spaces), or '' when it cannot be one. */
export function normalizeRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(plain) ? plain : '';
}
