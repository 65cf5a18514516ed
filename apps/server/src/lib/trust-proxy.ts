import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes from us: nothing, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | true | number | string[];

/** proxy-addr's names for address ranges (loopback is 127.0.0.1/8 and ::1, and so on). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY (docs/decisions/009). Every IP-based limit depends on the client address, and
 * X-Forwarded-For is written by whoever sends the request: only the entries added by proxies we run can be
 * believed. So the setting names those proxies, by count ("1": one load balancer in front) or by address
 * ("10.0.0.0/8,127.0.0.1"). `true` would believe the leftmost entry, which any client can forge: refused in
 * production.
 */
export function parseTrustProxy(value: string | undefined, production: boolean): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    if (production) {
      throw new Error(
        'TRUST_PROXY=true would believe any client that forges X-Forwarded-For; give the number of proxies in ' +
          'front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8)',
      );
    }
    return true;
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (invalid.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be false, a hop count, or addresses/CIDRs separated by commas; not understood: ${invalid.join(', ') || text}`,
    );
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d+$/.test(bits) && size <= (version === 4 ? 32 : 128);
}

/**
 * The value for Fastify. A hop count becomes "trust the first N addresses, counting from the socket's peer":
 * Fastify itself refuses numbers (it cannot tell a proxy from a client that connects directly), so a hop
 * count is only right where the server can be reached through those proxies alone; addresses are safer.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
