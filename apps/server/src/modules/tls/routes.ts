import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { TenantDirectory } from '../tenants/tenant-directory';
import { certificateClientId } from './certificate-policy';

export interface TlsAskOptions {
  tenants: TenantDirectory;
  hostMarkers: Record<string, string>;
  /** TLS_DOMAINS, parsed. */
  allowedDomains: readonly string[];
}

/**
 * Caddy's on-demand TLS `ask` endpoint (deploy/Caddyfile): before obtaining a certificate for a name, Caddy asks
 * `GET /api/tls/ask?domain=<name>` and goes ahead only on a 2xx. 200 for the names of active providers (their custom
 * domains, and their subdomains under TLS_DOMAINS), 404 for anything else. Reached by the proxy over the internal
 * network, so it ignores the request's own Host.
 */
export const tlsAskRoutes: FastifyPluginAsyncTypebox<TlsAskOptions> = async (app, options) => {
  app.get(
    '/api/tls/ask',
    { schema: { querystring: Type.Object({ domain: Type.Optional(Type.String({ maxLength: 300 })) }) } },
    async (request, reply) => {
      const { hostMarkers, allowedDomains } = options;
      const clientId = certificateClientId(request.query.domain ?? '', {
        hostMarkers,
        allowedDomains,
        customDomains: await options.tenants.customDomains(),
      });
      const provider = clientId ? await options.tenants.byClientId(clientId) : null;
      return reply.status(provider ? 200 : 404).send(provider ? 'ok' : 'no provider');
    },
  );
};
