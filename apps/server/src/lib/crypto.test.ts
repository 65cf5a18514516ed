import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './crypto';

const key = () => randomBytes(32).toString('base64');

describe('secret box', () => {
  it('opens what it sealed, for the same owner only', () => {
    const box = createSecretBox(`v1:${key()}`);
    const sealed = box.seal('1:token', 'demo');
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(box.open(sealed, 'demo')).toBe('1:token');
    expect(() => box.open(sealed, 'acme')).toThrow();
  });

  it('uses a fresh IV each time, so equal secrets do not look equal', () => {
    const box = createSecretBox(key());
    expect(box.seal('same', 'demo')).not.toBe(box.seal('same', 'demo'));
  });

  it('refuses a tampered ciphertext', () => {
    const box = createSecretBox(key());
    const [version, iv, body, tag] = box.seal('secret', 'demo').split(':');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, iv, flipped.toString('base64url'), tag].join(':'), 'demo')).toThrow();
  });

  it('rotates: a new current key seals, old keys still open', () => {
    const oldKey = key();
    const sealedBefore = createSecretBox(`v1:${oldKey}`).seal('secret', 'demo');
    const rotated = createSecretBox(`v2:${key()},v1:${oldKey}`);
    expect(rotated.open(sealedBefore, 'demo')).toBe('secret');
    expect(rotated.seal('secret', 'demo')).toMatch(/^v2:/);
  });

  it('refuses a key of the wrong size', () => {
    expect(() => createSecretBox(`v1:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
  });
});
