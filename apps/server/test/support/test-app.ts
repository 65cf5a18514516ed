import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createCieloSimulator,
  createIxcSandbox,
  DEFAULT_DATASETS,
  demoTenants,
  NO_FAULTS,
  type CieloSimulator,
  type IxcSandbox,
} from '@central/sandbox';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import supertest from 'supertest';
import { buildApp, type AppDependencies } from '../../src/app';
import type { Database } from '../../src/db/database';
import type { TrustProxy } from '../../src/lib/trust-proxy';
import type { Metrics } from '../../src/metrics/metrics';
import { createSecretBox } from '../../src/lib/crypto';
import { createTokenSigner } from '../../src/lib/signed-token';
import { createMailer } from '../../src/integrations/mail/mailer';
import { createTenantDirectory, type TenantDirectory } from '../../src/modules/tenants/tenant-directory';
import { provisionTenants } from '../../src/modules/tenants/tenants-file';
import type { TenantRecord } from '../../src/modules/tenants/tenant-record';
import { openTestDatabase, type TestDatabase } from './test-database';

export const TEST_SECRETS = {
  secretsKey: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
  sessionSecret: 'integration-tests-session-secret-0123456789',
};

export const TEST_PASSWORD_COST = { ln: 10, r: 8, p: 1 };

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  sandbox: IxcSandbox;
  /** The Cielo simulator the demo provider's card settings point at. */
  cielo: CieloSimulator;
  outboxDir: string;
  /** The app's tenant directory (its providers' ERP clients and breakers). */
  tenants: TenantDirectory;
  /** An HTTP client with a cookie jar, speaking to the app as the given host (tenant). */
  client(host?: string): supertest.Agent;
  /** A second server process would be: another app, with its own connection to the same database. */
  replica(): Promise<{ app: FastifyInstance; client(host?: string): supertest.Agent }>;
  /** Between tests: the ERP's fixture data back, no Cielo sales or cards, no faults, no rate-limit counts, no claimed writes. */
  fresh(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  ixcTimeoutMs?: number;
  /** The ERP circuit of each provider (defaults: 5 failures, 10 s). */
  ixcBreaker?: { threshold?: number; coolDownMs?: number };
  /** Changes the demo tenants before they are stored. */
  tenants?: (records: TenantRecord[]) => TenantRecord[];
  sandboxToday?: string;
  webDistDir?: string;
  prefetchOnSignIn?: boolean;
  /**
   * A replica's memory of session rows and account versions (default 0 here: suites change rows in the database
   * directly and expect the next request to see it; production's 1 s is proven in hot-reads.test.ts).
   */
  hotReadMemoMs?: number;
  trustProxy?: TrustProxy;
  signInFailuresPerProviderMinute?: number;
  /** Admins must have a second factor, as in production (default off, as in the demo). */
  adminSecondFactorRequired?: boolean;
  /** pino options or a stream, for tests about what is logged (off otherwise). */
  logger?: FastifyServerOptions['logger'];
  sessionIdleMinutes?: number;
  sessionMaxDays?: number;
  /** PUSH_SERVICE_HOSTS, parsed (default: the browsers' push services). */
  pushServiceHosts?: string[];
  /** Deadline of one card gateway call (default 3 s, like the ERP's). */
  cardGatewayTimeoutMs?: number;
  /** Deadline of one call to a partner app's API, e.g. Nextcloud (default 3 s, like the ERP's). */
  partnerTimeoutMs?: number;
  /** Deadline of one call to a provider's ACS (default 3 s, like the ERP's). */
  acsTimeoutMs?: number;
  /** Deadline of each fact of 'Minha conexão' (default 3 s, like the ERP's). */
  connectionFactTimeoutMs?: number;
  /** IMAGE_FETCH_ALLOW_PRIVATE: suites that serve logos from loopback set it (default off, as in production). */
  imageFetchAllowPrivate?: boolean;
  /** TLS_DOMAINS, parsed (default none: only custom domains get certificates, and any name may be one). */
  tlsDomains?: string[];
  /** Where the app queues jobs (default: a runner that refuses, as no suite but the broadcast's sends any). */
  jobs?: AppDependencies['jobs'];
  /** The registry the app and its tenant directory count into (default: the app's own, unread). */
  metrics?: Metrics;
}

/**
 * The real server over a real database, talking HTTP to the IXC sandbox on a real port, with the demo
 * tenants 'demo' (sandbox dataset demo, card payments through the Cielo simulator) and 'acme' (dataset alt).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const sandbox = createIxcSandbox({ today: options.sandboxToday });
  const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const cielo = createCieloSimulator();
  const cieloUrl = await cielo.listen();
  const db = await openTestDatabase();
  const outboxDir = await mkdtemp(join(tmpdir(), 'central-outbox-'));
  const box = createSecretBox(TEST_SECRETS.secretsKey);
  const records = demoTenants(sandboxUrl, { cieloUrl }) as TenantRecord[];
  await provisionTenants(db.prisma, box, options.tenants ? options.tenants(records) : records, { passwordCost: TEST_PASSWORD_COST });

  // Each app watches the directory version, as in main.ts, so an edit through one shows on the others.
  const directories: TenantDirectory[] = [];
  const directoryOver = (database: Database) => {
    const directory = createTenantDirectory({
      prisma: database.prisma,
      box,
      ixc: {
        timeoutMs: options.ixcTimeoutMs ?? 3000,
        listRetries: 1,
        breakerThreshold: options.ixcBreaker?.threshold,
        breakerCoolDownMs: options.ixcBreaker?.coolDownMs,
      },
      metrics: options.metrics,
    });
    directory.start();
    directories.push(directory);
    return directory;
  };
  const build = (database: Database) =>
    buildApp({
      prisma: database.prisma,
      tenants: directoryOver(database),
      signer: createTokenSigner(TEST_SECRETS.sessionSecret),
      hashSecret: TEST_SECRETS.sessionSecret,
      box,
      // Cheap hashes keep the suites fast; lib/password-hash.test.ts proves the production cost.
      passwordCost: TEST_PASSWORD_COST,
      ixcTimeoutMs: options.ixcTimeoutMs ?? 3000,
      mailer: createMailer({ outboxDir, from: 'no-reply@central.test' }),
      hostMarkers: { minhafibra: 'acme' },
      defaultTenant: 'demo',
      logger: options.logger ?? false,
      webDistDir: options.webDistDir ?? null,
      // Off unless a test is about it: background ERP reads would blur the request counts tests assert.
      prefetchOnSignIn: options.prefetchOnSignIn ?? false,
      hotReadMemoMs: options.hotReadMemoMs ?? 0,
      trustProxy: options.trustProxy,
      signInFailuresPerProviderMinute: options.signInFailuresPerProviderMinute,
      adminSecondFactorRequired: options.adminSecondFactorRequired,
      sessionIdleMinutes: options.sessionIdleMinutes,
      sessionMaxDays: options.sessionMaxDays,
      pushServiceHosts: options.pushServiceHosts,
      cardGatewayTimeoutMs: options.cardGatewayTimeoutMs ?? 3000,
      partnerTimeoutMs: options.partnerTimeoutMs ?? 3000,
      acsTimeoutMs: options.acsTimeoutMs ?? 3000,
      connectionFactTimeoutMs: options.connectionFactTimeoutMs ?? 3000,
      imageFetchAllowPrivate: options.imageFetchAllowPrivate,
      tlsDomains: options.tlsDomains,
      metrics: options.metrics,
      jobs: options.jobs ?? { send: () => Promise.reject(new Error('this test app has no job runner (TestAppOptions.jobs)')) },
    });
  const app = await build(db);
  await app.ready();
  const replicas: FastifyInstance[] = [];

  return {
    app,
    db,
    sandbox,
    cielo,
    outboxDir,
    tenants: directories[0]!,
    client(host = 'demo.localhost') {
      return supertest.agent(app.server).set('host', host);
    },
    async replica() {
      const second = await build(await db.openReplica());
      await second.ready();
      replicas.push(second);
      return { app: second, client: (host = 'demo.localhost') => supertest.agent(second.server).set('host', host) };
    },
    /** The sandbox back to its data, no staged fault, no limiter counts, and fresh ERP reads for every account. */
    async fresh() {
      sandbox.sandbox.reset();
      sandbox.sandbox.setFaults(NO_FAULTS);
      cielo.reset();
      await newAccountVersions(db, sandbox);
      await db.prisma.rateLimitBucket.deleteMany();
      await db.prisma.writeClaim.deleteMany();
    },
    async close() {
      await Promise.all(replicas.map((replica) => replica.close()));
      await app.close();
      await Promise.all(directories.map((directory) => directory.close()));
      await sandbox.close();
      await cielo.close();
      await db.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new version of every account of every provider, in one statement: ERP reads an earlier test cached (the
 * account cache is keyed by version, lib/account-cache.ts) are not used. Versions are bumped, never reset: a test
 * that went back to version 0 could read another test's answers cached under it.
 */
async function newAccountVersions(db: TestDatabase, sandbox: IxcSandbox): Promise<void> {
  const customers = [
    ...new Set(Object.keys(DEFAULT_DATASETS).flatMap((dataset) => sandbox.sandbox.table(dataset, 'cliente').map((row) => row.id ?? ''))),
  ].filter(Boolean);
  await db.prisma.$executeRaw`
    INSERT INTO account_versions (tenant_id, customer_id, version, updated_at)
    SELECT tenants.id, customer.id, 1, now() FROM tenants CROSS JOIN unnest(${customers}::text[]) AS customer(id)
    ON CONFLICT (tenant_id, customer_id) DO UPDATE SET version = account_versions.version + 1, updated_at = now()`;
}
