import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app reads them: HMAC-SHA1, 30-second steps, 6 digits.
 * A code is accepted in its own step or the one before or after (clocks drift); which step matched is returned so the
 * caller can refuse a step already used.
 */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW_STEPS = 1;

/** A new random secret, base32 as authenticators take it (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address a QR code carries: the issuer and the account name shown in the authenticator. */
export function totpAddress(secret: string, issuer: string, accountName: string): string {
  return totpOf(secret, issuer, accountName).toString();
}

/** The 30-second step a code belongs to, when it is right within a step either way, else null. */
export function matchingStep(secret: string, code: string, at: number = Date.now()): number | null {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: digits, timestamp: at, window: WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: at }) + delta;
}

/** The code of a moment (tests and the sandbox's demo authenticator). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totpOf(secret).generate({ timestamp: at });
}

function totpOf(secret: string, issuer = 'Central', label = 'Central'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}
