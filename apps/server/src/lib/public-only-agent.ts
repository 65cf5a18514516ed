import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { isPublicAddress } from './public-address';

/** A connection refused because its host is, or resolves to, an address that is not public. */
export class NotPublicAddressError extends Error {
  constructor(host: string) {
    super(`${host} is not a public address`);
    this.name = 'NotPublicAddressError';
  }
}

export type Resolve = (hostname: string, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;

const systemResolve: Resolve = (hostname, callback) => dnsLookup(hostname, { all: true, verbatim: true }, callback);

export interface PublicOnlyAgentOptions {
  /** Which addresses may be connected to (default: public ones; IMAGE_FETCH_ALLOW_PRIVATE allows any). */
  allowAddress?: (address: string) => boolean;
  connectTimeoutMs: number;
  /** The host name's addresses (default: the system resolver, every address). */
  resolve?: Resolve;
}

/**
 * An undici Agent that connects only to public addresses. A host name is resolved once per connection, every address
 * it has is judged (one private answer refuses the host), and the socket connects to the address that was judged:
 * the check is the connection's own lookup, so a name that changes its answer between a check and the connect (DNS
 * rebinding) cannot slip through. An IP address in the URL never reaches a lookup, so it is judged before connecting.
 */
export function createPublicOnlyAgent(options: PublicOnlyAgentOptions): Agent {
  const allowed = options.allowAddress ?? isPublicAddress;
  const connector = buildConnector({ timeout: options.connectTimeoutMs, lookup: checkedLookup(options.resolve ?? systemResolve, allowed) });
  return new Agent({
    connect(connectOptions, callback) {
      const host = connectOptions.hostname.replace(/^\[(.*)\]$/, '$1');
      if (isIP(host) && !allowed(host)) return callback(new NotPublicAddressError(host), null);
      return connector(connectOptions, callback);
    },
  });
}

function checkedLookup(resolve: Resolve, allowed: (address: string) => boolean): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolve(hostname, (error, found) => {
      if (error) return callback(error, '');
      const family = lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family === 'IPv6' ? 6 : lookupOptions.family;
      const addresses = found.filter((entry) => !family || entry.family === family);
      if (addresses.length === 0 || found.some((entry) => !allowed(entry.address)))
        return callback(new NotPublicAddressError(hostname), '');
      // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily), else for one.
      if (lookupOptions.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
