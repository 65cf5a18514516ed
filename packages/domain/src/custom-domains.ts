import { MESSAGES } from './messages';

/**
 * A provider's own host names besides its subdomain: served as that provider by the host rule and the
 * only names a certificate is obtained for when the deployment names no TLS_DOMAINS. Whether a name is free (no
 * other provider owns it, it is no other provider's address on this deployment) is the server's to say.
 */

export const CUSTOM_DOMAINS_MAX = 20;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A DNS host name as stored: lower-case, two labels or more, no scheme, port, path or trailing dot, at most 253
 * characters, and not an IP address (a top-level label is never all digits).
 */
export function isCustomDomain(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return !/^\d+$/.test(labels[labels.length - 1]!);
}

/** A typed host name as it is stored: trimmed and lower-case (a name is case-insensitive). */
export const normalizeCustomDomain = (value: string): string => value.trim().toLowerCase();

/** The first problem of a list of custom domains, or null when it is fine (or absent). */
export function customDomainsProblem(entries: unknown): string | null {
  if (entries === undefined || entries === null) return null;
  if (!Array.isArray(entries) || entries.length > CUSTOM_DOMAINS_MAX) return MESSAGES.customDomainInvalid;
  const seen = new Set<string>();
  for (const entry of entries) {
    if (typeof entry !== 'string' || !isCustomDomain(entry)) return MESSAGES.customDomainInvalid;
    if (seen.has(entry)) return MESSAGES.customDomainDuplicate;
    seen.add(entry);
  }
  return null;
}
