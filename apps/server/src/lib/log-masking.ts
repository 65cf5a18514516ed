/**
 * Personal data never reaches the logs in clear (LGPD; ASVS 16.2.5): CPF/CNPJ keep only a few middle digits,
 * e-mails keep their first letter and domain, and secret-bearing keys are replaced entirely.
 */
const CPF = /\b(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})\b/g;
const CNPJ = /\b(\d{2})\.?(\d{3})\.?(\d{3})\/?(\d{4})-?(\d{2})\b/g;
const EMAIL = /\b([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})\b/g;
/** An e-mail as a URL or form carries it, with the at sign escaped. */
const ESCAPED_EMAIL = /\b([A-Za-z0-9._+-])[A-Za-z0-9._%+-]*%40([A-Za-z0-9.-]+\.[A-Za-z]{2,})\b/gi;
// `auth` alone is a push subscription's auth secret (RFC 8291).
const SECRET_KEYS = /pass|senha|token|secret|authorization|cookie|verificationcode|securitycode|cvv|cardnumber|^auth$/i;
/** In a query, short names carry secrets too (?code=, ?key=, ?sig=). */
const SECRET_QUERY_NAMES = /^(?:code|key|sig|signature|otp)$/i;
/** A path segment long and random enough to be a signed token (downloads) rather than a name or an id. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{24,}(?:\.[A-Za-z0-9_-]+)*$|^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{24,}$/;
/** An http(s) URL written in a path segment (a push endpoint, alone or in its subscription's JSON). */
const URL_IN_SEGMENT = /https?:\/\/[^\s"'<>]+/i;
/** An http(s) URL in text whose path or query holds an opaque run of 20+ characters: a capability such as a push endpoint. */
const CAPABILITY_URL = /\bhttps?:\/\/[^\s/"'<>?#]+[/?][^\s"'<>]*[A-Za-z0-9_:%=-]{20,}[^\s"'<>]*/gi;
/** What is kept of a push endpoint: enough to tell the push service and one device from another, not to send to it. */
const ENDPOINT_TAIL = 4;

/**
 * A push subscription's endpoint is a bearer capability: whoever knows it can send to that browser (with the
 * provider's key) or save it as their own. Logs keep only the push service's origin and the last few characters.
 */
export function maskPushEndpoint(endpoint: string): string {
  let origin: string;
  try {
    origin = new URL(endpoint).origin;
  } catch {
    return '[redacted]';
  }
  if (origin === 'null') return '[redacted]';
  const tail = endpoint.length - origin.length > 2 * ENDPOINT_TAIL ? endpoint.slice(-ENDPOINT_TAIL) : '';
  return `${origin}/…${tail}`;
}

export function maskText(text: string): string {
  return text
    .replace(CAPABILITY_URL, maskPushEndpoint)
    .replace(CNPJ, '**.$2.***/****-**')
    .replace(CPF, '***.$2.***-**')
    .replace(EMAIL, '$1***@$2')
    .replace(ESCAPED_EMAIL, '$1***%40$2');
}

/**
 * A request URL fit for the logs: token-like path segments (download tokens travel in the path) and the
 * values of secret-named query parameters are replaced, and personal data elsewhere is masked.
 */
export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const maskedPath = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? '[redacted]' : maskUrlSegment(segment)))
    .join('/');
  if (queryAt === -1) return maskText(maskedPath);
  const maskedQuery = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const secret = SECRET_KEYS.test(safeDecode(name)) || SECRET_QUERY_NAMES.test(safeDecode(name));
      return equals !== -1 && secret ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return maskText(`${maskedPath}?${maskedQuery}`);
}

/**
 * A segment that carries a URL (GET and DELETE /config/push-notification/{subscription} take the endpoint or the
 * whole subscription, keys included) keeps only the masked endpoint.
 */
function maskUrlSegment(segment: string): string {
  const endpoint = URL_IN_SEGMENT.exec(safeDecode(segment))?.[0];
  return endpoint ? `[subscription ${maskPushEndpoint(endpoint)}]` : segment;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  // Only plain data is rewritten; class instances (errors, requests) go to their own serializers intact.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskField(key, item, depth)]));
}

function maskField(key: string, item: unknown, depth: number): unknown {
  if (SECRET_KEYS.test(key)) return '[redacted]';
  if (key === 'endpoint' && typeof item === 'string') return maskPushEndpoint(item);
  return maskValue(item, depth + 1);
}
