/**
 * A value from a partner's JSON as text, the way String() writes a string, number, boolean or null. An object or
 * array where the partner sends a scalar is no text (''), rather than '[object Object]'.
 */
export function scalarText(value: unknown): string {
  return typeof value === 'object' && value !== null ? '' : String(value);
}
