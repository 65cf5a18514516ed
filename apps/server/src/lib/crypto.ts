import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (ERP tokens, later ACS and gateway keys): AES-256-GCM with a random 96-bit IV per value,
 * the owner's id as additional data (a ciphertext moved to another tenant does not decrypt), and a key
 * version prefix so keys can rotate: "v1:<iv>:<ciphertext>:<tag>", each part base64url.
 */
export interface SecretBox {
  seal(plaintext: string, owner: string): string;
  open(sealed: string, owner: string): string;
}

export function createSecretBox(keyRing: string): SecretBox {
  const keys = parseKeyRing(keyRing);
  const [currentVersion, currentKey] = keys[0]!;
  const byVersion = new Map(keys);
  return {
    seal(plaintext, owner) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv).setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [currentVersion, iv, body, cipher.getAuthTag()].map(encodePart).join(':');
    },
    open(sealed, owner) {
      const [version, iv, body, tag] = sealed.split(':');
      const key = version ? byVersion.get(version) : undefined;
      if (!key || !iv || body === undefined || !tag) throw new Error('Unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(owner)).setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

function encodePart(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}

function parseKeyRing(ring: string): Array<[string, Buffer]> {
  const entries = ring
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const keys = entries.map((entry): [string, Buffer] => {
    const [version, encoded] = entry.includes(':') ? entry.split(':', 2) : ['v1', entry];
    const key = Buffer.from(encoded!, 'base64');
    if (key.length !== 32) throw new Error(`Secrets key ${version} must be 32 bytes of base64`);
    return [version!, key];
  });
  if (keys.length === 0) throw new Error('Secrets key ring is empty');
  return keys;
}
