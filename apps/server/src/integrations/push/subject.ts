import { isIP } from 'node:net';

/**
 * The VAPID `sub` (RFC 8292 section 2.1): a `mailto:` or `https:` URL by which a push service can reach the sender's
 * operator. Push services check it: Apple's answers 403 BadJwtToken to a `localhost` or `.local` address, so a
 * subject must name a real domain. See docs/decisions/016-web-push.md.
 */

/**
 * The subject outside production when neither PUSH_SUBJECT nor the provider's contact e-mail gives one: an address
 * of IANA's example.com, which push services accept and which reaches nobody. Production requires PUSH_SUBJECT.
 */
export const DEMO_PUSH_SUBJECT = 'mailto:push-demo@example.com';

const DOMAIN = /^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+$/;

/** Why `host` is not a real domain name, or null when it is one. */
function hostProblem(rawHost: string): string | null {
  const host = rawHost.toLowerCase().replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return 'names an IP address, not a domain';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'names localhost, which push services refuse';
  if (host.endsWith('.local')) return 'names a .local host, which push services refuse';
  if (!host.includes('.')) return 'names a single-label host, not a domain';
  if (!DOMAIN.test(host)) return 'does not name a domain (use its ASCII, punycode form)';
  return null;
}

/**
 * Why `subject` would not do as a VAPID `sub` at a push service, or null when it would: a `mailto:` of one address
 * at a real domain, or an `https:` URL of a real domain (no localhost, no .local, no IP address, no single-label
 * host).
 */
export function pushSubjectProblem(subject: string): string | null {
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    return 'must be a mailto: or https: URL';
  }
  if (url.protocol === 'https:') {
    const problem = hostProblem(url.hostname);
    return problem && `the https: URL ${problem}`;
  }
  if (url.protocol !== 'mailto:') return 'must be a mailto: or https: URL';
  const address = url.pathname;
  const at = address.lastIndexOf('@');
  if (url.search !== '' || address.includes(',') || at < 1 || at === address.length - 1)
    return 'the mailto: must hold one address, name@domain';
  const problem = hostProblem(address.slice(at + 1));
  return problem && `the mailto: address ${problem}`;
}

/**
 * The subject of a provider's pushes: PUSH_SUBJECT when the operator set it (always in production); else `mailto:`
 * the provider's contact e-mail when push services would take it; else `DEMO_PUSH_SUBJECT`.
 */
export function pushSubjectFor(configured: string | undefined, contactEmail: string | null | undefined): string {
  if (configured) return configured;
  const contact = contactEmail?.trim();
  if (contact && pushSubjectProblem(`mailto:${contact}`) === null) return `mailto:${contact}`;
  return DEMO_PUSH_SUBJECT;
}
