import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Prisma } from './db/database';
import { accountOf } from './lib/account';
import { createAccountCache } from './lib/account-cache';
import { createAuditLog } from './lib/audit';
import { createTtlCache } from './lib/ttl-cache';
import { createRateLimiter } from './lib/rate-limiter';
import type { TokenSigner } from './lib/signed-token';
import type { Mailer } from './integrations/mail/mailer';
import { loggerOptions } from './logger';
import { acsRoutes } from './modules/acs/routes';
import { authRoutes } from './modules/auth/routes';
import type { SignInHook } from './modules/auth/sign-in';
import { createSessionStore } from './modules/auth/sessions';
import { createContractService } from './modules/contracts/contract-service';
import { contractRoutes } from './modules/contracts/routes';
import { customerRoutes } from './modules/customer/routes';
import { createFiscalNoteService } from './modules/fiscal-notes/fiscal-note-service';
import { fiscalNoteRoutes } from './modules/fiscal-notes/routes';
import { createInvoiceService } from './modules/invoices/invoice-service';
import { invoiceRoutes } from './modules/invoices/routes';
import { healthRoutes } from './modules/health/routes';
import { createCodeStore } from './modules/recovery/code-store';
import { recoveryRoutes } from './modules/recovery/routes';
import type { TenantDirectory } from './modules/tenants/tenant-directory';
import { supportRoutes } from './modules/support/routes';
import { createSupportService } from './modules/support/support-service';
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
  /**
   * After a sign-in, start reading the subscriber's open bills and contracts from the ERP in the background,
   * so the first pages find them cached (default on).
   */
  prefetchOnSignIn?: boolean;
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
    // Download tokens travel in the path (SPEC section 7) and are a few hundred characters long.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1024 },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const sessions = createSessionStore(deps.prisma, deps.signer);
  const limiter = createRateLimiter(deps.prisma);
  const audit = createAuditLog(deps.prisma, app.log);
  const codes = createCodeStore(deps.prisma, deps.hashSecret);
  const cache = createAccountCache(deps.prisma);
  const catalog = createTtlCache({ maxEntries: 1000 });
  const contracts = createContractService({ cache, catalog });
  const support = createSupportService({ cache, catalog, contracts });
  const invoices = createInvoiceService({ cache, contracts });
  const notes = createFiscalNoteService({ cache, signer: deps.signer });
  const afterSignIn: SignInHook = (tenant, session) => {
    if (deps.prefetchOnSignIn === false) return;
    const account = accountOf(session);
    Promise.all([invoices.open(tenant, account), contracts.list(tenant, account)]).catch((error: unknown) =>
      app.log.debug({ err: error }, 'prefetch after sign-in failed'),
    );
  };

  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(tenancyPlugin, { tenants: deps.tenants, hostMarkers: deps.hostMarkers, defaultTenant: deps.defaultTenant });
  await app.register(authPlugin, { sessions });

  await app.register(healthRoutes, { prisma: deps.prisma });
  await app.register(themeRoutes, { tenants: deps.tenants });
  await app.register(authRoutes, { sessions, limiter, audit, afterSignIn });
  await app.register(recoveryRoutes, { signer: deps.signer, codes, mailer: deps.mailer, limiter, audit, log: app.log });
  await app.register(customerRoutes, { signer: deps.signer, codes, sessions, limiter, audit, log: app.log });
  await app.register(acsRoutes);
  await app.register(invoiceRoutes, { invoices, signer: deps.signer });
  await app.register(fiscalNoteRoutes, { notes });
  await app.register(contractRoutes, { contracts, cache });
  await app.register(supportRoutes, { support });
  if (deps.webDistDir) await app.register(webAppPlugin, { distDir: deps.webDistDir });

  return app;
}
