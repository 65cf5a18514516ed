import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import type { IxcAcsAuth } from '../acs-client';

/**
 * IXC ACS's token page recommends short-lived JWTs; ours lives 5 minutes. A JWT is made for one exchange at the
 * token endpoint and never reused: the device calls carry the access token it buys.
 */
export const JWT_LIFETIME_SECONDS = 300;

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

/** Whether `pem` is an EC P-256 private key (pasted with literal `\n` or not). */
export function isP256PrivateKey(pem: string): boolean {
  try {
    readPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

/** The way a credential left without `acs_auth` is used: a P-256 private key signs JWTs; anything else is a secret. */
export const impliedAuth = (credential: string): IxcAcsAuth => (isP256PrivateKey(credential) ? 'jwt' : 'client_secret');
