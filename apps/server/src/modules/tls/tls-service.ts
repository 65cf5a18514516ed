import type { TenantDirectory } from '../tenants/tenant-directory';
import { certificateClientId } from './certificate-policy';

export interface TlsPorts {
  tenants: Pick<TenantDirectory, 'customDomains' | 'byClientId'>;
  hostMarkers: Record<string, string>;
  /** TLS_DOMAINS, parsed. */
  allowedDomains: readonly string[];
}

/** Which names the proxy may obtain a certificate for on demand (certificate-policy.ts). */
export function createTlsService({ tenants, hostMarkers, allowedDomains }: TlsPorts) {
  return {
    /** Whether `domain` names an active provider: one of its custom domains, or its subdomain under TLS_DOMAINS. */
    async mayIssue(domain: string): Promise<boolean> {
      const clientId = certificateClientId(domain, { hostMarkers, allowedDomains, customDomains: await tenants.customDomains() });
      return (clientId ? await tenants.byClientId(clientId) : null) !== null;
    },
  };
}

export type TlsService = ReturnType<typeof createTlsService>;
