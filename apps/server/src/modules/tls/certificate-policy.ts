import { isIP } from 'node:net';
import { clientIdForHost } from '../tenants/host';

/**
 * Which host names the reverse proxy may obtain a TLS certificate for on demand (issue 15): a real DNS name (no IP,
 * no bare label like `localhost`), within the operator's domains when `TLS_DOMAINS` names any, that belongs to a
 * provider by SPEC section 1's rule. Whether that provider is active is the directory's to say. Without this, anyone
 * pointing a name at the server would make it ask the CA for a certificate, and exhaust its rate limits.
 */
export function certificateClientId(
  domain: string,
  options: { hostMarkers: Record<string, string>; allowedDomains: readonly string[] },
): string | null {
  const host = domain.trim().toLowerCase().replace(/\.$/, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || host.length > 253 || isIP(host) !== 0) return null;
  if (host.split('.').some((label) => label.length > 63 || label.startsWith('-') || label.endsWith('-'))) return null;
  const inAllowedDomain = options.allowedDomains.length === 0 || options.allowedDomains.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
  if (!inAllowedDomain) return null;
  // No default tenant: a name that only the default would claim is nobody's.
  return clientIdForHost(host, options.hostMarkers, undefined);
}

/** `TLS_DOMAINS`: comma-separated domains (e.g. `central.example.com, minhafibra.com.br`); empty means any. */
export function parseTlsDomains(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
}
