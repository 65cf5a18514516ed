/**
 * The readers of a loose field of a form or a JSON body, for every rule that reads a field which may be missing or of
 * the wrong type: a string trimmed, anything else ''.
 */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The same for a field that holds a number or an id, which a client may send as a JSON number (2001 for '2001'). */
export function numericFieldText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : fieldText(value);
}
