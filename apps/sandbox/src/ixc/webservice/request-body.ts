/**
 * Bodies as IXC takes them: JSON (also on GET, with any or no content type) or a urlencoded form.
 * Anything unreadable is kept as its raw text so that the route answers IXC's processing error.
 */
export function parseRequestBody(contentType: string | undefined, raw: string): unknown {
  if (raw.trim() === '') return {};
  if (contentType?.toLowerCase().includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function asRecord(body: unknown): Record<string, unknown> | undefined {
  if (body === undefined || body === null) return {};
  return typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}
