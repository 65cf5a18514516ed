import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoTenants } from '@central/sandbox';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { holdPGliteLock } from '../src/db/pglite-lock';
import { createMailer } from '../src/integrations/mail/mailer';
import { createSecretBox } from '../src/lib/crypto';
import { hashPassword } from '../src/lib/password-hash';
import { createTokenSigner } from '../src/lib/signed-token';
import { createTenantDirectory } from '../src/modules/tenants/tenant-directory';
import { provisionTenants } from '../src/modules/tenants/tenants-file';
import { createDatabase, type OwnDatabase } from '../../../scripts/lib/postgres-cluster';
import { TEMPLATE_DATABASE } from './support/global-setup';
import { ADMIN_AUTH_PATHS, PROVIDER_AUTH_PATHS, TEST_ADMIN } from './support/staff';
import { TEST_PASSWORD_COST, TEST_SECRETS } from './support/test-app';

/**
 * `npm run admin -- backup` and `restore`, run as the operator would, on this run's kind of database: a populated
 * database is dumped, restored into an empty one, and a server started on the copy lets the admin and the provider
 * sign in and shows the card payment as before (README, "Backups").
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PROVIDER = { client_id: 'demo', password: 'provedor-demo-123' };
const kind = inject('databaseKind');
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'central-backup-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await Promise.all(databases.map((database) => database.drop()));
});

/** Where one database lives: a DATA_DIR holding PGlite, or a DATABASE_URL. */
interface Place {
  env: NodeJS.ProcessEnv;
  open(): Promise<Database>;
}

const databases: OwnDatabase[] = [];
async function newPlace(from: 'template' | 'nothing'): Promise<Place> {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(workDir, 'data-'));
    if (from === 'template') await cp(inject('pgliteTemplate'), join(dataDir, 'pglite'), { recursive: true });
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir: join(dataDir, 'pglite') }) };
  }
  const database = await createDatabase(inject('postgresAdminUrl'), { template: from === 'template' ? TEMPLATE_DATABASE : undefined });
  databases.push(database);
  const { url } = database;
  return { env: { DATABASE_URL: url }, open: () => openDatabase({ url }) };
}

function runAdmin(args: string[], place: Place): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...place.env };
  if (!place.env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/admin.ts'), ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end();
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() })));
}

/** The demo providers with a provider password, an admin, and one card payment awaiting review. */
async function populate(place: Place): Promise<string> {
  const db = await place.open();
  try {
    const box = createSecretBox(TEST_SECRETS.secretsKey);
    await provisionTenants(db.prisma, box, demoTenants('http://127.0.0.1:9'), { passwordCost: TEST_PASSWORD_COST });
    const tenant = await db.prisma.tenant.update({
      where: { clientId: PROVIDER.client_id },
      data: { providerPasswordHash: await hashPassword(PROVIDER.password, TEST_PASSWORD_COST) },
    });
    await db.prisma.admin.create({
      data: { email: TEST_ADMIN.email, passwordHash: await hashPassword(TEST_ADMIN.password, TEST_PASSWORD_COST) },
    });
    const payment = await db.prisma.cardPayment.create({
      data: {
        tenantId: tenant.id,
        customerId: '1001',
        invoiceId: '5001',
        installments: 2,
        amountCents: 10_000,
        totalCents: 10_353,
        state: 'needs_review',
        cardBrand: 'visa',
        cardLast4: '0001',
        reviewReason: 'Paga por outro meio.',
        createdAt: new Date(Date.UTC(2026, 10, 23, 12, 30)),
      },
    });
    return payment.id;
  } finally {
    await db.close();
  }
}

/** The server's app over the database, as main.ts builds it, without ERP calls or jobs. */
async function serve(db: Database) {
  const tenants = createTenantDirectory({
    prisma: db.prisma,
    box: createSecretBox(TEST_SECRETS.secretsKey),
    ixc: { timeoutMs: 3000, listRetries: 1 },
  });
  const app = await buildApp({
    prisma: db.prisma,
    tenants,
    signer: createTokenSigner(TEST_SECRETS.sessionSecret),
    hashSecret: TEST_SECRETS.sessionSecret,
    box: createSecretBox(TEST_SECRETS.secretsKey),
    passwordCost: TEST_PASSWORD_COST,
    mailer: createMailer({ outboxDir: join(workDir, 'outbox'), from: 'no-reply@central.test' }),
    hostMarkers: {},
    logger: false,
    webDistDir: null,
    jobs: { send: () => Promise.reject(new Error('no job runner here')) },
  });
  await app.ready();
  return {
    client: (host: string) => supertest.agent(app.server).set('host', host),
    async close() {
      await app.close();
      await tenants.close();
    },
  };
}

describe('npm run admin -- backup, then restore into an empty database', () => {
  it('gives back the providers, the admins and the card payments: both sign in and read the ledger as before', async () => {
    const source = await newPlace('template');
    const paymentId = await populate(source);
    const file = join(workDir, kind === 'pglite' ? 'central.tar.gz' : 'central.dump');

    const backup = await runAdmin(['backup', file], source);
    expect([backup.code, backup.stderr]).toEqual([0, '']);
    expect(backup.stdout).toMatch(new RegExp(`^backup of .+ written to ${file} \\(\\d+(\\.\\d)? (B|KB|MB)\\)$`));
    expect(await runAdmin(['backup', file], source)).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin: ${file} already exists: name another file`,
    });

    const target = await newPlace('nothing');
    const restore = await runAdmin(['restore', file], target);
    expect([restore.code, restore.stderr]).toEqual([0, '']);
    expect(restore.stdout).toMatch(/^restored /);

    const db = await target.open();
    const server = await serve(db);
    try {
      const admin = server.client('admin.localhost');
      expect((await admin.post(ADMIN_AUTH_PATHS.signIn).send(TEST_ADMIN)).status).toBe(200);
      const ledger = await admin.get('/api/payment/customer/demo/card-payments?state=all');
      expect(ledger.status).toBe(200);
      expect(ledger.body.card_payments).toEqual([
        expect.objectContaining({
          id: paymentId,
          invoice_id: '5001',
          state: 'needs_review',
          total_cents: 10_353,
          card_last4: '0001',
          review_reason: 'Paga por outro meio.',
          created_at: '2026-11-23T12:30:00.000Z',
        }),
      ]);

      const provider = server.client('admin.localhost');
      const signIn = await provider.post(PROVIDER_AUTH_PATHS.signIn).send(PROVIDER);
      expect([signIn.status, signIn.body.provider?.client_id]).toEqual([200, 'demo']);
      expect((await provider.get(PROVIDER_AUTH_PATHS.me)).body.provider).toMatchObject({ client_id: 'demo', alias: 'Provedor Demo' });
    } finally {
      await server.close();
      await db.close();
    }
  }, 120_000);

  it('refuses a missing file and a file that is no dump, and leaves the database as it was', async () => {
    const place = await newPlace('template');
    await populate(place);
    expect(await runAdmin(['restore', join(workDir, 'nothing.dump')], place)).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin: no backup file ${join(workDir, 'nothing.dump')}`,
    });
    const notADump = join(ROOT, 'package.json');
    if (kind === 'postgres') {
      // A server still connected would see its tables dropped under it.
      const server = await place.open();
      try {
        await server.prisma.admin.count();
        const open = await runAdmin(['restore', notADump], place);
        expect([open.code, open.stderr]).toEqual([
          1,
          expect.stringMatching(/other connection\(s\) are open on database .+: stop the servers first/),
        ]);
      } finally {
        await server.close();
      }
    }
    const refused = await runAdmin(['restore', notADump], place);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(kind === 'pglite' ? /is not a backup of the embedded database/ : /^admin: pg_restore failed: /);
    const db = await place.open();
    try {
      expect(await db.prisma.admin.count()).toBe(1);
      expect(await db.prisma.cardPayment.count()).toBe(1);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe.runIf(kind === 'pglite')('the embedded database while a server runs', () => {
  it('refuses backup and restore while the lock is held by a running process, and ignores a lock its process left', async () => {
    const place = await newPlace('template');
    const paymentId = await populate(place);
    const pgliteDir = join(place.env.DATA_DIR!, 'pglite');
    const file = join(workDir, 'while-running.tar.gz');
    const lock = await holdPGliteLock(pgliteDir);
    const refusal = `admin: the embedded database in ${pgliteDir} is in use by a running server (process ${process.pid}): stop it first`;
    try {
      expect(await runAdmin(['backup', file], place)).toEqual({ code: 1, stdout: '', stderr: refusal });
      expect(await runAdmin(['restore', file], place)).toEqual({ code: 1, stdout: '', stderr: refusal });
    } finally {
      await lock.release();
    }
    expect(await readdir(workDir)).not.toContain('while-running.tar.gz');

    // A server that was killed leaves its lock behind: a process id that no longer runs.
    const exited = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => exited.once('exit', resolve));
    await writeFile(`${pgliteDir}.lock`, `${exited.pid}\n`);
    const backup = await runAdmin(['backup', file], place);
    expect([backup.code, backup.stderr]).toEqual([0, '']);
    const changed = await place.open();
    await changed.prisma.cardPayment.deleteMany().finally(() => changed.close());

    const restore = await runAdmin(['restore', file], place);
    expect([restore.code, restore.stderr]).toEqual([0, '']);
    expect(restore.stdout).toMatch(
      new RegExp(`; the database it replaced is kept in ${pgliteDir}\\.before-restore-\\d{4}-\\d\\d-\\d\\dT\\d{6}$`),
    );
    const db = await place.open();
    try {
      expect((await db.prisma.cardPayment.findMany()).map((row) => row.id)).toEqual([paymentId]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
