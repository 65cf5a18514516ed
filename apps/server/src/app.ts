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
import { anyAddress, createImageFetcher } from './lib/image-bytes';
import type { Mailer } from './integrations/mail/mailer';
import type { JobRunner } from './jobs/job-runner';
import { fastifyTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { loggerOptions } from './logger';
import { createAcsService } from './modules/acs/acs-service';
import { acsRoutes } from './modules/acs/routes';
import { createAppsService as createSubscriberAppsService } from './modules/apps/apps-service';
import { createAppsStore as createSubscriberAppsStore } from './modules/apps/apps-store';
import { appRoutes } from './modules/apps/routes';
import { createWatchAccess } from './modules/apps/partners/watch-access';
import { createWatchConnections } from './modules/apps/partners/watch-connection';
import { createCloudStorageService } from './modules/cloud-storage/cloud-storage-service';
import { cloudStorageRoutes } from './modules/cloud-storage/routes';
import { createAcsService as createAdminAcsService } from './modules/admin/acs/acs-service';
import { createAcsStore } from './modules/admin/acs/acs-store';
import { acsAdminRoutes } from './modules/admin/acs/routes';
import { createAppsService } from './modules/admin/apps/apps-service';
import { createAppsStore } from './modules/admin/apps/apps-store';
import { adminAppRoutes } from './modules/admin/apps/routes';
import { createAuditTrailStore } from './modules/admin/audit-trail-store';
import { createCardPaymentsService } from './modules/admin/card-payments/card-payments-service';
import { createCardPaymentsStore } from './modules/admin/card-payments/card-payments-store';
import { cardPaymentsAdminRoutes } from './modules/admin/card-payments/routes';
import { createCardSettingsService } from './modules/admin/card-settings/card-settings-service';
import { createCardSettingsStore } from './modules/admin/card-settings/card-settings-store';
import { cardSettingsAdminRoutes } from './modules/admin/card-settings/routes';
import { createCustomersService } from './modules/admin/customers/customers-service';
import { createCustomersStore } from './modules/admin/customers/customers-store';
import { adminCustomerRoutes } from './modules/admin/customers/routes';
import { createLookupsService } from './modules/admin/lookups/lookups-service';
import { createLookupsStore } from './modules/admin/lookups/lookups-store';
import { adminLookupRoutes } from './modules/admin/lookups/routes';
import { watchConnectionRoutes } from './modules/admin/watch-connection/routes';
import { createWatchConnectionService } from './modules/admin/watch-connection/watch-connection-service';
import { createWatchConnectionStore } from './modules/admin/watch-connection/watch-connection-store';
import { DEFAULT_ACS_TIMEOUT_MS } from './integrations/acs-client';
import { DEFAULT_PARTNER_TIMEOUT_MS } from './integrations/partner-http';
import { createIntegrationCheckService } from './modules/integration-check/integration-check-service';
import { createIntegrationCheckStore } from './modules/integration-check/integration-check-store';
import { integrationCheckRoutes } from './modules/integration-check/routes';
import { createCardsService } from './modules/cards/cards-service';
import { createCardsStore } from './modules/cards/cards-store';
import { cardRoutes } from './modules/cards/routes';
import { createDeviceService } from './modules/devices/devices-service';
import { createDeviceStore } from './modules/devices/device-store';
import { deviceRoutes } from './modules/devices/routes';
import { settleLaterWith } from './modules/cards/payments/card-payment-jobs';
import { createCardGateways, DEFAULT_CARD_GATEWAY_TIMEOUT_MS } from './modules/cards/card-gateway-for';
import { createPaymentsService } from './modules/cards/payments/payments-service';
import { createPaymentsStore } from './modules/cards/payments/payments-store';
import { paymentRoutes } from './modules/cards/payments/routes';
import { createAdminPageSession } from './modules/staff/page-session';
import { createStaffSessionStore } from './modules/staff/staff-sessions';
import { staffRoutes } from './modules/staff/routes';
import { createStaffService } from './modules/staff/staff-service';
import { createStaffStore } from './modules/staff/staff-store';
import { secondFactorRoutes } from './modules/staff/second-factor/routes';
import { createSecondFactorService } from './modules/staff/second-factor/second-factor-service';
import { createSecondFactorStore } from './modules/staff/second-factor/second-factor-store';
import { createSecondFactors } from './modules/staff/second-factor/second-factors';
import { createAuthService } from './modules/auth/auth-service';
import { createAuthStore } from './modules/auth/auth-store';
import { authRoutes } from './modules/auth/routes';
import type { SignInHook, WarmInvoice, WarmUp } from './modules/auth/sign-in';
import { createReturningSubscribers } from './modules/auth/returning-subscribers';
import { tlsAskRoutes } from './modules/tls/routes';
import { createTlsService } from './modules/tls/tls-service';
import { DEFAULT_SESSION_LIFETIMES } from './modules/auth/session-lifetimes';
import { createPanelPageSession, createSignInPageSession } from './modules/auth/page-session';
import { createSessionStore } from './modules/auth/sessions';
import { createContractService } from './modules/contracts/contracts-service';
import { contractRoutes } from './modules/contracts/routes';
import { createCustomerService } from './modules/customer/customer-service';
import { customerRoutes } from './modules/customer/routes';
import { createPrivacyService } from './modules/privacy/privacy-service';
import { createPrivacyStore } from './modules/privacy/privacy-store';
import { privacyRoutes } from './modules/privacy/routes';
import { DEFAULT_AUDIT_RETENTION_DAYS } from './jobs/housekeeping';
import { createFiscalNoteService } from './modules/fiscal-notes/fiscal-notes-service';
import { fiscalNoteRoutes } from './modules/fiscal-notes/routes';
import { createInvoicesService } from './modules/invoices/invoices-service';
import { invoiceRoutes } from './modules/invoices/routes';
import { createBroadcastsService } from './modules/notifications/broadcasts/broadcasts-service';
import { createBroadcastsStore } from './modules/notifications/broadcasts/broadcasts-store';
import { broadcastRoutes } from './modules/notifications/broadcasts/routes';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './modules/notifications/push-service-hosts';
import { subscriptionRoutes } from './modules/notifications/subscriptions/routes';
import { createSubscriptionsService } from './modules/notifications/subscriptions/subscriptions-service';
import { createSubscriptionsStore } from './modules/notifications/subscriptions/subscriptions-store';
import { createHealthService } from './modules/health/health-service';
import { createHealthStore } from './modules/health/health-store';
import { healthRoutes } from './modules/health/routes';
import { createRecoveryService } from './modules/recovery/recovery-service';
import { createRecoveryStore } from './modules/recovery/recovery-store';
import { recoveryRoutes } from './modules/recovery/routes';
import { createCustomDomainClaims } from './modules/tenants/custom-domain-claims';
import type { TenantDirectory } from './modules/tenants/tenant-directory';
import { createTenantsStore } from './modules/tenants/tenants-store';
import { supportRoutes } from './modules/support/routes';
import { createSupportService } from './modules/support/support-service';
import { createLogoIcons } from './modules/theme/app-icons';
import { themeRoutes } from './modules/theme/routes';
import { createThemeService } from './modules/theme/theme-service';
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
   * 0 reads on every request). What another replica changes shows here within this time.
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
    // Download tokens travel in the path (docs/product/subscriber.md#pix-and-boleto) and are a few hundred characters
    // long; so does a push subscription, URL-encoded as JSON (GET /config/push-notification/{subscription}).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 4096 },
    // A path with a malformed percent-escape never reaches the router: the one error shape, not Fastify's.
    frameworkErrors: (error, _request, reply) => {
      const code = error.code === 'FST_ERR_BAD_URL' ? 'INVALID_URL' : 'INVALID_REQUEST';
      void (reply as FastifyReply).code(400).send({ code, message: MESSAGES.invalidRequest });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const hotReadMemoMs = deps.hotReadMemoMs ?? DEFAULT_HOT_READ_MEMO_MS;
  const authStore = createAuthStore(deps.prisma);
  const sessions = createSessionStore(authStore, deps.signer, {
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
  const invoices = createInvoicesService({ cache, contracts, signer: deps.signer });
  const notes = createFiscalNoteService({ cache, signer: deps.signer });
  // The home's reads, started as soon as the account is known: after sign-in, during it for a returning subscriber, and
  // when a signed-in browser opens the home or the bills to pay (modules/auth/page-session.ts).
  const warmUp: WarmUp = (tenant, account) => {
    if (deps.prefetchOnSignIn === false) return;
    Promise.all([invoices.open(tenant, account), contracts.list(tenant, account)]).catch((error: unknown) =>
      app.log.debug({ err: error }, 'prefetch after sign-in failed'),
    );
  };
  const warmInvoice: WarmInvoice = (tenant, account, invoiceId) => {
    if (deps.prefetchOnSignIn === false || !INVOICE_ID.test(invoiceId)) return;
    // A paid bill has no PIX (409): its read, made on the way, is what its page asks for first anyway.
    invoices
      .pix(tenant, account, invoiceId)
      .catch((error: unknown) => app.log.debug({ err: error }, "an invoice page's PIX was not read ahead"));
  };
  const afterSignIn: SignInHook = (tenant, session) => warmUp(tenant, accountOf(session));
  const returning = createReturningSubscribers(authStore, deps.hashSecret);

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(drainingPlugin);
  await app.register(inputHygienePlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(tenancyPlugin, { tenants: deps.tenants, hostMarkers: deps.hostMarkers, defaultTenant: deps.defaultTenant });
  await app.register(authPlugin, { sessions });
  const staffSessions = createStaffSessionStore(deps.prisma, deps.signer);
  const factorStore = createSecondFactorStore(deps.prisma);
  const factors = createSecondFactors(factorStore, deps.box, deps.hashSecret);
  const secondFactorRequired = deps.adminSecondFactorRequired ?? false;
  await app.register(staffAuthPlugin, { staffSessions, factors, secondFactorRequired });

  await app.register(healthRoutes, { health: createHealthService({ store: createHealthStore(deps.prisma) }) });
  const tls = createTlsService({ tenants: deps.tenants, hostMarkers: deps.hostMarkers, allowedDomains: deps.tlsDomains ?? [] });
  await app.register(tlsAskRoutes, { tls });
  // Provider logos for the app icons: public addresses only, unless IMAGE_FETCH_ALLOW_PRIVATE (tests, the demo).
  const images = createImageFetcher({ allowAddress: deps.imageFetchAllowPrivate ? anyAddress : undefined });
  app.addHook('onClose', () => images.close());
  await app.register(themeRoutes, { theme: createThemeService({ tenants: deps.tenants, icons: createLogoIcons(images, app.log) }) });
  const auth = createAuthService({ sessions, guard, audit, afterSignIn, returning, warmUp });
  await app.register(authRoutes, { auth, signer: deps.signer });
  const recovery = createRecoveryService({
    store: createRecoveryStore(deps.prisma),
    hashSecret: deps.hashSecret,
    mailer: deps.mailer,
    limiter,
    guard,
    audit,
    sessions,
    log: app.log,
  });
  await app.register(recoveryRoutes, { recovery, signer: deps.signer });
  const customer = createCustomerService({ sessions, guard, audit, recovery });
  await app.register(customerRoutes, { customer, signer: deps.signer });
  await app.register(acsRoutes, { acs: createAcsService() });
  const devices = createDeviceService({
    store: createDeviceStore(deps.prisma),
    box: deps.box,
    acsTimeoutMs: deps.acsTimeoutMs ?? DEFAULT_ACS_TIMEOUT_MS,
    cache,
    contracts,
    limiter,
    hidden: guard.hidden,
  });
  await app.register(deviceRoutes, { devices });
  await app.register(invoiceRoutes, { invoices });
  await app.register(fiscalNoteRoutes, { notes });
  await app.register(contractRoutes, { contracts });
  await app.register(supportRoutes, { support });
  const partnerTimeoutMs = deps.partnerTimeoutMs ?? DEFAULT_PARTNER_TIMEOUT_MS;
  const watchConnections = createWatchConnections({ prisma: deps.prisma, box: deps.box });
  const watch = createWatchAccess({ connections: watchConnections, timeoutMs: partnerTimeoutMs });
  const subscriberApps = createSubscriberAppsStore(deps.prisma);
  await app.register(appRoutes, {
    apps: createSubscriberAppsService({ store: subscriberApps, contracts, box: deps.box, accounts: cache, partnerTimeoutMs, watch }),
  });
  const cloudStorage = createCloudStorageService({ apps: subscriberApps, contracts, box: deps.box, timeoutMs: partnerTimeoutMs });
  await app.register(cloudStorageRoutes, { cloudStorage });
  const subscriptions = createSubscriptionsService({
    store: createSubscriptionsStore(deps.prisma),
    pushServiceHosts: deps.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS,
    limiter,
    hidden: guard.hidden,
  });
  await app.register(subscriptionRoutes, { subscriptions });
  const cardStore = createCardsStore(deps.prisma);
  const cardGateways = createCardGateways({
    store: cardStore,
    box: deps.box,
    timeoutMs: deps.cardGatewayTimeoutMs ?? DEFAULT_CARD_GATEWAY_TIMEOUT_MS,
  });
  const cardAttempts = { limiter, hidden: guard.hidden };
  const cards = createCardsService({
    store: cardStore,
    gateways: cardGateways,
    contracts,
    box: deps.box,
    hashSecret: deps.hashSecret,
    attempts: cardAttempts,
  });
  await app.register(cardRoutes, { cards });
  const payments = createPaymentsService({
    store: createPaymentsStore(deps.prisma),
    cards: cardStore,
    gateways: cardGateways,
    accounts: cache,
    box: deps.box,
    attempts: cardAttempts,
    settleLater: settleLaterWith(deps.jobs),
  });
  await app.register(paymentRoutes, { payments });
  const privacy = createPrivacyService({
    store: createPrivacyStore(deps.prisma),
    auditRetentionDays: deps.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
    cards,
    sessions,
    audit,
    limiter,
    hidden: guard.hidden,
  });
  await app.register(privacyRoutes, { privacy });
  const broadcasts = createBroadcastsService({ store: createBroadcastsStore(deps.prisma), jobs: deps.jobs, limiter });
  await app.register(broadcastRoutes, { broadcasts });
  const adminAudit = createAuditTrailStore(deps.prisma);
  const passwordCost = deps.passwordCost ?? DEFAULT_SCRYPT_COST;
  const ixcTimeoutMs = deps.ixcTimeoutMs ?? 8000;
  const adminWrites = { box: deps.box, tenants: deps.tenants, audit: adminAudit };
  const staff = createStaffService({
    store: createStaffStore(deps.prisma),
    staffSessions,
    factors,
    guard,
    signer: deps.signer,
    audit,
    passwordCost,
    secondFactorRequired,
  });
  await app.register(staffRoutes, { staff, signer: deps.signer });
  const secondFactor = createSecondFactorService({ store: factorStore, factors, guard, audit: adminAudit });
  await app.register(secondFactorRoutes, { secondFactor });
  const customers = createCustomersService({
    ...adminWrites,
    store: createCustomersStore(deps.prisma),
    passwordCost,
    domainClaims: createCustomDomainClaims(createTenantsStore(deps.prisma), {
      hostMarkers: deps.hostMarkers,
      tlsDomains: deps.tlsDomains ?? [],
    }),
    factors,
    staffSessions,
  });
  await app.register(adminCustomerRoutes, { customers });
  await app.register(acsAdminRoutes, { acs: createAdminAcsService({ ...adminWrites, store: createAcsStore(deps.prisma) }) });
  const cardSettings = createCardSettingsService({ ...adminWrites, store: createCardSettingsStore(deps.prisma) });
  await app.register(cardSettingsAdminRoutes, { cardSettings });
  const cardPayments = createCardPaymentsService({ store: createCardPaymentsStore(deps.prisma), audit: adminAudit });
  await app.register(cardPaymentsAdminRoutes, { cardPayments });
  await app.register(adminAppRoutes, { apps: createAppsService({ ...adminWrites, store: createAppsStore(deps.prisma) }) });
  const lookups = createLookupsService({ store: createLookupsStore(deps.prisma), box: deps.box, ixcTimeoutMs, log: app.log });
  await app.register(adminLookupRoutes, { lookups });
  const watchConnection = createWatchConnectionService({
    store: createWatchConnectionStore(deps.prisma),
    box: deps.box,
    signer: deps.signer,
    audit: adminAudit,
    connections: watchConnections,
    timeoutMs: partnerTimeoutMs,
    log: app.log,
  });
  await app.register(watchConnectionRoutes, { watchConnection });
  const checks = createIntegrationCheckService({
    box: deps.box,
    store: createIntegrationCheckStore(deps.prisma),
    mailer: deps.mailer,
    watchConnections,
    pushSubject: deps.pushSubject,
    timeouts: {
      erpMs: ixcTimeoutMs,
      acsMs: deps.acsTimeoutMs ?? DEFAULT_ACS_TIMEOUT_MS,
      cardMs: cardGateways.timeoutMs,
      partnerMs: partnerTimeoutMs,
    },
    log: app.log,
  });
  await app.register(integrationCheckRoutes, { checks });
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
