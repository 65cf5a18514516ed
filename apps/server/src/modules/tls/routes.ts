import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { TlsService } from './tls-service';

/**
 * Caddy's on-demand TLS `ask` endpoint (deploy/Caddyfile): before obtaining a certificate for a name, Caddy asks
 * `GET /api/tls/ask?domain=<name>` and goes ahead only on a 2xx. 200 for the names of active providers (their custom
 * domains, and their subdomains under TLS_DOMAINS), 404 for anything else. Reached by the proxy over the internal
 * network, so it ignores the request's own Host.
 */
export const tlsAskRoutes: FastifyPluginAsyncTypebox<{ tls: TlsService }> = async (app, { tls }) => {
  app.get(
    '/api/tls/ask',
    { schema: { querystring: Type.Object({ domain: Type.Optional(Type.String({ maxLength: 300 })) }) } },
    async (request, reply) => {
      const approved = await tls.mayIssue(request.query.domain ?? '');
      return reply.status(approved ? 200 : 404).send(approved ? 'ok' : 'no provider');
    },
  );
};
