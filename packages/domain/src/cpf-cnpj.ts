import { formatCnpj, formatCpf, isValidCnpj as isValidCnpjDigits, isValidCpf as isValidCpfDigits } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './digits';

export type DocumentKind = 'cpf' | 'cnpj';

/*
 * Validation (check digits, repeated-digit numbers) and masks come from @brazilian-utils. What stays ours is the
 * tolerance for how a person types the number (any punctuation), the combined field picking by length, and completeCpf
 * for the demo data (the library only draws random CPFs).
 */

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + Number(digits[i]) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 11 && isValidCpfDigits(digits);
}

export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 14 && isValidCnpjDigits(digits);
}

/** The valid CPF that starts with these nine digits (its two check digits appended), formatted. */
export function completeCpf(firstNine: string): string {
  const base = onlyDigits(firstNine).padStart(9, '0').slice(-9);
  const withFirst = `${base}${checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2])}`;
  const digits = `${withFirst}${checkDigit(withFirst, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])}`;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** The combined CPF/CNPJ field picks the document by its number of digits. */
export function documentKindOf(value: string): DocumentKind | null {
  const length = onlyDigits(value).length;
  if (length === 11) return 'cpf';
  if (length === 14) return 'cnpj';
  return null;
}

export function isValidCpfOrCnpj(value: string): boolean {
  const kind = documentKindOf(value);
  if (kind === 'cpf') return isValidCpf(value);
  if (kind === 'cnpj') return isValidCnpj(value);
  return false;
}

/** Formats as IXC stores documents: 000.000.000-00 or 00.000.000/0000-00. Returns null when the length fits neither. */
export function formatCpfOrCnpj(value: string): string | null {
  const d = onlyDigits(value);
  if (d.length === 11) return formatCpf(d);
  if (d.length === 14) return formatCnpj(d);
  return null;
}
