import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingStep, newTotpSecret, totpAddress, totpCode } from './totp';

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" and its 8-digit codes at these times (seconds).
const RFC_SEED = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s gives the RFC code %s (its last 6 digits in our 6-digit codes)', (seconds, rfcCode) => {
    const eightDigits = new TOTP({ algorithm: 'SHA1', digits: 8, period: 30, secret: Secret.fromBase32(RFC_SEED) });
    expect(eightDigits.generate({ timestamp: seconds * 1000 })).toBe(rfcCode);
    expect(totpCode(RFC_SEED, seconds * 1000)).toBe(rfcCode.slice(2));
    expect(matchingStep(RFC_SEED, rfcCode.slice(2), seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts the code of the step before and after, and no further', () => {
    const at = 1_111_111_111_000;
    const step = Math.floor(at / 30_000);
    expect(matchingStep(RFC_SEED, totpCode(RFC_SEED, at - 30_000), at)).toBe(step - 1);
    expect(matchingStep(RFC_SEED, totpCode(RFC_SEED, at + 30_000), at)).toBe(step + 1);
    expect(matchingStep(RFC_SEED, totpCode(RFC_SEED, at - 60_000), at)).toBeNull();
    expect(matchingStep(RFC_SEED, totpCode(RFC_SEED, at + 60_000), at)).toBeNull();
  });

  it('refuses what is not six digits, and reads a code typed with a space', () => {
    const at = 1_234_567_890_000;
    const code = totpCode(RFC_SEED, at);
    expect(matchingStep(RFC_SEED, `${code.slice(0, 3)} ${code.slice(3)}`, at)).not.toBeNull();
    expect(matchingStep(RFC_SEED, code.slice(1), at)).toBeNull();
    expect(matchingStep(RFC_SEED, `${code}0`, at)).toBeNull();
    expect(matchingStep(RFC_SEED, 'abcdef', at)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth address naming the issuer and the account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const address = new URL(totpAddress(secret, 'Central', 'admin@central.test'));
    expect(address.protocol).toBe('otpauth:');
    expect(address.host).toBe('totp');
    expect(decodeURIComponent(address.pathname)).toBe('/Central:admin@central.test');
    expect(address.searchParams.get('secret')).toBe(secret);
    expect(address.searchParams.get('issuer')).toBe('Central');
    expect(address.searchParams.get('digits')).toBe('6');
  });
});
