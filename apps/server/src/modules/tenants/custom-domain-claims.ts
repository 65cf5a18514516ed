import { MESSAGES } from '@central/domain';
import type { Prisma } from '../../db/database';
import { clientIdForHost, isWithinDomains } from './host';

/** How the deployment names its providers' own addresses: TENANT_HOST_MARKERS and TLS_DOMAINS. */
export interface DeploymentHosts {
  hostMarkers: Record<string, string>;
  /** TLS_DOMAINS, parsed: the deployment's base domains, under which the first label names the provider. */
  tlsDomains: readonly string[];
}

/**
 * Why `clientId` may not claim one of `domains`, in pt-BR, or null when it may: a name another provider lists, or a
 * name under the deployment's own domains that the host rule gives to another provider (claiming it would take that
 * provider's portal). Without TLS_DOMAINS the deployment names no base domain, so only the first check applies.
 */
export async function customDomainClaimProblem(
  prisma: Prisma,
  hosts: DeploymentHosts,
  clientId: string,
  domains: readonly string[],
): Promise<string | null> {
  for (const domain of domains) {
    const named = isWithinDomains(domain, hosts.tlsDomains) ? clientIdForHost(domain, hosts.hostMarkers, undefined) : null;
    if (named !== null && named !== clientId) return MESSAGES.customDomainOfDeployment.replace('{domain}', domain);
  }
  if (domains.length === 0) return null;
  const other = await prisma.tenant.findFirst({
    where: { customDomains: { hasSome: [...domains] }, NOT: { clientId } },
    select: { customDomains: true },
  });
  const taken = other?.customDomains.find((domain) => domains.includes(domain));
  return taken ? MESSAGES.customDomainTaken.replace('{domain}', taken) : null;
}
