import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyReads, readEarly } from '@/lib/http';
import { ShellCache } from './shell-cache';

afterEach(() => {
  dropEarlyReads();
  vi.unstubAllGlobals();
});

describe('ShellCache', () => {
  it('holds the answer of an early read that is in, as SWR keeps an answer, from the first time it is asked for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ invoices: [] }), { status: 200 })),
    );
    const cache = new ShellCache();
    expect(cache.get('/api/central/customer/list')).toBeUndefined();
    await readEarly('/api/central/customer/list');
    await vi.waitFor(() => expect(cache.get('/api/central/customer/list')).toEqual({ data: { invoices: [] } }));
    // It is then the cache's own entry: the same object each time, and SWR's writes replace it, over the early answer.
    expect(cache.get('/api/central/customer/list')).toBe(cache.get('/api/central/customer/list'));
    cache.set('/api/central/customer/list', { data: { invoices: ['5004'] } });
    expect(cache.get('/api/central/customer/list')).toEqual({ data: { invoices: ['5004'] } });
  });

  it('takes nothing for a read still under way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const cache = new ShellCache();
    void readEarly('/slow');
    expect(cache.get('/slow')).toBeUndefined();
    expect(cache.has('/slow')).toBe(false);
  });
});
