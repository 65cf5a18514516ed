import type { Row } from '../store/table-schema';

const BRAZILIAN_DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** `YYYY-MM-DD[ HH:MM:SS]` for a date written as DD/MM/YYYY or ISO (time optional); undefined otherwise. */
export function isoDate(value: string): string | undefined {
  const brazilian = BRAZILIAN_DATE.exec(value);
  const iso = brazilian ? undefined : ISO_DATE.exec(value);
  if (!brazilian && !iso) return undefined;
  const [year, month, day] = brazilian ? [brazilian[3], brazilian[2], brazilian[1]] : [iso![1], iso![2], iso![3]];
  const [hours, minutes, seconds] = (brazilian ?? iso!).slice(4, 7);
  const date = `${year}-${month}-${day}`;
  return hours === undefined ? date : `${date} ${hours}:${minutes}:${seconds ?? '00'}`;
}

/** A body value as the caller wrote it, as text; undefined for a value that is not flat (an object or array). */
export function writtenValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value : undefined;
}

/** A body value as IXC stores it: a string, with DD/MM/YYYY dates turned into ISO; undefined if not storable. */
export function storedValue(value: unknown): string | undefined {
  const written = writtenValue(value);
  if (written === undefined) return undefined;
  return BRAZILIAN_DATE.test(written.trim()) ? isoDate(written.trim()) : written;
}

/** The body as IXC stores it (DD/MM/YYYY dates as ISO); undefined when a value is not flat. */
export function storedRecord(body: Record<string, unknown>): Row | undefined {
  return recordOf(body, storedValue);
}

/** The body as written, dates untouched: what an action checks the caller's formats on. */
export function writtenRecord(body: Record<string, unknown>): Row | undefined {
  return recordOf(body, writtenValue);
}

function recordOf(body: Record<string, unknown>, valueOf: (value: unknown) => string | undefined): Row | undefined {
  const row: Row = {};
  for (const [column, value] of Object.entries(body)) {
    const stored = valueOf(value);
    if (stored === undefined) return undefined;
    row[column] = stored;
  }
  return row;
}
