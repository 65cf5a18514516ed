import { createPublicKey, verify } from 'node:crypto';

/**
 * Why a push request's VAPID authentication was refused; `absent` maps to 401, the rest to 403 (RFC 8292 §4.2).
 * `bad_jwt_token` is Apple's refusal of a subject at `localhost` or a `.local` host (403 `BadJwtToken`).
 */
export type VapidRefusal =
  'absent' | 'malformed' | 'bad_signature' | 'wrong_audience' | 'expired' | 'too_long' | 'wrong_key' | 'bad_jwt_token';

/** The host a `mailto:` or `https:` subject names, lower-case; undefined when there is none. */
function subjectHost(subject: string): string | undefined {
  try {
    const url = new URL(subject);
    const host = url.protocol === 'mailto:' ? url.pathname.slice(url.pathname.lastIndexOf('@') + 1) : url.hostname;
    return host.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

/** As Apple's push service does: a subject at localhost or a .local host is not a contact. */
const isLocalSubject = (subject: string) => {
  const host = subjectHost(subject);
  return host === undefined || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local');
};

/** A JWT segment's JSON; a value that is not an object (`null`, a number) has none of the members read. */
function jwtPart(segment: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString());
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const AUTHORIZATION = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/;
const MAX_LIFETIME_SECONDS = 24 * 3600;

export interface VapidCheck {
  authorization: string | undefined;
  /** The push service's own origin, including the port. */
  origin: string;
  nowMs: number;
  /** The subscription's `applicationServerKey`, when it was restricted to one. */
  applicationServerKey?: string;
}

/** Checks an `Authorization: vapid t=…, k=…` header; returns the refusal, or null when it is valid. */
export function checkVapid({ authorization, origin, nowMs, applicationServerKey }: VapidCheck): VapidRefusal | null {
  if (!authorization) return 'absent';
  const match = AUTHORIZATION.exec(authorization);
  if (!match) return 'malformed';
  const [, token, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'malformed';
  if (applicationServerKey && applicationServerKey !== k) return 'wrong_key';

  let parsedHeader: { alg?: unknown };
  let parsedClaims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    parsedHeader = jwtPart(header);
    parsedClaims = jwtPart(claims);
  } catch {
    return 'malformed';
  }
  if (parsedHeader.alg !== 'ES256') return 'malformed';
  try {
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return 'bad_signature';
  } catch {
    return 'malformed';
  }
  if (parsedClaims.aud !== origin) return 'wrong_audience';
  if (typeof parsedClaims.exp !== 'number') return 'malformed';
  const nowSeconds = nowMs / 1000;
  if (parsedClaims.exp <= nowSeconds) return 'expired';
  if (parsedClaims.exp > nowSeconds + MAX_LIFETIME_SECONDS) return 'too_long';
  if (typeof parsedClaims.sub !== 'string' || !/^(mailto:|https:)/.test(parsedClaims.sub)) return 'malformed';
  if (isLocalSubject(parsedClaims.sub)) return 'bad_jwt_token';
  return null;
}
