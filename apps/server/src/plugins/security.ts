import helmet from 'helmet';
import { MESSAGES, speedTestUrlOf } from '@central/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Browser-facing defaults: CSP and the other helmet headers, worked out once at start and set on every answer (helmet's
 * Fastify plugin builds them anew for each request); API answers are never cached; and a state change sent by a
 * browser from another origin is refused (cookie sessions + CSRF, ASVS 3.5). API clients that send no Origin use
 * bearer tokens and are not affected; bodies must be JSON (input-hygiene.ts), which a cross-site form cannot send
 * without a CORS preflight we never grant.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Fluent UI (Griffel) inserts its style rules at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          // Speed tests are embedded over https; a provider's plain-http loopback one (the demo's) is added per page below.
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
    app.addHook('onRequest', (request, reply, done) =>
      setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );

    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !isOwnOrigin(origin, request));
      if (crossSite) throw forbidden('CROSS_SITE_REQUEST', MESSAGES.crossSiteRequest);
    });

    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      else allowProviderSpeedTestFrame(request, reply);
    });
  },
  { name: 'security' },
);

/**
 * The speed test's rule (packages/domain speed-test.ts) also accepts plain http to loopback, which the demo's runs
 * on. Such a frame is allowed on that provider's pages only, by its exact origin, never to every provider.
 */
function allowProviderSpeedTestFrame(request: FastifyRequest, reply: FastifyReply): void {
  const url = speedTestUrlOf(request.tenant?.featureFlags ?? []);
  if (!url || url.toLowerCase().startsWith('https:')) return;
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header('content-security-policy', policy.replace(/frame-src ([^;]*)/, `frame-src $1 ${new URL(url).origin}`));
}

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
