import { ixcDomainUrl } from '@central/domain';

/**
 * The webservice base of a tenant's `ixc_domain`, by the admin form's own rule (packages/domain ixcDomainUrl): a host
 * ("erp.provedor.com.br") or a host and port is reached over HTTPS, a full base URL ("http://127.0.0.1:8089") is used
 * as is. Throws for a value that is no address (one stored before the rule, or written to the database by hand).
 */
export function ixcBaseUrl(ixcDomain: string): string {
  const address = ixcDomainUrl(ixcDomain);
  if (address === null) throw new Error('ixc_domain is not an http(s) address');
  const url = new URL(address);
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path.endsWith('/webservice/v1') ? path : `${path}/webservice/v1`}`;
}
