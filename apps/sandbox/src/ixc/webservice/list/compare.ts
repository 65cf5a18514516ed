import { isoDate } from '../stored-values';

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Orders a stored value against a filter value the way IXC's MySQL does for the cases the portal meets:
 * numerically when both are numbers, chronologically when both are dates (DD/MM/YYYY or ISO), otherwise as
 * text ignoring case and accents (MySQL's default collation).
 */
export function compareValues(left: string, right: string): number {
  if (NUMBER.test(left) && NUMBER.test(right)) return Math.sign(Number(left) - Number(right));
  const leftDate = isoDate(left);
  const rightDate = isoDate(right);
  if (leftDate !== undefined && rightDate !== undefined) return compareIsoDates(leftDate, rightDate);
  return compareText(foldText(left), foldText(right));
}

export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A date compared with a datetime counts as midnight, as MySQL converts it. */
function compareIsoDates(left: string, right: string): number {
  return compareText(asDatetime(left), asDatetime(right));
}

function asDatetime(iso: string): string {
  return iso.length === 10 ? `${iso} 00:00:00` : iso;
}

function compareText(left: string, right: string): number {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}
