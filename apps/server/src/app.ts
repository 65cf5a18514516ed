import cookie from '@fastify/cookie';
import { MESSAGES } from '@central/domain';
import { INVOICE_ID } from '@central/domain/api';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Prisma } from './db/database';
import { accountOf } from './lib/account';
import { createAccountCache, type AccountCache } from './lib/account-cache';
import { createAuditLog } from './lib/audit';
import { createTtlCache } from './lib/ttl-cache';
import { createWriteClaims } from './lib/write-claims';
import { guessPolicies } from './lib/attempt-limits';
import { createGuessGuard } from './lib/guess-guard';
import { createRateLimiter } from './lib/rate-limiter';
import type { TokenSigner } from './lib/signed-token';
import type { SecretBox } from './lib/crypto';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './lib/password-hash';
import type { Mailer } from './integrations/mail/mailer';
import type { JobRunner } from './jobs/job-runner';
import { fastifyTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { loggerOptions } from './logger';
import { acsRoutes } from './modules/acs/routes';
import { appRoutes } from './modules/apps/routes';
import { oletvRoutes } from './modules/apps/oletv-routes';
import { booksRoutes } from './modules/apps/books-routes';
import { createWatchAccess } from './modules/apps/partners/watch-access';
import { createWatchConnections } from './modules/apps/partners/watch-connection';
import { cloudStorageRoutes } from './modules/cloud-storage/routes';
import { acsAdminRoutes } from './modules/admin/acs-routes';
import { cardPaymentsAdminRoutes } from './modules/admin/card-payments-routes';
import { cardSettingsAdminRoutes } from './modules/admin/card-settings-routes';
import type { AdminDeps } from './modules/admin/admin-deps';
import { adminAppRoutes } from './modules/admin/app-routes';
import { watchConnectionRoutes } from './modules/admin/watch-connection-routes';
import { createAuditTrail } from './modules/admin/audit-trail';
import { DEFAULT_ACS_TIMEOUT_MS } from './integrations/acs-client';
import { DEFAULT_PARTNER_TIMEOUT_MS } from './integrations/partner-http';
import { createIntegrationCheck } from './modules/integration-check/integration-check-service';
import { createIntegrationCheckStore } from './modules/integration-check/integration-check-store';
import { integrationCheckRoutes } from './modules/integration-check/routes';
import { createCardStore } from './modules/cards/card-store';
import { cardRoutes } from './modules/cards/routes';
import { createAcsDirectory } from './modules/devices/acs-directory';
import { deviceRoutes } from './modules/devices/routes';
import { createWifiPasswordStore } from './modules/devices/wifi-password-store';
import { settleLaterWith } from './modules/cards/card-payment-jobs';
import { DEFAULT_CARD_GATEWAY_TIMEOUT_MS } from './modules/cards/card-gateway-for';
import { createPaymentLedger } from './modules/cards/payment-ledger';
import { paymentRoutes } from './modules/cards/payment-routes';
import { adminCustomerRoutes } from './modules/admin/customer-routes';
import { createAdminPageSession } from './modules/staff/page-session';
import { createStaffSessionStore } from './modules/staff/staff-sessions';
import { staffRoutes } from './modules/staff/routes';
import { secondFactorRoutes } from './modules/staff/second-factor/routes';
import { createSecondFactors } from './modules/staff/second-factor/second-factors';
import { authRoutes } from './modules/auth/routes';
import type { SignInHook, WarmInvoice, WarmUp } from './modules/auth/sign-in';
import { createReturningSubscribers } from './modules/auth/returning-subscribers';
import { tlsAskRoutes } from './modules/tls/routes';
import { DEFAULT_SESSION_LIFETIMES } from './modules/auth/session-lifetimes';
import { createPanelPageSession, createSignInPageSession } from './modules/auth/page-session';
import { createSessionStore } from './modules/auth/sessions';
import { createContractService } from './modules/contracts/contract-service';
import { contractRoutes } from './modules/contracts/routes';
import { customerRoutes } from './modules/customer/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { DEFAULT_AUDIT_RETENTION_DAYS } from './jobs/housekeeping';
import { createFiscalNoteService } from './modules/fiscal-notes/fiscal-note-service';
import { fiscalNoteRoutes } from './modules/fiscal-notes/routes';
import { createInvoiceService } from './modules/invoices/invoice-service';
import { createPixPayments } from './modules/invoices/pix-payment';
import { invoiceRoutes } from './modules/invoices/routes';
import { broadcastRoutes } from './modules/notifications/broadcast-routes';
import { createBroadcasts } from './modules/notifications/broadcasts';
import { createPushSubscriptions } from './modules/notifications/push-subscriptions';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './modules/notifications/push-service-hosts';
import { notificationRoutes } from './modules/notifications/routes';
import { healthRoutes } from './modules/health/routes';
import { createCodeStore } from './modules/recovery/code-store';
import { recoveryRoutes } from './modules/recovery/routes';
import type { TenantDirectory } from './modules/tenants/tenant-directory';
import { supportRoutes } from './modules/support/routes';
import { createSupportService } from './modules/support/support-service';
import { themeRoutes } from './modules/theme/routes';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import drainingPlugin from './plugins/draining';
import errorsPlugin from './plugins/errors';
import inputHygienePlugin from './plugins/input-hygiene';
import securityPlugin from './plugins/security';
import staffAuthPlugin from './plugins/staff-auth';
import tenancyPlugin from './plugins/tenancy';
import webAppPlugin from './plugins/web-app';

export interface AppDependencies {
  prisma: Prisma;
  tenants: TenantDirectory;
  signer: TokenSigner;
  /** Seals ERP tokens and ACS keys that the admin area writes. */
  box: SecretBox;
  /** scrypt cost of admin and provider passwords (tests lower it; production keeps the default). */
  passwordCost?: ScryptCost;
  /** Timeout of the admin area's ERP lookups. */
  ixcTimeoutMs?: number;
  /** Key for hashing verification codes. */
  hashSecret: string;
  mailer: Mailer;
  /** Queues background work (the provider's broadcast); the workers that run it are main.ts's business. */
  jobs: Pick<JobRunner, 'send'>;
  hostMarkers: Record<string, string>;
  defaultTenant?: string;
  /** Which proxies may set X-Forwarded-For: a hop count or addresses/CIDRs (see trust-proxy.ts). */
  trustProxy?: TrustProxy;
  /** Failed sign-ins per provider and minute past which failing sources are throttled (default 60). */
  signInFailuresPerProviderMinute?: number;
  /** Admins must sign in with a second factor (production); elsewhere they are asked to enrol and may skip. */
  adminSecondFactorRequired?: boolean;
  logLevel?: string;
  /** The web build to serve; without it the server is API-only. */
  webDistDir?: string | null;
  /**
   * After a sign-in, and when a signed-in browser opens the home or the bills to pay, start reading the subscriber's
   * open bills and contracts from the ERP in the background, so those pages find them cached (default on).
   */
  prefetchOnSignIn?: boolean;
  /**
   * How long a replica trusts a session row or an account's version it read before reading it again (default 1 s;
   * 0 reads on every request). What another replica changes shows here within this time (issue 15).
   */
  hotReadMemoMs?: number;
  /** TLS_DOMAINS, parsed: where the proxy may obtain certificates on demand (modules/tls). */
  tlsDomains?: string[];
  /** The account cache, when the process shares it with its jobs (main.ts), so their changes show here at once. */
  accounts?: AccountCache;
  /** Session idle timeout and absolute lifetime (defaults: modules/auth/session-lifetimes.ts). */
  sessionIdleMinutes?: number;
  sessionMaxDays?: number;
  /** PUSH_SERVICE_HOSTS, parsed: the only push services a subscription may point at (default: the browsers' own). */
  pushServiceHosts?: string[];
  /** Deadline of one call to a partner app's API, e.g. the provider's Nextcloud (default 10 s). */
  partnerTimeoutMs?: number;
  /** Deadline of one call to a provider's ACS (default 20 s: a GenieACS change waits for the router's session). */
  acsTimeoutMs?: number;
  /** Deadline of one call to a provider's card gateway (default 15 s: Zero Auth asks the issuer). */
  cardGatewayTimeoutMs?: number;
  /** PUSH_SUBJECT, when the operator set it: 'Testar integrações' names the contact push services see. */
  pushSubject?: string;
  /** IMAGE_FETCH_ALLOW_PRIVATE: provider logos may be fetched from loopback and private addresses (tests, demo). */
  imageFetchAllowPrivate?: boolean;
  /** AUDIT_RETENTION_DAYS: how long audit entries are kept, which 'Meus dados' and the privacy notice state (default 183). */
  auditRetentionDays?: number;
  /** Replaces the pino options (tests pass false or a stream). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server from its dependencies; never listens (main.ts does, tests use inject/supertest). */
/** See AppDependencies.hotReadMemoMs: the staleness a replica may show of what another replica changed. */
export const DEFAULT_HOT_READ_MEMO_MS = 1000;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.logLevel ?? 'info'),
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    // Download tokens travel in the path (SPEC section 7) and are a few hundred characters long; so does a push
    // subscription, URL-encoded as JSON (GET /config/push-notification/{subscription}).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 4096 },
    // A path with a malformed percent-escape never reaches the router: the one error shape, not Fastify's.
    frameworkErrors: (error, _request, reply) => {
      const code = error.code === 'FST_ERR_BAD_URL' ? 'INVALID_URL' : 'INVALID_REQUEST';
      void (reply as FastifyReply).code(400).send({ code, message: MESSAGES.invalidRequest });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const hotReadMemoMs = deps.hotReadMemoMs ?? DEFAULT_HOT_READ_MEMO_MS;
  const sessions = createSessionStore(deps.prisma, deps.signer, {
    rowMemoMs: hotReadMemoMs,
    lifetimes: {
      idleMinutes: deps.sessionIdleMinutes ?? DEFAULT_SESSION_LIFETIMES.idleMinutes,
      maxDays: deps.sessionMaxDays ?? DEFAULT_SESSION_LIFETIMES.maxDays,
    },
  });
  const limiter = createRateLimiter(deps.prisma);
  const guard = createGuessGuard({
    limiter,
    secret: deps.hashSecret,
    policies: guessPolicies({ signInFailuresPerProviderMinute: deps.signInFailuresPerProviderMinute ?? 60 }),
    log: app.log,
  });
  const audit = createAuditLog(deps.prisma, app.log);
  const codes = createCodeStore(deps.prisma, deps.hashSecret);
  const cache = deps.accounts ?? createAccountCache(deps.prisma, { versionMemoMs: hotReadMemoMs });
  const catalog = createTtlCache({ maxEntries: 1000 });
  const contracts = createContractService({ cache, catalog });
  const support = createSupportService({
    cache,
    catalog,
    contracts,
    claims: createWriteClaims(deps.prisma, deps.hashSecret),
    limiter,
    hidden: guard.hidden,
    log: app.log,
  });
  const invoices = createInvoiceService({ cache, contracts });
  const notes = createFiscalNoteService({ cache, signer: deps.signer });
  // The home's reads, started as soon as the account is known: after sign-in, during it for a returning subscriber, and
  // when a signed-in browser opens the home or the bills to pay (modules/auth/page-session.ts).
  const warmUp: WarmUp = (tenant, account) => {
    if (deps.prefetchOnSignIn === false) return;
    Promise.all([invoices.open(tenant, account), contracts.list(tenant, account)]).catch((error: unknown) =>
      app.log.debug({ err: error }, 'prefetch after sign-in failed'),
    );
  };
  const pix = createPixPayments({ cache, invoices });
  const warmInvoice: WarmInvoice = (tenant, account, invoiceId) => {
    if (deps.prefetchOnSignIn === false || !INVOICE_ID.test(invoiceId)) return;
    // A paid bill has no PIX (409): its read, made on the way, is what its page asks for first anyway.
    pix
      .read(tenant, account, invoiceId)
      .catch((error: unknown) => app.log.debug({ err: error }, "an invoice page's PIX was not read ahead"));
  };
  const afterSignIn: SignInHook = (tenant, session) => warmUp(tenant, accountOf(session));
  const returning = createReturningSubscribers(deps.prisma, deps.hashSecret);

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(drainingPlugin);
  await app.register(inputHygienePlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(tenancyPlugin, { tenants: deps.tenants, hostMarkers: deps.hostMarkers, defaultTenant: deps.defaultTenant });
  await app.register(authPlugin, { sessions });
  const staffSessions = createStaffSessionStore(deps.prisma, deps.signer);
  const factors = createSecondFactors(deps.prisma, deps.box, deps.hashSecret);
  const secondFactorRequired = deps.adminSecondFactorRequired ?? false;
  await app.register(staffAuthPlugin, { staffSessions, factors, secondFactorRequired });

  await app.register(healthRoutes, { prisma: deps.prisma });
  await app.register(tlsAskRoutes, { tenants: deps.tenants, hostMarkers: deps.hostMarkers, allowedDomains: deps.tlsDomains ?? [] });
  await app.register(themeRoutes, { tenants: deps.tenants, imageFetchAllowPrivate: deps.imageFetchAllowPrivate });
  await app.register(authRoutes, { sessions, guard, audit, afterSignIn, returning, warmUp, signer: deps.signer });
  await app.register(recoveryRoutes, { signer: deps.signer, codes, mailer: deps.mailer, limiter, guard, audit, log: app.log });
  await app.register(customerRoutes, { signer: deps.signer, codes, sessions, guard, audit, log: app.log });
  await app.register(acsRoutes);
  await app.register(deviceRoutes, {
    acs: createAcsDirectory({ prisma: deps.prisma, box: deps.box, timeoutMs: deps.acsTimeoutMs ?? DEFAULT_ACS_TIMEOUT_MS }),
    cache,
    contracts,
    passwords: createWifiPasswordStore(deps.prisma, deps.box),
    limiter,
    hidden: guard.hidden,
  });
  await app.register(invoiceRoutes, { invoices, pix, signer: deps.signer });
  await app.register(fiscalNoteRoutes, { notes });
  await app.register(contractRoutes, { contracts, cache });
  await app.register(supportRoutes, { support });
  const partnerTimeoutMs = deps.partnerTimeoutMs ?? DEFAULT_PARTNER_TIMEOUT_MS;
  const watchConnections = createWatchConnections({ prisma: deps.prisma, box: deps.box });
  const watch = createWatchAccess({ connections: watchConnections, timeoutMs: partnerTimeoutMs });
  const appDeps = { prisma: deps.prisma, contracts, box: deps.box, accounts: cache, partnerTimeoutMs, watch };
  await app.register(appRoutes, appDeps);
  await app.register(oletvRoutes, appDeps);
  await app.register(booksRoutes, appDeps);
  await app.register(cloudStorageRoutes, { prisma: deps.prisma, contracts, box: deps.box, timeoutMs: partnerTimeoutMs });
  await app.register(notificationRoutes, {
    subscriptions: createPushSubscriptions(deps.prisma),
    pushServiceHosts: deps.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS,
    limiter,
    hidden: guard.hidden,
  });
  const cardStore = createCardStore(deps.prisma);
  const cardGateways = { prisma: deps.prisma, box: deps.box, timeoutMs: deps.cardGatewayTimeoutMs ?? DEFAULT_CARD_GATEWAY_TIMEOUT_MS };
  const cardAttempts = { limiter, hidden: guard.hidden };
  await app.register(cardRoutes, {
    store: cardStore,
    contracts,
    box: deps.box,
    hashSecret: deps.hashSecret,
    attempts: cardAttempts,
    gateways: cardGateways,
  });
  await app.register(paymentRoutes, {
    store: cardStore,
    box: deps.box,
    attempts: cardAttempts,
    gateways: cardGateways,
    ledger: createPaymentLedger(deps.prisma),
    accounts: cache,
    settleLater: settleLaterWith(deps.jobs),
  });
  await app.register(privacyRoutes, {
    prisma: deps.prisma,
    auditRetentionDays: deps.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
    cards: cardStore,
    sessions,
    audit,
    limiter,
    hidden: guard.hidden,
  });
  await app.register(broadcastRoutes, { broadcasts: createBroadcasts(deps.prisma), jobs: deps.jobs, limiter });
  const admin: AdminDeps = {
    prisma: deps.prisma,
    box: deps.box,
    tenants: deps.tenants,
    sessions,
    staffSessions,
    factors,
    guard,
    audit: createAuditTrail(deps.prisma),
    passwordCost: deps.passwordCost ?? DEFAULT_SCRYPT_COST,
    ixcTimeoutMs: deps.ixcTimeoutMs ?? 8000,
    hosts: { hostMarkers: deps.hostMarkers, tlsDomains: deps.tlsDomains ?? [] },
    log: app.log,
  };
  const staff = { ...admin, signer: deps.signer, secondFactorRequired };
  await app.register(staffRoutes, staff);
  await app.register(secondFactorRoutes, staff);
  await app.register(adminCustomerRoutes, admin);
  await app.register(acsAdminRoutes, admin);
  await app.register(cardSettingsAdminRoutes, admin);
  await app.register(cardPaymentsAdminRoutes, admin);
  await app.register(adminAppRoutes, admin);
  await app.register(watchConnectionRoutes, { ...admin, signer: deps.signer, connections: watchConnections, timeoutMs: partnerTimeoutMs });
  const checks = createIntegrationCheck({
    prisma: deps.prisma,
    box: deps.box,
    store: createIntegrationCheckStore(deps.prisma),
    mailer: deps.mailer,
    watchConnections,
    pushSubject: deps.pushSubject,
    timeouts: {
      erpMs: admin.ixcTimeoutMs,
      acsMs: deps.acsTimeoutMs ?? DEFAULT_ACS_TIMEOUT_MS,
      cardMs: cardGateways.timeoutMs,
      partnerMs: partnerTimeoutMs,
    },
    log: app.log,
  });
  await app.register(integrationCheckRoutes, { prisma: deps.prisma, checks });
  if (deps.webDistDir) {
    const pageSessions = {
      public: createSignInPageSession({ sessions }),
      panel: createPanelPageSession({ sessions, warmUp, warmInvoice }),
      admin: createAdminPageSession(staffSessions, factors, secondFactorRequired),
    };
    await app.register(webAppPlugin, { distDir: deps.webDistDir, pageSessions });
  }

  return app;
}
