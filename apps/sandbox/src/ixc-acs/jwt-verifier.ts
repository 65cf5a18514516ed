import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import type { IxcAcsApiClient } from './credentials';

/** IXC ACS's token docs: `exp` a few minutes after `iat`; the portal's brief caps it at 5 minutes. */
export const MAX_JWT_LIFETIME_SECONDS = 300;
/** How far in the future an `iat` may be, for clocks slightly ahead of the ACS's. */
const CLOCK_SKEW_SECONDS = 60;

/** One bearer JWT the simulator judged: its claims and verdict, never the token itself. */
export interface IxcAcsJwtSeen {
  at: Date;
  /** The first 12 hex digits of the token's SHA-256: tells two JWTs apart without keeping either. */
  fingerprint: string;
  iss?: string;
  iat?: number;
  exp?: number;
  accepted: boolean;
  /** Why it was refused. */
  reason?: string;
}

/**
 * Verifies the JWT a Client API sends as the bearer of the token exchange, the way IXC ACS documents it: ES256, `iss`
 * a known Client API, in date. The JWT gets an access token; it is never a device call's bearer.
 */
export function createJwtVerifier(clients: readonly IxcAcsApiClient[], now: () => Date) {
  const keys = new Map<string, KeyObject>(clients.map((client) => [client.issuerId, createPublicKey(client.publicKeyPem)]));
  const seen: IxcAcsJwtSeen[] = [];

  function judge(token: string): Omit<IxcAcsJwtSeen, 'at' | 'fingerprint'> {
    const parts = token.split('.');
    if (parts.length !== 3) return { accepted: false, reason: 'not a JWT' };
    const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
    const header = decodePart(headerPart);
    const claims = decodePart(claimsPart);
    if (!header || !claims) return { accepted: false, reason: 'undecodable JWT' };
    const iss = typeof claims.iss === 'string' ? claims.iss : undefined;
    const iat = typeof claims.iat === 'number' ? claims.iat : undefined;
    const exp = typeof claims.exp === 'number' ? claims.exp : undefined;
    const verdict = (reason?: string) => ({ iss, iat, exp, accepted: !reason, ...(reason ? { reason } : {}) });
    if (header.alg !== 'ES256') return verdict('alg is not ES256');
    const key = iss === undefined ? undefined : keys.get(iss);
    if (!key) return verdict('unknown issuer');
    const signature = Buffer.from(signaturePart, 'base64url');
    if (!verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key, dsaEncoding: 'ieee-p1363' }, signature))
      return verdict('bad signature');
    if (iat === undefined || exp === undefined) return verdict('iat and exp are required');
    const nowSeconds = Math.floor(now().getTime() / 1000);
    if (exp <= nowSeconds) return verdict('expired');
    if (exp - iat > MAX_JWT_LIFETIME_SECONDS) return verdict('lifetime over 5 minutes');
    if (iat > nowSeconds + CLOCK_SKEW_SECONDS) return verdict('issued in the future');
    return verdict();
  }

  return {
    /** The Client API id of a valid bearer JWT, or null. Every call is recorded in `seen()`. */
    verify(authorization: string | undefined): string | null {
      const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
      if (!token) {
        seen.push({ at: now(), fingerprint: '', accepted: false, reason: 'no bearer token' });
        return null;
      }
      const result = { at: now(), fingerprint: fingerprintOf(token), ...judge(token) };
      seen.push(result);
      return result.accepted ? result.iss! : null;
    },
    seen: () => seen.map((entry) => ({ ...entry })),
    clear() {
      seen.length = 0;
    },
  };
}

export type JwtVerifier = ReturnType<typeof createJwtVerifier>;

function fingerprintOf(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 12);
}

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
