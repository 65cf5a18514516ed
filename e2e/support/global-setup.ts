import { join } from 'node:path';
import { createPushService, createSpeedTestServer, type PushService } from '@central/sandbox';
import { ensurePrismaClient, ensureWebBuild, ROOT } from '../../scripts/lib/prepare';
import type { FullConfig } from '@playwright/test';
import { createDatabase, startPostgresCluster, type OwnDatabase } from '../../scripts/lib/postgres-cluster';
import { startStack, type Stack } from '../../scripts/lib/stack';
import { JOURNEY_BREAKER_COOLDOWN_MS, type StackAddresses } from './worker-stack';

/** The first admin, which the server creates at start from ADMIN_EMAIL and ADMIN_PASSWORD. */
const ADMIN = { email: 'admin@central-e2e.example', password: 'admin-e2e-senha-123' };

/** The push simulator's self-signed certificate: the server and the journeys add it to the CAs they trust. */
const PUSH_CERT = join(ROOT, 'apps/sandbox/src/push/test-cert/cert.pem');

/**
 * The push simulator runs here, beside the stack, so its port is known before the server starts. Journeys
 * (test workers, other processes) make subscriptions it can decrypt for and read what it received through these
 * routes on its own origin (fixtures `pushService`).
 */
async function startPushService(): Promise<PushService> {
  const push = createPushService();
  push.app.post('/__push/subscriptions', async (request) => {
    // The simulator reads every body as bytes; a request without one has none.
    const text = Buffer.isBuffer(request.body) ? request.body.toString() : '';
    const { applicationServerKey } = JSON.parse(text || '{}') as { applicationServerKey?: string };
    return push.createSubscription({ applicationServerKey });
  });
  push.app.get<{ Params: { id: string } }>('/__push/subscriptions/:id/messages', async (request) => push.messages(request.params.id));
  await push.listen();
  return push;
}

/**
 * The journeys' Postgres: a throwaway cluster, or the server TEST_DATABASE_URL names. Each stack has a database of its
 * own on it. Postgres rather than the embedded PGlite, which the integration suite covers: PGlite runs each query in the
 * server's own thread: 17 s of a server's 37 s of CPU in 25 journeys (docs/decisions/027).
 */
async function startJourneyPostgres(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const cluster = await startPostgresCluster();
  return { adminUrl: cluster.url, stop: () => cluster.stop() };
}

/**
 * Starts what a person would use, once per worker: the sandbox ERP, the Cielo simulator and the real server process
 * serving the real web build, on free ports, with a new database. Journeys reach them through the E2E_* variables.
 */
export default async function globalSetup(config: FullConfig) {
  const [postgres] = await Promise.all([startJourneyPostgres(), ensurePrismaClient(), ensureWebBuild()]);
  process.env.E2E_POSTGRES_URL = postgres.adminUrl;
  const push = await startPushService();
  // The speed test the 'velox' provider embeds (e2e/speed-test.spec.ts); runs here so the tenants file can name it.
  const speedTest = createSpeedTestServer();
  const speedTestUrl = `${await speedTest.listen()}/?seconds=1`;
  // One stack per worker: the journeys of one file change their ERP, their database and their outbox, and another
  // worker's must not see it (fixtures.ts gives each worker its own addresses).
  const databases = await Promise.all(Array.from({ length: config.workers }, () => createDatabase(postgres.adminUrl)));
  const stacks = await Promise.all(databases.map((database) => startJourneyStack(push, speedTestUrl, database)));
  process.env.E2E_STACKS = JSON.stringify(stacks.map(stackAddresses));
  process.env.E2E_ADMIN_EMAIL = ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = ADMIN.password;
  process.env.E2E_PUSH_URL = push.origin;
  process.env.E2E_SPEEDTEST_URL = speedTestUrl;
  process.env.E2E_PUSH_CA = PUSH_CERT;
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await Promise.all(databases.map((database) => database.drop()));
    await postgres.stop();
    await push.close();
    await speedTest.close();
  };
}

/**
 * The ERP timeout and circuit cool-down are short so the failure journeys stay quick.
 */
function startJourneyStack(push: PushService, speedTestUrl: string, database: OwnDatabase): Promise<Stack> {
  return startStack({
    env: {
      DATABASE_URL: database.url,
      IXC_TIMEOUT_MS: '2500',
      IXC_LIST_RETRIES: '1',
      IXC_BREAKER_COOLDOWN_MS: String(JOURNEY_BREAKER_COOLDOWN_MS),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The notification journeys stand in for the browser's push service under this host (e2e/notifications.spec.ts);
      // the delivery journey's subscriptions live on the simulator (e2e/push-delivery.spec.ts).
      PUSH_SERVICE_HOSTS: `push.test.localhost,${new URL(push.origin).host}`,
      // Trusts the simulator's certificate on top of the usual CAs: TLS verification stays on.
      NODE_EXTRA_CA_CERTS: PUSH_CERT,
    },
    // The provider id 'cliente' offers no contract documents (docs/product/subscriber.md#contracts);
    // 'zapnet' answers support by WhatsApp (support_menu chat); both reuse the demo ERP.
    tenants: (records) => [
      ...records,
      { ...records[0]!, client_id: 'cliente', alias: 'Cliente Telecom' },
      { ...records[0]!, client_id: 'zapnet', alias: 'ZapNet', support_menu: 'chat' },
      // 'velox' has the speed test (Velocidade); the demo provider has none here.
      { ...records[0]!, client_id: 'velox', alias: 'Velox Fibra', feature_flags: [`speed_test->${speedTestUrl}`] },
    ],
  });
}

/** What a worker needs of its stack, as the E2E_* variables fixtures.ts sets from it. */
function stackAddresses(stack: Stack): StackAddresses {
  return {
    E2E_PORT: String(stack.port),
    E2E_SANDBOX_URL: stack.sandboxUrl,
    // The demo provider's card payments go to this Cielo simulator (its sandbox's last-digit rules).
    E2E_CIELO_URL: stack.cielo.origin,
    E2E_OUTBOX_DIR: stack.outboxDir,
  };
}
