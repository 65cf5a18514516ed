import { passesLuhn } from './card-rules';

/**
 * A Luhn-valid card number ending in `lastDigit`, for driving the sandbox's last-digit rule through tokenization
 * (which needs mod 10). The default prefix is a Visa BIN; pass `'55555555555555'` for a Mastercard one.
 * The second-to-last digit is the free one: doubling maps 0–9 onto 0–9, so exactly one choice balances the sum.
 */
export function cieloTestCard(lastDigit: number, prefix = '41111111111111'): string {
  for (let digit = 0; digit < 10; digit++) {
    const candidate = `${prefix}${digit}${lastDigit}`;
    if (passesLuhn(candidate)) return candidate;
  }
  throw new Error(`no Luhn-valid number with prefix ${prefix} ends in ${lastDigit}`);
}
