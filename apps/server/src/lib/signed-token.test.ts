import { describe, expect, it } from 'vitest';
import { createTokenSigner, keyedHash } from './signed-token';

describe('signed tokens', () => {
  it('verify for their own purpose and carry their payload', () => {
    const signer = createTokenSigner('secret-one');
    const token = signer.sign('session', { sid: 'abc' }, 60);
    expect(signer.verify<{ sid: string }>('session', token)?.sid).toBe('abc');
    expect(signer.verify('recovery-document', token)).toBeNull();
  });

  it('fail with another secret, a changed payload or after expiry', () => {
    let now = 1_000_000;
    const signer = createTokenSigner('secret-one', () => now);
    const token = signer.sign('session', { sid: 'abc' }, 60);
    expect(createTokenSigner('secret-two', () => now).verify('session', token)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ sid: 'xyz', use: 'session', exp: 9e9 })).toString('base64url')}.${signature}`;
    expect(signer.verify('session', forged)).toBeNull();
    now += 61_000;
    expect(signer.verify('session', token)).toBeNull();
  });

  it('ignore garbage', () => {
    const signer = createTokenSigner('secret');
    for (const garbage of [undefined, '', 'a', 'a.b.c', '.', 'x'.repeat(5000)]) expect(signer.verify('session', garbage)).toBeNull();
  });

  it('keyed hashes depend on the key and on every part', () => {
    expect(keyedHash('k', 'a', 'b')).toBe(keyedHash('k', 'a', 'b'));
    expect(keyedHash('k', 'a', 'b')).not.toBe(keyedHash('k2', 'a', 'b'));
    expect(keyedHash('k', 'ab', '')).not.toBe(keyedHash('k', 'a', 'b'));
  });
});
