import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact signed tokens: base64url(JSON payload) "." base64url(HMAC-SHA256). Each token names its purpose
 * (`use`), so a recovery token can never pass as a session and the other way round, and carries `exp`
 * (seconds since the epoch).
 */
export interface TokenSigner {
  sign<T extends object>(use: string, payload: T, ttlSeconds: number): string;
  verify<T extends object>(use: string, token: string | undefined): (T & { exp: number }) | null;
}

export function createTokenSigner(secret: string, now: () => number = Date.now): TokenSigner {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest();
  return {
    sign(use, payload, ttlSeconds) {
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      const body = Buffer.from(JSON.stringify({ ...payload, use, exp })).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(use, token) {
      if (!token || token.length > 4096) return null;
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: { use?: unknown; exp?: unknown };
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof payload;
      } catch {
        return null;
      }
      if (payload.use !== use || typeof payload.exp !== 'number' || payload.exp * 1000 <= now()) return null;
      return payload as never;
    },
  };
}

/** A keyed hash for values that must be compared later but never read back (verification codes). */
export function keyedHash(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url');
}
