import { ixcBaseUrl } from '../../integrations/ixc/base-url';
import { IxcError } from '../../integrations/ixc/errors';
import { createIxcClient, type IxcClient } from '../../integrations/ixc/http-client';
import type { AdminDeps } from './admin-deps';

/**
 * A client of the provider's ERP from its stored row, whatever its status: the admin looks products up for a
 * suspended provider too, which the tenant directory (active providers only) does not serve. Null when no
 * provider has this client_id.
 */
export async function providerErp(deps: Pick<AdminDeps, 'prisma' | 'box' | 'ixcTimeoutMs'>, clientId: string): Promise<IxcClient | null> {
  const row = await deps.prisma.tenant.findUnique({
    where: { clientId },
    select: { clientId: true, ixcDomain: true, ixcAccessToken: true },
  });
  if (!row) return null;
  let baseUrl: string;
  try {
    baseUrl = ixcBaseUrl(row.ixcDomain);
  } catch {
    throw new IxcError('unavailable', 'ixc_domain is not an address', 'base-url');
  }
  return createIxcClient({ baseUrl, token: deps.box.open(row.ixcAccessToken, row.clientId), timeoutMs: deps.ixcTimeoutMs, listRetries: 1 });
}
