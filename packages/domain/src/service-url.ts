/**
 * The one rule for the addresses an admin saves (docs/product/admin.md#customer-form), and the rule that binds a stored
 * secret to the place it is sent: the ERP token, the card gateway's merchant key, a partner app's secret (Nextcloud's
 * included) and the ACS credential go only to the origin they were typed for.
 */

export const URL_MAX_LENGTH = 500;

/** An http(s) address with a host name or an IPv4 address, no spaces and no user:password part. */
const URL_PATTERN = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/**
 * The WHATWG URL parser, which browsers and Node both have; this package is compiled without either's type library,
 * so the little it reads is declared here.
 */
declare const URL: new (input: string) => { protocol: string; origin: string };

function httpUrl(value: string): { origin: string } | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * An absolute http(s) address of at most 500 characters that the URL standard parses as well, so that what is
 * saved is what the server can call later: `http://[::1`, port 99999 or `http://1.2.3.999` never get stored.
 */
export function isValidUrl(value: string): boolean {
  return value.length <= URL_MAX_LENGTH && URL_PATTERN.test(value) && httpUrl(value) !== null;
}

/**
 * A provider's `ixc_domain` as the address it names: a host ("erp.provedor.com.br") or a host and port is reached
 * over https, a full base URL ("http://127.0.0.1:8089") is used as is. Null when it is no valid address.
 */
export function ixcDomainUrl(ixcDomain: string): string | null {
  const trimmed = ixcDomain.trim().replace(/\/+$/, '');
  if (trimmed === '' || trimmed.length > URL_MAX_LENGTH) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return isValidUrl(withScheme) ? withScheme : null;
}

/** Scheme, host and port of an address ("https://erp.example.com:8443"), or null when it is no valid address. */
export function urlOrigin(value: string): string | null {
  return isValidUrl(value) ? httpUrl(value)!.origin : null;
}

/**
 * Whether saving `next` where `stored` was sends a stored secret somewhere else: their origins differ. Only the
 * origin counts (a new path on the same server is the same destination); an address that does not parse is
 * compared as written. Nothing stored yet means no secret can be redirected.
 */
export function changesOrigin(stored: string | null | undefined, next: string | null | undefined): boolean {
  if (stored === null || stored === undefined || stored.trim() === '') return false;
  const origin = (value: string) => urlOrigin(value.trim()) ?? value.trim();
  return origin(stored) !== origin(next ?? '');
}

/**
 * The one check of every form that holds an address and its write-only secret: a secret is stored, none is typed in
 * this save, and the address moves to another origin. The secret must then be typed again, or the admin (or whoever
 * holds the admin's session) could send the stored one to a host of their choosing.
 */
export function secretMustBeRetyped(binding: {
  storedUrl: string | null | undefined;
  url: string | null | undefined;
  secretStored: boolean;
  secretGiven: boolean;
}): boolean {
  return binding.secretStored && !binding.secretGiven && changesOrigin(binding.storedUrl, binding.url);
}
