import cookie from '@fastify/cookie';
import { MESSAGES } from '@central/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { createAppContext } from './app-context';
import type { AppDependencies } from './app-dependencies';
import { createIdempotencyStore } from './lib/idempotency-store';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { loggerOptions } from './logger';
import { registerAcs } from './modules/acs/wiring';
import { registerAdmin } from './modules/admin/wiring';
import { registerApps } from './modules/apps/wiring';
import { createSubscriberAuth, registerAuth } from './modules/auth/wiring';
import { registerCards } from './modules/cards/wiring';
import { registerCloudStorage } from './modules/cloud-storage/wiring';
import { registerContracts } from './modules/contracts/wiring';
import { registerCustomer } from './modules/customer/wiring';
import { registerConnection } from './modules/connection/wiring';
import { registerDevices } from './modules/devices/wiring';
import { registerFiscalNotes } from './modules/fiscal-notes/wiring';
import { registerHealth } from './modules/health/wiring';
import { registerIntegrationCheck } from './modules/integration-check/wiring';
import { registerInvoices } from './modules/invoices/wiring';
import { registerNotifications } from './modules/notifications/wiring';
import { registerPrivacy } from './modules/privacy/wiring';
import { registerRecovery } from './modules/recovery/wiring';
import { createStaffAccess, registerStaff } from './modules/staff/wiring';
import { registerSupport } from './modules/support/wiring';
import { registerTheme } from './modules/theme/wiring';
import { registerTls } from './modules/tls/wiring';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import drainingPlugin from './plugins/draining';
import errorsPlugin from './plugins/errors';
import httpMetricsPlugin from './plugins/http-metrics';
import idempotencyPlugin from './plugins/idempotency';
import inputHygienePlugin from './plugins/input-hygiene';
import securityPlugin from './plugins/security';
import staffAuthPlugin from './plugins/staff-auth';
import tenancyPlugin from './plugins/tenancy';
import webAppPlugin from './plugins/web-app';

export { DEFAULT_HOT_READ_MEMO_MS, type AppDependencies } from './app-dependencies';

/**
 * Builds the whole server from its dependencies; never listens (main.ts does, tests use inject/supertest). Each area
 * wires itself (`modules/<area>/wiring.ts`) and returns what later areas use.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.logLevel ?? 'info'),
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    // While shutting down, a request already on an open connection is answered, not refused with 503: behind Caddy a
    // 503 would reach the person, and the database stays open until every handler has settled (main.ts).
    return503OnClosing: false,
    // Download tokens travel in the path (docs/product/subscriber.md#pix-and-boleto) and are a few hundred characters
    // long; so does a push subscription, URL-encoded as JSON (GET /config/push-notification/{subscription}).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 4096 },
    // A path with a malformed percent-escape never reaches the router: the one error shape, not Fastify's.
    frameworkErrors: (error, _request, reply) => {
      const code = error.code === 'FST_ERR_BAD_URL' ? 'INVALID_URL' : 'INVALID_REQUEST';
      void (reply as FastifyReply).code(400).send({ code, message: MESSAGES.invalidRequest });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const ctx = createAppContext(app, deps);
  const subscriberAuth = createSubscriberAuth(ctx);
  const { sessions } = subscriberAuth;
  const staffAccess = createStaffAccess(ctx);

  // Order matters: each plugin's hooks run before those of the plugins registered after it, and every route needs them.
  await app.register(errorsPlugin);
  await app.register(httpMetricsPlugin, { metrics: ctx.metrics });
  await app.register(compressionPlugin);
  await app.register(drainingPlugin);
  await app.register(inputHygienePlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(tenancyPlugin, { tenants: deps.tenants, hostMarkers: deps.hostMarkers, defaultTenant: deps.defaultTenant });
  await app.register(authPlugin, { sessions });
  await app.register(staffAuthPlugin, staffAccess);
  // After compression, so the answers it keeps are the handlers' own; before the routes it marks.
  await app.register(idempotencyPlugin, { store: createIdempotencyStore(deps.prisma, deps.box), secret: deps.hashSecret });

  await registerHealth(app, ctx);
  await registerTls(app, ctx);
  await registerTheme(app, ctx);
  const contracts = await registerContracts(app, ctx);
  const invoices = await registerInvoices(app, { ...ctx, contracts });
  await registerFiscalNotes(app, ctx);
  const subscriberPages = await registerAuth(app, { ...ctx, subscriberAuth, invoices, contracts });
  const recovery = await registerRecovery(app, { ...ctx, sessions });
  await registerCustomer(app, { ...ctx, sessions, recovery });
  await registerAcs(app);
  const devices = await registerDevices(app, { ...ctx, contracts });
  await registerConnection(app, { ...ctx, contracts, devices });
  await registerSupport(app, { ...ctx, contracts });
  const { appsStore, watchConnections } = await registerApps(app, { ...ctx, contracts });
  await registerCloudStorage(app, { ...ctx, appsStore, contracts });
  await registerNotifications(app, ctx);
  const { cards, cardGateways } = await registerCards(app, { ...ctx, contracts });
  await registerPrivacy(app, { ...ctx, sessions, cards });
  const staffPages = await registerStaff(app, { ...ctx, staffAccess });
  await registerAdmin(app, { ...ctx, staffAccess, watchConnections });
  await registerIntegrationCheck(app, { ...ctx, watchConnections, cardTimeoutMs: cardGateways.timeoutMs });
  if (deps.webDistDir) {
    await app.register(webAppPlugin, { distDir: deps.webDistDir, pageSessions: { ...subscriberPages, ...staffPages } });
  }

  return app;
}
