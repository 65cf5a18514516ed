import { createPublicKey } from 'node:crypto';
import { generateVapidKeys } from '../../integrations/push/vapid';
import type { SecretBox } from '../../lib/crypto';

/** The columns of a new provider: a fresh pair, the private key sealed for this provider like its ERP token. */
export function newVapidColumns(box: SecretBox, clientId: string) {
  // Public key: the uncompressed P-256 point in base64url (what applicationServerKey takes); private: the JWK d.
  const pair = generateVapidKeys();
  return { vapidPublicKey: pair.publicKey, vapidPrivateKey: box.seal(pair.privateKey, clientId) };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of strict base64url (padding tolerated), or null. */
export function fromBase64Url(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value.replace(/=+$/, ''), 'base64url') : null;
}

/** Whether a base64url value is an uncompressed P-256 public point (65 bytes, 0x04, on the curve). */
export function isP256PublicKey(value: string): boolean {
  const bytes = fromBase64Url(value);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    const x = bytes.subarray(1, 33).toString('base64url');
    const y = bytes.subarray(33).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
