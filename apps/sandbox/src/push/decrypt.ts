import { createDecipheriv, createECDH, createHmac } from 'node:crypto';

/** What a browser keeps for one subscription: its ECDH private key and public point, and the auth secret. */
export interface ReceiverKeys {
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export class DecryptError extends Error {}

const TAG_LENGTH = 16;

/** RFC 5869 written out with HMAC, so it shares no code with the sender's `hkdfSync`. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  return createHmac('sha256', prk)
    .update(info)
    .update(Buffer.from([1]))
    .digest()
    .subarray(0, length);
}

/**
 * The receiving side of RFC 8291 (a user agent): reads the RFC 8188 header, derives the key and nonce, and opens
 * every record (nonce XOR sequence number), stripping padding and checking the 0x01/0x02 delimiters.
 */
export function decryptPushBody(body: Buffer, keys: ReceiverKeys): Buffer {
  if (body.length < 21) throw new DecryptError('body shorter than the header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  if (idLength !== 65) throw new DecryptError('keyid is not a P-256 public point');
  if (recordSize < 18) throw new DecryptError('record size too small');
  const senderPublic = body.subarray(21, 21 + idLength);

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  let shared: Buffer;
  try {
    shared = ecdh.computeSecret(senderPublic);
  } catch {
    throw new DecryptError('keyid is not a point on P-256');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]);
  const ikm = hkdf(keys.authSecret, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const records = body.subarray(21 + idLength);
  if (records.length === 0) throw new DecryptError('no records');
  const plaintexts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= records.length;
    plaintexts.push(unpad(openRecord(record, cek, nonceFor(baseNonce, sequence)), last));
  }
  return Buffer.concat(plaintexts);
}

function nonceFor(base: Buffer, sequence: number): Buffer {
  const nonce = Buffer.from(base);
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
  return nonce;
}

function openRecord(record: Buffer, cek: Buffer, nonce: Buffer): Buffer {
  if (record.length <= TAG_LENGTH) throw new DecryptError('record shorter than its tag');
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
  try {
    return Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_LENGTH)), decipher.final()]);
  } catch {
    throw new DecryptError('authentication failed');
  }
}

function unpad(padded: Buffer, last: boolean): Buffer {
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0) throw new DecryptError('record without delimiter');
  if (padded[end] !== (last ? 2 : 1)) throw new DecryptError('wrong record delimiter');
  return padded.subarray(0, end);
}
