import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it("reads nothing, a hop count, or the proxies' addresses and ranges", () => {
    expect(parseTrustProxy(undefined, true)).toBe(false);
    expect(parseTrustProxy('false', true)).toBe(false);
    expect(parseTrustProxy('0', true)).toBe(false);
    expect(parseTrustProxy('1', true)).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback', true)).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true in production with a message that says what to set instead', () => {
    expect(() => parseTrustProxy('true', true)).toThrow(/forges X-Forwarded-For.*TRUST_PROXY=1/);
    expect(parseTrustProxy('true', false)).toBe(true);
  });

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/2', ',', 'fd00::/129'])('refuses %s', (value) => {
    expect(() => parseTrustProxy(value, false)).toThrow(/TRUST_PROXY must be/);
  });

  it("trusts exactly as many hops as counted, starting at the socket's peer", () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.5', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
