import { createECDH, createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/**
 * A VAPID (RFC 8292) key pair, in the formats browsers and the `web-push` package use, so keys move between them:
 * - `publicKey`: the uncompressed P-256 point (0x04 ‖ x ‖ y, 65 bytes) in base64url, what
 *   `PushManager.subscribe({ applicationServerKey })` takes and what goes in the header's `k=`;
 * - `privateKey`: the 32-byte private scalar (JWK `d`) in base64url.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  // The JWK export gives fixed-length x, y and d (ECDH.getPrivateKey could drop a leading zero byte).
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/** A token is valid this long (RFC 8292 allows at most 24 h)… */
export const TOKEN_LIFETIME_SECONDS = 12 * 3600;
/** …and is replaced once it has less than this left, so a push service never sees one about to expire. */
export const TOKEN_RENEW_MARGIN_SECONDS = 3600;
const MAX_CACHED = 10_000;

export interface VapidSignerOptions {
  /** Milliseconds since the epoch; injectable for the caching test. */
  now?: () => number;
}

export interface VapidSigner {
  /**
   * `vapid t=<JWT>, k=<public key>` for the origin of `endpoint`, with `subject` (a `mailto:` or `https:` contact,
   * the JWT `sub`), reused while it has over an hour left.
   */
  authorization(endpoint: string, keys: VapidKeys, subject: string): string;
}

export class InvalidVapidKeysError extends Error {}

export function assertVapidSubject(subject: string): void {
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(subject)) throw new TypeError('the VAPID subject must be a mailto: or https: URL');
}

/**
 * Signs ES256 JWTs with Node's crypto and caches one `Authorization` value per (public key, audience origin,
 * subject): the draft encourages reuse (push services cache the verification) and Apple asks for at most one per
 * hour.
 */
export function createVapidSigner(options: VapidSignerOptions = {}): VapidSigner {
  const now = options.now ?? Date.now;
  const signingKeys = new Map<string, { privateKey: string; key: KeyObject }>();
  const headers = new Map<string, { value: string; renewAt: number }>();

  /** The imported key, checked against the public key whenever the pair differs from the cached one. */
  function signingKey(keys: VapidKeys): KeyObject {
    const cached = signingKeys.get(keys.publicKey);
    if (cached?.privateKey === keys.privateKey) return cached.key;
    const key = importSigningKey(keys);
    if (signingKeys.size >= MAX_CACHED) signingKeys.clear();
    signingKeys.set(keys.publicKey, { privateKey: keys.privateKey, key });
    return key;
  }

  return {
    authorization(endpoint, keys, subject) {
      const audience = new URL(endpoint).origin;
      const cacheKey = `${keys.publicKey} ${audience} ${subject}`;
      const key = signingKey(keys);
      const nowMs = now();
      const cached = headers.get(cacheKey);
      if (cached && nowMs < cached.renewAt) return cached.value;
      assertVapidSubject(subject);
      const exp = Math.floor(nowMs / 1000) + TOKEN_LIFETIME_SECONDS;
      const token = signJwt({ aud: audience, exp, sub: subject }, key);
      const value = `vapid t=${token}, k=${keys.publicKey}`;
      if (headers.size >= MAX_CACHED) headers.clear();
      headers.set(cacheKey, { value, renewAt: (exp - TOKEN_RENEW_MARGIN_SECONDS) * 1000 });
      return value;
    },
  };
}

const JWT_HEADER = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })).toString('base64url');

function signJwt(claims: { aud: string; exp: number; sub: string }, key: KeyObject): string {
  const unsigned = `${JWT_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' });
  return `${unsigned}.${signature.toString('base64url')}`;
}

/** The private key as a KeyObject, after checking that it belongs to the public key (a mismatch would be a 403 per send). */
function importSigningKey(keys: VapidKeys): KeyObject {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const scalar = Buffer.from(keys.privateKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || scalar.length !== 32)
    throw new InvalidVapidKeysError('VAPID keys are not P-256 base64url keys');
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(scalar);
  } catch {
    throw new InvalidVapidKeysError('the VAPID private key is not a P-256 scalar');
  }
  if (!ecdh.getPublicKey().equals(point)) throw new InvalidVapidKeysError('the VAPID private key does not match the public key');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
    d: keys.privateKey,
  };
  return createPrivateKey({ key: jwk, format: 'jwk' });
}
