import { MESSAGES } from '@central/domain';
import { clientIdForHost, isWithinDomains } from './host';
import type { TenantsStore } from './tenants-store';

/** How the deployment names its providers' own addresses: TENANT_HOST_MARKERS and TLS_DOMAINS. */
export interface DeploymentHosts {
  hostMarkers: Record<string, string>;
  /** TLS_DOMAINS, parsed: the deployment's base domains, under which the first label names the provider. */
  tlsDomains: readonly string[];
}

export interface CustomDomainClaims {
  /**
   * Why `clientId` may not claim one of `domains`, in pt-BR, or null when it may: a name another provider lists, or a
   * name under the deployment's own domains that the host rule gives to another provider (claiming it would take that
   * provider's portal). Without TLS_DOMAINS the deployment names no base domain, so only the first check applies.
   */
  problem(clientId: string, domains: readonly string[]): Promise<string | null>;
}

export function createCustomDomainClaims(store: Pick<TenantsStore, 'customDomainsOfAnother'>, hosts: DeploymentHosts): CustomDomainClaims {
  return {
    async problem(clientId, domains) {
      for (const domain of domains) {
        const named = isWithinDomains(domain, hosts.tlsDomains) ? clientIdForHost(domain, hosts.hostMarkers, undefined) : null;
        if (named !== null && named !== clientId) return MESSAGES.customDomainOfDeployment.replace('{domain}', domain);
      }
      if (domains.length === 0) return null;
      const others = await store.customDomainsOfAnother(clientId, domains);
      const taken = others?.find((domain) => domains.includes(domain));
      return taken ? MESSAGES.customDomainTaken.replace('{domain}', taken) : null;
    },
  };
}
