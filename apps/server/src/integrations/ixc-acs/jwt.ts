import { createHash, createPrivateKey, type KeyObject, sign } from 'node:crypto';

/** IXC ACS wants short-lived tokens; the portal's limit is `exp` at most 5 minutes after `iat`. */
export const JWT_LIFETIME_SECONDS = 300;
/** A cached JWT is replaced once fewer seconds than this are left, so none expires in flight. */
export const RENEW_BEFORE_EXPIRY_SECONDS = 30;
/** Connections whose JWT is kept; the oldest is dropped beyond this (one entry per provider with an ACS). */
const CACHE_LIMIT = 1000;

export interface MintedJwt {
  token: string;
  iat: number;
  exp: number;
}

/** The private key is not an EC P-256 key in PEM. Its message never quotes the key. */
export class InvalidAcsKeyError extends Error {
  constructor() {
    super('the IXC ACS private key is not an EC P-256 private key in PEM');
    this.name = 'InvalidAcsKeyError';
  }
}

/** Parses the admin's key; a PEM pasted with literal `\n` (one line, as some forms keep it) is accepted too. */
export function readPrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem.trim().replace(/\\n/g, '\n'));
  } catch {
    throw new InvalidAcsKeyError();
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new InvalidAcsKeyError();
  return key;
}

const encodePart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** IXC ACS's token: header `{alg: ES256, typ: JWT}`, claims `iss`, `iat`, `exp`, signed with the Client API's key. */
export function signJwt(key: KeyObject, issuerId: string, now: Date): MintedJwt {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + JWT_LIFETIME_SECONDS;
  const data = `${encodePart({ alg: 'ES256', typ: 'JWT' })}.${encodePart({ iss: issuerId, iat, exp })}`;
  // JWS wants the raw r||s pair (IEEE P1363), not the DER node:crypto gives by default.
  const signature = sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' });
  return { token: `${data}.${signature.toString('base64url')}`, iat, exp };
}

/** JWTs by connection, shared by every client built for the same ACS, Client API and key. */
const cache = new Map<string, MintedJwt>();

/**
 * The bearer JWT of one connection: reused until fewer than `RENEW_BEFORE_EXPIRY_SECONDS` are left, then minted
 * again. The cache key is a digest, so the map holds no key material in the clear.
 */
export function createJwtSource(connection: { url: string; issuerId: string; privateKey: string }, now: () => Date) {
  const cacheKey = createHash('sha256').update(`${connection.url}\0${connection.issuerId}\0${connection.privateKey}`).digest('hex');
  let key: KeyObject | undefined;

  function mint(): MintedJwt {
    key ??= readPrivateKey(connection.privateKey);
    const minted = signJwt(key, connection.issuerId, now());
    cache.delete(cacheKey);
    cache.set(cacheKey, minted);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    return minted;
  }

  return {
    /** A JWT believed valid, and whether it was minted just now (a refused fresh JWT is not worth a retry). */
    get(): { token: string; fresh: boolean } {
      const cached = cache.get(cacheKey);
      const seconds = now().getTime() / 1000;
      if (cached && seconds >= cached.iat - 60 && seconds < cached.exp - RENEW_BEFORE_EXPIRY_SECONDS) return { token: cached.token, fresh: false };
      return { token: mint().token, fresh: true };
    },
    /** Forgets `token` after the ACS refused it, unless another call already replaced it. */
    invalidate(token: string) {
      if (cache.get(cacheKey)?.token === token) cache.delete(cacheKey);
    },
  };
}
