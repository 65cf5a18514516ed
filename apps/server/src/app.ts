import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Prisma } from './db/database';
import { createAuditLog } from './lib/audit';
import { createRateLimiter } from './lib/rate-limiter';
import type { TokenSigner } from './lib/signed-token';
import type { Mailer } from './integrations/mail/mailer';
import { loggerOptions } from './logger';
import { acsRoutes } from './modules/acs/routes';
import { authRoutes } from './modules/auth/routes';
import { createSessionStore } from './modules/auth/sessions';
import { customerRoutes } from './modules/customer/routes';
import { healthRoutes } from './modules/health/routes';
import { createCodeStore } from './modules/recovery/code-store';
import { recoveryRoutes } from './modules/recovery/routes';
import type { TenantDirectory } from './modules/tenants/tenant-directory';
import { themeRoutes } from './modules/theme/routes';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import securityPlugin from './plugins/security';
import tenancyPlugin from './plugins/tenancy';
import webAppPlugin from './plugins/web-app';

export interface AppDependencies {
  prisma: Prisma;
  tenants: TenantDirectory;
  signer: TokenSigner;
  /** Key for hashing verification codes. */
  hashSecret: string;
  mailer: Mailer;
  hostMarkers: Record<string, string>;
  defaultTenant?: string;
  trustProxy?: boolean;
  logLevel?: string;
  /** The web build to serve; without it the server is API-only. */
  webDistDir?: string | null;
  /** Replaces the pino options (tests pass false or a stream). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server from its dependencies; never listens (main.ts does, tests use inject/supertest). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.logLevel ?? 'info'),
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const sessions = createSessionStore(deps.prisma, deps.signer);
  const limiter = createRateLimiter(deps.prisma);
  const audit = createAuditLog(deps.prisma, app.log);
  const codes = createCodeStore(deps.prisma, deps.hashSecret);

  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(tenancyPlugin, { tenants: deps.tenants, hostMarkers: deps.hostMarkers, defaultTenant: deps.defaultTenant });
  await app.register(authPlugin, { sessions });

  await app.register(healthRoutes, { prisma: deps.prisma });
  await app.register(themeRoutes, { tenants: deps.tenants });
  await app.register(authRoutes, { sessions, limiter, audit });
  await app.register(recoveryRoutes, { signer: deps.signer, codes, mailer: deps.mailer, limiter, audit, log: app.log });
  await app.register(customerRoutes, { signer: deps.signer, codes, sessions, limiter, audit, log: app.log });
  await app.register(acsRoutes);
  if (deps.webDistDir) await app.register(webAppPlugin, { distDir: deps.webDistDir });

  return app;
}
