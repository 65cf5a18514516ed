/**
 * A tenant's `ixc_domain` may be a host ("erp.provedor.com.br"), a host and port, or a full base URL
 * ("http://127.0.0.1:8089", used as is). A bare host is reached over HTTPS.
 */
export function ixcBaseUrl(ixcDomain: string): string {
  const trimmed = ixcDomain.trim().replace(/\/+$/, '');
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = new URL(withScheme);
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path.endsWith('/webservice/v1') ? path : `${path}/webservice/v1`}`;
}
