import { createWatchSimulator, WATCH_SANDBOX_CLIENT, type WatchSimulator } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWatchClient, type WatchClient } from './client';

/** The bearer token's life: fetched once, shared, renewed before expiry, and renewed once after a 401. */

let clock: Date;
let simulator: WatchSimulator;
let client: WatchClient;
const TTL = 3600;

const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const tokenRequests = () => simulator.requests().filter((entry) => entry.route === 'token').length;

beforeAll(async () => {
  simulator = createWatchSimulator({ now: () => clock, tokenTtlSeconds: TTL });
  await simulator.listen();
});
afterAll(() => simulator.close());
beforeEach(() => {
  simulator.reset();
  clock = new Date('2026-11-23T12:00:00Z');
  client = createWatchClient({ url: simulator.origin, ...WATCH_SANDBOX_CLIENT, timeoutMs: 2_000, now: () => clock });
});

describe('the bearer token', () => {
  it('is fetched once and reused by later calls', async () => {
    await client.status('a@example.com');
    await client.status('b@example.com');
    advance(TTL - 120);
    await client.status('c@example.com');
    expect(tokenRequests()).toBe(1);
  });

  it('is fetched by one request for calls made at the same moment', async () => {
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => client.status(`${name}@example.com`)));
    expect(tokenRequests()).toBe(1);
  });

  it('is renewed shortly before expires_in, before Watch would refuse it', async () => {
    await client.status('a@example.com');
    advance(TTL - 30);
    await client.status('a@example.com');
    expect(tokenRequests()).toBe(2);
    expect(simulator.requests().filter((entry) => entry.status === 401)).toEqual([]);
  });

  it('is renewed once after a 401, and the call goes through', async () => {
    await client.status('a@example.com');
    simulator.expireTokens();
    expect(await client.status('a@example.com')).toBeNull();
    expect(simulator.requests().map((entry) => [entry.route, entry.status])).toEqual([
      ['token', 200],
      ['getTickets', 200],
      ['getTickets', 401],
      ['token', 200],
      ['getTickets', 200],
    ]);
  });

  it('shares one renewal among calls refused together', async () => {
    await client.status('a@example.com');
    simulator.expireTokens();
    await Promise.all(['a', 'b', 'c'].map((name) => client.status(`${name}@example.com`)));
    expect(tokenRequests()).toBe(2);
  });

  it('gives up as unauthorized when the fresh token is refused too', async () => {
    simulator.failNext('getTickets', { status: 401, times: 2 });
    await expect(client.status('a@example.com')).rejects.toMatchObject({ failure: 'unauthorized', httpStatus: 401 });
    expect(tokenRequests()).toBe(2);
  });

  it('is fetched again after a failed token request', async () => {
    simulator.failNext('token', { status: 503 });
    await expect(client.status('a@example.com')).rejects.toMatchObject({ failure: 'unavailable', operation: 'POST /oauth/token' });
    expect(await client.status('a@example.com')).toBeNull();
  });
});
