import { createHmac } from 'node:crypto';

/** How long a key's first answer is kept (docs/product/README.md#repeated-requests). */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/** 1 to 255 visible ASCII characters: a UUID fits, and so does any other opaque token a client makes. */
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The key of an `Idempotency-Key` header, or null when it is malformed. The header is a structured-field string, so
 * the quoted form (`"…"`) is read as well as the bare one clients usually send. Undefined: the header was not sent.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) return null;
  const quoted = /^"([^"\\]*)"$/.exec(header.trim());
  const key = quoted ? quoted[1]! : header.trim();
  return KEY.test(key) ? key : null;
}

/** JSON with object keys sorted, so that the same body sent with its fields in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests with one key the same request: method, path with its query, and body. A keyed hash, since
 * a body may hold a card number, which is never stored.
 */
export function requestFingerprint(secret: string, request: { method: string; url: string; body: unknown }): string {
  return createHmac('sha256', secret)
    .update(`idempotency\n${request.method}\n${request.url}\n${canonicalJson(request.body ?? null)}`)
    .digest('base64url');
}

/**
 * Whether an answer is the request's final one, kept for its repeats: anything below 500 but 429 (a limit that will
 * lift). Server and upstream failures are not kept, so a retry does the work again.
 */
export const isFinalAnswer = (statusCode: number): boolean => statusCode < 500 && statusCode !== 429;

/** The answer headers a repeat gets back besides its status and body. */
export const REPLAYED_HEADERS = ['content-type', 'location'] as const;
