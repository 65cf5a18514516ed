import { isIP } from 'node:net';
import { clientIdForHost, isWithinDomains, normalizeHost } from '../tenants/host';

export interface CertificatePolicy {
  hostMarkers: Record<string, string>;
  /** TLS_DOMAINS: the deployment's own domains, under which a provider's subdomain is named by the host rule. */
  allowedDomains: readonly string[];
  /** Every provider's custom domains (host name -> client_id). */
  customDomains: ReadonlyMap<string, string>;
}

/**
 * Which provider a host name may get a TLS certificate for on demand, if any. Only a real DNS name
 * (no IP, no bare label like `localhost`) that a provider owns qualifies:
 * - a name a provider lists among its custom domains, always;
 * - a name under one of the operator's TLS_DOMAINS, by the rule of docs/product/subscriber.md#providers-and-hosts (its
 * first label, a host marker, 'demo'). With TLS_DOMAINS unset only the custom domains qualify: a name is never approved
 * merely because its first label is a client_id, or else anyone pointing `acme.attacker.example` at the server would
 * get a certificate issued for it (and spend the CA's rate limits). Whether that provider is active is the directory's
 * to say.
 */
export function certificateClientId(domain: string, policy: CertificatePolicy): string | null {
  const host = normalizeHost(domain.trim());
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || host.length > 253 || isIP(host) !== 0) return null;
  if (host.split('.').some((label) => label.length > 63 || label.startsWith('-') || label.endsWith('-'))) return null;
  const owner = policy.customDomains.get(host);
  if (owner) return owner;
  if (!isWithinDomains(host, policy.allowedDomains)) return null;
  // No default tenant: a name that only the default would claim is nobody's.
  return clientIdForHost(host, policy.hostMarkers, undefined);
}

/** `TLS_DOMAINS`: comma-separated domains (e.g. `central.example.com, minhafibra.com.br`); empty means none. */
export function parseTlsDomains(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((domain) =>
      domain
        .trim()
        .toLowerCase()
        .replace(/^\.+|\.+$/g, ''),
    )
    .filter(Boolean);
}
