import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp, DEFAULT_HOT_READ_MEMO_MS } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { holdPGliteLock } from './db/pglite-lock';
import { migrate, readMigrations } from './db/migrator';
import { createSecretBox } from './lib/crypto';
import { stopListening } from './lib/stop-listening';
import { DEFAULT_SCRYPT_COST } from './lib/password-hash';
import { resolveSecrets } from './lib/secrets';
import { createTokenSigner } from './lib/signed-token';
import { createMailer } from './integrations/mail/mailer';
import { createPushSender } from './integrations/push/sender';
import { registerHousekeeping } from './jobs/housekeeping';
import { createJobRunner } from './jobs/job-runner';
import { cardBacklogSource, jobQueuesSource } from './metrics/gauge-sources';
import { createMetrics } from './metrics/metrics';
import { listenForMetrics } from './metrics/metrics-listener';
import { ensureVapidKeys } from './modules/notifications/vapid-keys-store';
import { registerPushBroadcast } from './modules/notifications/broadcasts/push-broadcast-job';
import { registerPushReminders } from './modules/notifications/reminders/push-reminders-job';
import { createVapidRefusals } from './modules/notifications/vapid-refusals';
import { registerCardPaymentJobs } from './modules/cards/payments/card-payment-jobs';
import { createPaymentsStore } from './modules/cards/payments/payments-store';
import { createCardsStore } from './modules/cards/cards-store';
import { createAccountCache } from './lib/account-cache';
import { createCardGateways, DEFAULT_CARD_GATEWAY_TIMEOUT_MS } from './modules/cards/card-gateway-for';
import { ensureFirstAdmin } from './modules/staff/admin-accounts';
import { createTenantDirectory } from './modules/tenants/tenant-directory';
import { parseTlsDomains } from './modules/tls/certificate-policy';
import { loadTenantsFile, provisionTenants } from './modules/tenants/tenants-file';
import { DEFAULT_WEB_DIST_DIR, MIGRATIONS_DIR } from './paths';

/** The process: config, database, migrations, provisioning, listen, graceful shutdown. */
const startedAt = performance.now();
const config = loadConfig();
const secrets = await resolveSecrets(config);
// The app's logger once it exists: a pooled connection Postgres drops is replaced, and said in the log.
const dbLog: { current?: { warn(object: object, message: string): void } } = {};
// While this process has the embedded database open, `npm run admin -- backup` and `restore` refuse to touch it.
const pgliteLock = config.DATABASE_URL ? null : await holdPGliteLock(join(config.DATA_DIR, 'pglite'));
const db = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: join(config.DATA_DIR, 'pglite'),
  onIdleConnectionError: (err) => dbLog.current?.warn({ err }, 'Postgres ended an idle connection; the pool opens another'),
});
await db.withSql(async (sql) => migrate(sql, await readMigrations(MIGRATIONS_DIR)));

const box = createSecretBox(secrets.secretsKey);
// Creates the providers the database lacks; the admin area owns the rest (decision 10).
if (config.TENANTS_FILE) {
  const hosts = { hostMarkers: config.tenantHostMarkers, tlsDomains: parseTlsDomains(config.TLS_DOMAINS) };
  await provisionTenants(db.prisma, box, await loadTenantsFile(config.TENANTS_FILE), { hosts });
}
// Providers made before Web Push (or by an operator's SQL) get their VAPID keys here, once.
await ensureVapidKeys(db.prisma, box);
const firstAdmin = await ensureFirstAdmin(db.prisma, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }, DEFAULT_SCRYPT_COST);

const webDistDir = resolve(config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR);
const hasWebBuild = existsSync(join(webDistDir, 'index.html'));
// What an operator watches (docs/operations.md#metrics), with the process's own metrics; served below when METRICS_PORT is set.
const metrics = createMetrics();
const tenants = createTenantDirectory({
  prisma: db.prisma,
  box,
  ixc: {
    timeoutMs: config.IXC_TIMEOUT_MS,
    listRetries: config.IXC_LIST_RETRIES,
    breakerThreshold: config.IXC_BREAKER_THRESHOLD,
    breakerCoolDownMs: config.IXC_BREAKER_COOLDOWN_MS,
  },
  metrics,
});
// One account cache for the requests and the jobs: a card payment a job settles shows on the next request.
const accounts = createAccountCache(db.prisma, { versionMemoMs: DEFAULT_HOT_READ_MEMO_MS });
const app = await buildApp({
  prisma: db.prisma,
  accounts,
  tenants,
  signer: createTokenSigner(secrets.sessionSecret),
  box,
  ixcTimeoutMs: config.IXC_TIMEOUT_MS,
  hashSecret: secrets.sessionSecret,
  mailer: createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: config.OUTBOX_DIR ?? join(config.DATA_DIR, 'outbox'),
    from: config.MAIL_FROM,
  }),
  hostMarkers: config.tenantHostMarkers,
  tlsDomains: parseTlsDomains(config.TLS_DOMAINS),
  defaultTenant: config.DEFAULT_TENANT,
  trustProxy: config.trustProxy,
  signInFailuresPerProviderMinute: config.SIGN_IN_FAILURES_PER_PROVIDER_MINUTE,
  adminSecondFactorRequired: config.NODE_ENV === 'production',
  logLevel: config.LOG_LEVEL,
  webDistDir: hasWebBuild ? webDistDir : null,
  prefetchOnSignIn: config.PREFETCH_ON_SIGN_IN,
  sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
  sessionMaxDays: config.SESSION_MAX_DAYS,
  auditRetentionDays: config.AUDIT_RETENTION_DAYS,
  pushServiceHosts: config.pushServiceHosts,
  pushSubject: config.PUSH_SUBJECT,
  imageFetchAllowPrivate: config.IMAGE_FETCH_ALLOW_PRIVATE,
  metrics,
  // The runner is made below, with the app's logger; requests only arrive after it started (listen comes last).
  jobs: { send: (queue, data, options) => jobs.send(queue, data, options) },
});
dbLog.current = app.log;
if (firstAdmin)
  app.log.info({ email: firstAdmin.created }, 'created the first admin from ADMIN_EMAIL (ADMIN_PASSWORD is ignored from now on)');
// Provider edits made through any replica reach this one within a second or so (decision 014).
tenants.start(app.log.child({ module: 'tenants' }));
if (!hasWebBuild) app.log.warn({ webDistDir }, 'no web build found: serving the API only (npm run build)');

// The one job runner (decision 011); WORKERS=off makes a web-only replica that only sends jobs.
const jobs = createJobRunner({ db, log: app.log.child({ module: 'jobs' }), workers: config.WORKERS === 'on' });
registerHousekeeping(jobs, { db, sessionIdleMinutes: config.SESSION_IDLE_MINUTES, auditRetentionDays: config.AUDIT_RETENTION_DAYS });
const pushSender = createPushSender();
// One refusal log for both jobs: a provider's refused VAPID token is said once an hour, whichever job met it.
const push = {
  sender: pushSender,
  subject: config.PUSH_SUBJECT,
  vapidRefusals: createVapidRefusals(app.log.child({ module: 'push' })),
  metrics,
};
registerPushBroadcast(jobs, { db, ...push, box, log: app.log.child({ module: 'push-broadcast' }) });
registerPushReminders(jobs, { db, tenants, ...push, box, log: app.log.child({ module: 'push-reminders' }) });
registerCardPaymentJobs(jobs, {
  store: createPaymentsStore(db.prisma),
  tenants,
  gateways: createCardGateways({ store: createCardsStore(db.prisma), box, timeoutMs: DEFAULT_CARD_GATEWAY_TIMEOUT_MS, metrics }),
  accounts,
  log: app.log.child({ module: 'card-payments' }),
});
await jobs.start();
metrics.watch({
  breakers: () => tenants.breakerStates(),
  queues: jobQueuesSource(db),
  cardBacklog: cardBacklogSource(db.prisma),
});
// Its own port, never the public one; compose keeps it on the internal network.
const metricsServer = config.METRICS_PORT === undefined ? null : await listenForMetrics(metrics, config.METRICS_PORT, config.METRICS_HOST);

/** How long a stopping replica keeps answering on its open keep-alive connections, each answer closing its own. */
const KEEP_ALIVE_DRAIN_MS = 1_000;

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  // The port closes before any answer says `Connection: close` (Fastify adds it once close() begins), so a client that
  // reconnects finds it refused, which Caddy retries on the other replica; and only once the connections the kernel
  // had already queued are accepted, so none is reset (docs/operations.md#restarts).
  await stopListening(app.server);
  // Busy keep-alive clients leave on their next answer; whatever is still idle after the grace, close() closes.
  await app.connectionsDrained(KEEP_ALIVE_DRAIN_MS);
  await app.close();
  if (metricsServer) await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
  // Handlers whose clients already left keep running after close(); the database stays open for them.
  const unsettled = await app.handlersSettled(5_000);
  if (unsettled > 0) app.log.warn({ unsettled }, 'closing the database under handlers still running');
  await tenants.close();
  await jobs.stop();
  await pushSender.close();
  await db.close();
  await pgliteLock?.release();
});

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  { database: db.kind, readyInMs: Math.round(performance.now() - startedAt), metricsPort: config.METRICS_PORT ?? null },
  'Central is ready',
);
