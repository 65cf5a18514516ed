import helmet from '@fastify/helmet';
import { MESSAGES } from '@central/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Browser-facing defaults: CSP and the other helmet headers; API answers are never cached; and a state
 * change sent by a browser from another origin is refused (cookie sessions + CSRF, ASVS 3.5). API clients
 * that send no Origin use bearer tokens and are not affected; bodies must be JSON (input-hygiene.ts), which a
 * cross-site form cannot send without a CORS preflight we never grant.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Fluent UI (Griffel) inserts its style rules at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          frameSrc: ["'self'", 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !isOwnOrigin(origin, request));
      if (crossSite) throw forbidden('CROSS_SITE_REQUEST', MESSAGES.crossSiteRequest);
    });

    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security' },
);

/**
 * The Origin a browser sends must be this very site: same scheme, host and port ("null", sent by sandboxed
 * frames and some redirects, never is). Behind a TLS proxy the scheme comes from X-Forwarded-Proto, which is
 * believed only from the proxies TRUST_PROXY names.
 */
function isOwnOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}
