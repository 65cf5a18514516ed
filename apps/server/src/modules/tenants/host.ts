import { isIP } from 'node:net';

/**
 * The provider a host name belongs to (SPEC section 1): a host containing 'demo' is the demo provider; a
 * configured marker maps to its fixed provider id; otherwise the first label is the client_id. A bare host
 * (localhost, an IP address) has no label to read, so it gets the configured default tenant, if any.
 */
export function clientIdForHost(
  hostname: string,
  markers: Record<string, string>,
  defaultTenant: string | undefined,
): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host) return null;
  if (host.includes('demo')) return 'demo';
  for (const [marker, clientId] of Object.entries(markers)) {
    if (host.includes(marker)) return clientId;
  }
  if (!host.includes('.') || isIP(host) !== 0) return defaultTenant ?? null;
  return host.split('.')[0] ?? null;
}
