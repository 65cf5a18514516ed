import { describe, expect, it } from 'vitest';
import { createDecoyHash, DEFAULT_SCRYPT_COST, hashPassword, verifyPassword } from './password-hash';

const CHEAP = { ln: 10, r: 8, p: 1 };

describe('password hashes', () => {
  it('are PHC strings that carry their parameters and a random salt', async () => {
    const first = await hashPassword('correct horse battery', CHEAP);
    const second = await hashPassword('correct horse battery', CHEAP);
    expect(first).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('correct horse battery', CHEAP);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verify a hash made at another cost, so the cost can be raised later', async () => {
    const older = await hashPassword('s3nha-antiga-123', { ln: 11, r: 8, p: 1 });
    expect(await verifyPassword('s3nha-antiga-123', older)).toBe(true);
  });

  it('refuse anything that is not one of our hashes, and absurd costs', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=40,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g')).toBe(
      false,
    );
  });

  it('use N = 2^17, r = 8, p = 1 by default', async () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ ln: 17, r: 8, p: 1 });
    const stored = await hashPassword('a production password', DEFAULT_SCRYPT_COST);
    expect(stored.startsWith('$scrypt$ln=17,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('a production password', stored)).toBe(true);
  });

  it('make one decoy hash per process, which no password matches', async () => {
    const decoy = createDecoyHash(CHEAP);
    const hash = await decoy();
    expect(await decoy()).toBe(hash);
    expect(await verifyPassword('', hash)).toBe(false);
  });
});

describe('password hashing under a burst', () => {
  it('derives at most two hashes at a time, so a burst of sign-ins queues instead of taking the memory', async () => {
    const stored = await hashPassword('uma senha qualquer');
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const results = await Promise.all(Array.from({ length: 6 }, () => verifyPassword('uma senha qualquer', stored)));
      expect(results).toEqual(Array(6).fill(true));
    } finally {
      clearInterval(sampler);
    }
    // Each derivation holds 128 MiB: two at a time stay near 256 MiB, where libuv's four threads would take 512.
    expect(peak - before).toBeLessThan(380 * 1024 * 1024);
    // Seven production-cost derivations, two at a time: about 3 s on an idle 2-core machine, more when it is busy.
  }, 30_000);
});
