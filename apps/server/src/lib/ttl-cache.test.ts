import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('TTL cache', () => {
  it('shares one load between concurrent readers and serves it until it expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache({ now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', 100, load), cache.get('k', 100, load)])).toEqual([1, 1]);
    now = 99;
    expect(await cache.get('k', 100, load)).toBe(1);
    now = 100;
    expect(await cache.get('k', 100, load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache();
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('ERP down')))).rejects.toThrow('ERP down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', 1000, async () => 'ok')).toBe('ok');
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = createTtlCache({ maxEntries: 2 });
    await cache.get('a', 1000, async () => 1);
    await cache.get('b', 1000, async () => 2);
    await cache.get('c', 1000, async () => 3);
    expect(await cache.get('a', 1000, async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('c', 1000, async () => 'reloaded')).toBe(3);
  });

  it('keeps what is read: the least recently used goes first', async () => {
    const cache = createTtlCache({ maxEntries: 2 });
    await cache.get('a', 1000, async () => 1);
    await cache.get('b', 1000, async () => 2);
    await cache.get('a', 1000, async () => 'reloaded');
    await cache.get('c', 1000, async () => 3);
    expect(await cache.get('a', 1000, async () => 'reloaded')).toBe(1);
    expect(await cache.get('b', 1000, async () => 'reloaded')).toBe('reloaded');
  });
});
