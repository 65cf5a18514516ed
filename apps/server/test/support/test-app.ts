import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIxcSandbox, demoTenants, type IxcSandbox } from '@central/sandbox';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import { createSecretBox } from '../../src/lib/crypto';
import { createTokenSigner } from '../../src/lib/signed-token';
import { createMailer } from '../../src/integrations/mail/mailer';
import { createTenantDirectory } from '../../src/modules/tenants/tenant-directory';
import { upsertTenants } from '../../src/modules/tenants/tenants-file';
import type { TenantRecord } from '../../src/modules/tenants/tenant-record';
import { openTestDatabase } from './test-database';

export const TEST_SECRETS = {
  secretsKey: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
  sessionSecret: 'integration-tests-session-secret-0123456789',
};

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  sandbox: IxcSandbox;
  outboxDir: string;
  /** An HTTP client with a cookie jar, speaking to the app as the given host (tenant). */
  client(host?: string): supertest.Agent;
  /** Between tests: the ERP's fixture data back, no faults, no rate-limit counts. */
  fresh(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  ixcTimeoutMs?: number;
  /** Changes the demo tenants before they are stored. */
  tenants?: (records: TenantRecord[]) => TenantRecord[];
  sandboxToday?: string;
  webDistDir?: string;
  prefetchOnSignIn?: boolean;
}

/**
 * The real server over a real database, talking HTTP to the IXC sandbox on a real port, with the demo
 * tenants 'demo' (sandbox dataset demo) and 'acme' (dataset alt).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const sandbox = createIxcSandbox({ today: options.sandboxToday });
  const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const db = await openTestDatabase();
  const outboxDir = await mkdtemp(join(tmpdir(), 'central-outbox-'));
  const box = createSecretBox(TEST_SECRETS.secretsKey);
  const records = demoTenants(sandboxUrl) as TenantRecord[];
  await upsertTenants(db.prisma, box, options.tenants ? options.tenants(records) : records);

  const app = await buildApp({
    prisma: db.prisma,
    tenants: createTenantDirectory({
      prisma: db.prisma,
      box,
      ixc: { timeoutMs: options.ixcTimeoutMs ?? 3000, listRetries: 1 },
    }),
    signer: createTokenSigner(TEST_SECRETS.sessionSecret),
    hashSecret: TEST_SECRETS.sessionSecret,
    mailer: createMailer({ outboxDir, from: 'no-reply@central.test' }),
    hostMarkers: { minhafibra: 'acme' },
    defaultTenant: 'demo',
    logger: false,
    webDistDir: options.webDistDir ?? null,
    // Off unless a test is about it: background ERP reads would blur the request counts tests assert.
    prefetchOnSignIn: options.prefetchOnSignIn ?? false,
  });
  await app.ready();

  return {
    app,
    db,
    sandbox,
    outboxDir,
    client(host = 'demo.localhost') {
      return supertest.agent(app.server).set('host', host);
    },
    async fresh() {
      sandbox.sandbox.reset();
      sandbox.sandbox.setFaults({ latencyMs: 0, errorRate: 0, down: false });
      await db.prisma.rateLimitBucket.deleteMany();
    },
    async close() {
      await app.close();
      await sandbox.close();
      await db.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
