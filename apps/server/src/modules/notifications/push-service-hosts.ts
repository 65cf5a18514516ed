/**
 * Which push services the server will ever POST to (SSRF guard): a subscription's endpoint is an https URL whose
 * host matches one of PUSH_SERVICE_HOSTS, a comma-separated list of host names, `*.suffix` patterns (subdomains
 * only) and either with `:port`. Without a port, only the https default (443) matches.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const PATTERN = new RegExp(`^(\\*\\.)?(${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?$`);

/** The list as PUSH_SERVICE_HOSTS spells it, lower-cased and checked; throws on an entry that is no host pattern. */
export function parsePushServiceHosts(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    const match = PATTERN.exec(entry);
    const port = match?.[3] === undefined ? 443 : Number(match[3]);
    if (!match || port < 1 || port > 65535) throw new Error(`"${entry}" is not a host name, *.suffix or host:port`);
  }
  return entries;
}

/** Whether the server may send pushes to this endpoint: https, no credentials, a host (and port) on the list. */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const port = url.port === '' ? '443' : url.port;
  return hosts.some((pattern) => {
    const match = PATTERN.exec(pattern);
    if (!match || (match[3] ?? '443') !== port) return false;
    const [, wildcard, host] = match;
    return wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
  });
}
