import { createCipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/** A browser's push subscription (`PushSubscription.toJSON()`); keys are base64url. */
export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The record size written in the header; the whole message is one record. */
export const RECORD_SIZE = 4096;
/** salt(16) ‖ rs(4) ‖ idlen(1) ‖ keyid(65), then the 0x02 delimiter and the 16-byte GCM tag. */
export const ENCRYPTION_OVERHEAD = 16 + 4 + 1 + 65 + 1 + 16;
/** Push services must accept bodies up to 4096 octets (RFC 8030 §7.2); larger ones may be refused with 413. */
export const MAX_BODY_BYTES = 4096;
export const MAX_PLAINTEXT_BYTES = MAX_BODY_BYTES - ENCRYPTION_OVERHEAD;

/**
 * Fixed inputs that make the output reproducible, for RFC 8291 §5's worked example. Never pass these when sending:
 * the salt and the ephemeral key must be fresh for every message.
 */
export interface FixedEncryptionInputs {
  salt: Buffer;
  /** The application server's ephemeral private scalar (32 bytes). */
  senderPrivateKey: Buffer;
}

export class InvalidSubscriptionKeysError extends Error {}

const WEBPUSH_INFO = Buffer.from('WebPush: info\0');
const CEK_INFO = Buffer.from('Content-Encoding: aes128gcm\0');
const NONCE_INFO = Buffer.from('Content-Encoding: nonce\0');
const LAST_RECORD = Buffer.from([2]);

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** Decoded subscription keys, or an InvalidSubscriptionKeysError naming what is wrong (never the key itself). */
export function decodeSubscriptionKeys(keys: PushSubscription['keys']): { uaPublic: Buffer; authSecret: Buffer } {
  const uaPublic = Buffer.from(keys.p256dh ?? '', 'base64url');
  const authSecret = Buffer.from(keys.auth ?? '', 'base64url');
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new InvalidSubscriptionKeysError('p256dh is not an uncompressed P-256 point');
  if (authSecret.length !== 16) throw new InvalidSubscriptionKeysError('auth is not 16 bytes');
  return { uaPublic, authSecret };
}

/**
 * The RFC 8291 `aes128gcm` body of one push message: a fresh ephemeral ECDH key and salt (unless `fixed`), one
 * record of size 4096 ending with the 0x02 delimiter, no padding. The body is the plaintext plus 103 bytes.
 */
export function encryptPayload(keys: PushSubscription['keys'], plaintext: Uint8Array, fixed?: FixedEncryptionInputs): Buffer {
  const { uaPublic, authSecret } = decodeSubscriptionKeys(keys);
  const ecdh = createECDH('prime256v1');
  if (fixed) ecdh.setPrivateKey(fixed.senderPrivateKey);
  else ecdh.generateKeys();
  const asPublic = ecdh.getPublicKey();
  let sharedSecret: Buffer;
  try {
    sharedSecret = ecdh.computeSecret(uaPublic);
  } catch {
    throw new InvalidSubscriptionKeysError('p256dh is not a point on P-256');
  }
  const salt = fixed?.salt ?? randomBytes(16);

  const ikm = hkdf(sharedSecret, authSecret, Buffer.concat([WEBPUSH_INFO, uaPublic, asPublic]), 32);
  const cek = hkdf(ikm, salt, CEK_INFO, 16);
  const nonce = hkdf(ikm, salt, NONCE_INFO, 12);

  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.update(LAST_RECORD), cipher.final(), cipher.getAuthTag()]);

  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header[20] = asPublic.length;
  return Buffer.concat([header, asPublic, ciphertext]);
}
