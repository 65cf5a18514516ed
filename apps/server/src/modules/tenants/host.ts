import { isIP } from 'node:net';

/** A host name as the rules compare it: lower-case, without the trailing dot of a fully qualified name. */
export const normalizeHost = (hostname: string): string => hostname.toLowerCase().replace(/\.$/, '');

/**
 * The provider a host name belongs to (docs/product/subscriber.md#providers-and-hosts): a name a provider lists among
 * its custom domains is that provider's (an explicit claim wins over the rules below, which read parts of the name); a
 * host containing 'demo' is the demo provider; a configured marker maps to its fixed provider id; otherwise the first
 * label is the client_id. A bare host (localhost, an IP address) has no label to read, so it gets the configured
 * default tenant.
 */
export function clientIdForHost(
  hostname: string,
  markers: Record<string, string>,
  defaultTenant: string | undefined,
  customDomains: ReadonlyMap<string, string> = new Map(),
): string | null {
  const host = normalizeHost(hostname);
  if (!host) return null;
  const owner = customDomains.get(host);
  if (owner) return owner;
  if (host.includes('demo')) return 'demo';
  for (const [marker, clientId] of Object.entries(markers)) {
    if (host.includes(marker)) return clientId;
  }
  if (!host.includes('.') || isIP(host) !== 0) return defaultTenant ?? null;
  return host.split('.')[0] ?? null;
}

/** Whether `host` is one of `domains` or a name under one of them. */
export function isWithinDomains(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
