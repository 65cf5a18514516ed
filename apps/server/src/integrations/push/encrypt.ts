import { createCipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';

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

/**
 * HKDF-SHA-256 (RFC 5869) in its two steps, for outputs of one block (at most 32 bytes), which is all RFC 8291
 * needs: the CEK and the nonce then share one extract. Two HMACs each cost a fraction of `hkdfSync`, which
 * makes key objects on every call; at 100,000 messages a broadcast that is seconds of CPU.
 */
const ONE = Buffer.from([1]);
const extract = (salt: Buffer, ikm: Buffer) => createHmac('sha256', salt).update(ikm).digest();
const expandOneBlock = (prk: Buffer, info: Buffer, length: number) =>
  createHmac('sha256', prk).update(info).update(ONE).digest().subarray(0, length);

/**
 * One ECDH object for the process, given a fresh key pair by generateKeys() for every message: making the object
 * and reading its public key again cost about a quarter of the key agreement itself. Safe because encryption is
 * synchronous: no other message can run between a message's new key and its use.
 */
const senderEcdh = createECDH('prime256v1');

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
  let ecdh = senderEcdh;
  let asPublic: Buffer;
  if (fixed) {
    ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(fixed.senderPrivateKey);
    asPublic = ecdh.getPublicKey();
  } else {
    asPublic = ecdh.generateKeys();
  }
  let sharedSecret: Buffer;
  try {
    sharedSecret = ecdh.computeSecret(uaPublic);
  } catch {
    throw new InvalidSubscriptionKeysError('p256dh is not a point on P-256');
  }
  const salt = fixed?.salt ?? randomBytes(16);

  const ikm = expandOneBlock(extract(authSecret, sharedSecret), Buffer.concat([WEBPUSH_INFO, uaPublic, asPublic]), 32);
  const prk = extract(salt, ikm);
  const cek = expandOneBlock(prk, CEK_INFO, 16);
  const nonce = expandOneBlock(prk, NONCE_INFO, 12);

  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.update(LAST_RECORD), cipher.final(), cipher.getAuthTag()]);

  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header[20] = asPublic.length;
  return Buffer.concat([header, asPublic, ciphertext]);
}
