import { isRepeatedDigit, onlyDigits } from './digits';

export type DocumentKind = 'cpf' | 'cnpj';

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + Number(digits[i]) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || isRepeatedDigit(digits)) return false;
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]);
}

export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || isRepeatedDigit(digits)) return false;
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[12]) && second === Number(digits[13]);
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
  if (d.length === 11) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
  if (d.length === 14) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  return null;
}
