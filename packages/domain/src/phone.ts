import { isRepeatedDigit, onlyDigits } from './digits';

/** Brazilian area codes (DDD) in use. */
export const AREA_CODES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '21',
  '22',
  '24',
  '27',
  '28',
  '31',
  '32',
  '33',
  '34',
  '35',
  '37',
  '38',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '53',
  '54',
  '55',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '67',
  '68',
  '69',
  '71',
  '73',
  '74',
  '75',
  '77',
  '79',
  '81',
  '82',
  '83',
  '84',
  '85',
  '86',
  '87',
  '88',
  '89',
  '91',
  '92',
  '93',
  '94',
  '95',
  '96',
  '97',
  '98',
  '99',
]);

const COUNTRY_CODE = '55';

/**
 * The national digits of a phone as people type or paste it (docs/product/subscriber.md#support-requests): leading
 * zeros (the trunk 0 of '061 99304-0271', the 00 of an international call) are dropped, since no area code starts
 * with 0, and so is the country code 55 before a 10- or 11-digit number ('+55 (61) 99304-0271'). Only a prefix is
 * ever dropped, so a field can keep its caret after the same digits.
 */
export function nationalPhoneDigits(value: string): string {
  const digits = onlyDigits(value).replace(/^0+/, '');
  if (!digits.startsWith(COUNTRY_CODE)) return digits;
  const national = digits.slice(COUNTRY_CODE.length).replace(/^0+/, '');
  return national.length === 10 || national.length === 11 ? national : digits;
}

/**
 * A Brazilian phone: 10 digits (landline) or 11 (mobile, a 9 after the area code), a real area code, not one repeated
 * digit; written with or without +55 and the trunk 0 (`nationalPhoneDigits`).
 */
export function isValidBrazilianPhone(value: string): boolean {
  const digits = nationalPhoneDigits(value);
  if (digits.length !== 10 && digits.length !== 11) return false;
  if (isRepeatedDigit(digits) || isRepeatedDigit(digits.slice(2))) return false;
  if (!AREA_CODES.has(digits.slice(0, 2))) return false;
  return digits.length === 10 || digits[2] === '9';
}

/** Formats as IXC stores phones: (61) 99304-0271 or (61) 3304-0271. */
export function formatBrazilianPhone(value: string): string {
  const d = nationalPhoneDigits(value);
  const split = d.length === 11 ? 7 : 6;
  return `(${d.slice(0, 2)}) ${d.slice(2, split)}-${d.slice(split)}`;
}
