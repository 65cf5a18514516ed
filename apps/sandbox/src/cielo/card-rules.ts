import { API_ERRORS, badRequest } from './errors';

/** Brands `POST /1/card/` accepts (manual, "Creating a tokenized card before authorization"), plus Hipercard. */
const SALE_BRANDS = ['visa', 'master', 'amex', 'elo', 'aura', 'jcb', 'diners', 'discover', 'hipercard'];
/** Zero Auth supports only these (manual, "Zero Auth": "Visa, Master and Elo"). */
const ZERO_AUTH_BRANDS = ['visa', 'master', 'elo'];

/** The mod 10 check Cielo applies before storing a card (manual, "Credit card in sandbox", Tokenization notice). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** As sales show a card: first 6 and last 4 (`455187******0183`, manual, credit sale response). */
export const maskForSale = (digits: string) => `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;

/** As `GET /1/card/{token}` shows it: last 4 only (`************2057`, hexdocs.pm/cielo Cielo.Token). */
export const maskForVault = (digits: string) => `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Cielo's JSON binder takes `true` and `"true"` alike (the manual's own examples send `"SaveCard":"false"`). */
export const flag = (value: unknown): boolean => value === true || (typeof value === 'string' && value.toLowerCase() === 'true');

/** A card number as sent: digits only, at most 16 (codes 118 and 128). */
export function cardNumber(value: unknown): string {
  const digits = text(value);
  if (!digits) throw badRequest(API_ERRORS.cardNumberRequired);
  if (digits.length > 16) throw badRequest(API_ERRORS.cardNumberTooLong);
  return digits;
}

/**
 * `MM/YYYY` with a real month (codes 125 and 126). A date in the past is also refused with 126: the manual says
 * nothing about it, and an acquirer would never authorize it.
 */
export function expirationDate(value: unknown, now: Date): string {
  const raw = text(value);
  if (!raw) throw badRequest(API_ERRORS.expirationRequired);
  const match = /^(\d{2})\/(\d{4})$/.exec(raw);
  const month = Number(match?.[1]);
  const year = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw badRequest(API_ERRORS.expirationInvalid);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) throw badRequest(API_ERRORS.expirationInvalid);
  return raw;
}

export function holder(value: unknown): string {
  const name = text(value);
  if (!name) throw badRequest(API_ERRORS.holderRequired);
  return name;
}

/** The brand as sent (Cielo echoes it), checked case-insensitively (codes 182 and 185). */
export function saleBrand(value: unknown): string {
  const brand = text(value);
  if (!brand) throw badRequest(API_ERRORS.brandRequired);
  if (!SALE_BRANDS.includes(brand.toLowerCase())) throw badRequest(API_ERRORS.brandNotSupported);
  return brand;
}

export const zeroAuthSupports = (brand: string) => ZERO_AUTH_BRANDS.includes(brand.toLowerCase());

/** Up to 4 digits (code 146); optional, as for a tokenized card the manual marks it "No". */
export function securityCode(value: unknown): void {
  const code = text(value);
  if (code && code.length > 4) throw badRequest(API_ERRORS.securityCodeTooLong);
}
