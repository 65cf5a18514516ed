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
 * `GET /api/tls/ask?domain=<name>` and goes ahead only on a 2xx. 200 for the names of active providers, 404 for
 * anything else. Reached by the proxy over the internal network, so it ignores the request's own Host.
 */
export const tlsAskRoutes: FastifyPluginAsyncTypebox<TlsAskOptions> = async (app, options) => {
  app.get(
    '/api/tls/ask',
    { schema: { querystring: Type.Object({ domain: Type.Optional(Type.String({ maxLength: 300 })) }) } },
    async (request, reply) => {
      const clientId = certificateClientId(request.query.domain ?? '', options);
      const provider = clientId ? await options.tenants.byClientId(clientId) : null;
      return reply.status(provider ? 200 : 404).send(provider ? 'ok' : 'no provider');
    },
  );
};
