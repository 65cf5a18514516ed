import { MESSAGES } from '@central/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, notFound } from '../lib/app-error';
import { clientIdForHost } from '../modules/tenants/host';
import type { ActiveTenant, TenantDirectory } from '../modules/tenants/tenant-directory';

declare module 'fastify' {
  interface FastifyRequest {
    /** The provider this host belongs to, or null when there is none (the 404 page). */
    tenant: ActiveTenant | null;
  }
}

export interface TenancyOptions {
  tenants: TenantDirectory;
  hostMarkers: Record<string, string>;
  defaultTenant: string | undefined;
}

/** Static files are the same for every provider and skip the lookup (/favicon.ico is the provider's: plugins/site-files.ts). */
const TENANTLESS = /^\/(assets\/|api\/health$|api\/ready$|api\/tls\/ask(\?|$))/;

/**
 * The tenant comes from the host (docs/product/subscriber.md#providers-and-hosts), or from a provider's custom domains.
 * A `client_id` header, sent by the web app on every call, must name the same tenant, or the request is refused
 * (ARCHITECTURE decision 5).
 */
export default fp<TenancyOptions>(
  async function tenancyPlugin(app: FastifyInstance, options) {
    app.decorateRequest('tenant', null);
    app.addHook('onRequest', async (request) => {
      if (TENANTLESS.test(request.url)) return;
      const clientId = clientIdForHost(request.hostname, options.hostMarkers, options.defaultTenant, await options.tenants.customDomains());
      request.tenant = clientId ? await options.tenants.byClientId(clientId) : null;
      const claimed = request.headers.client_id;
      if (claimed !== undefined && request.tenant && claimed !== request.tenant.clientId) {
        throw new AppError('TENANT_MISMATCH', 400, MESSAGES.tenantMismatch);
      }
    });
  },
  { name: 'tenancy' },
);

/** The request's tenant; a host that belongs to no provider answers 404. */
export function tenantOf(request: FastifyRequest): ActiveTenant {
  if (!request.tenant) throw notFound('TENANT_NOT_FOUND', MESSAGES.notFoundPage);
  return request.tenant;
}
