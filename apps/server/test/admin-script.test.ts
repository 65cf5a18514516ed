import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createIxcSandbox, demoTenants, type IxcSandbox } from '@central/sandbox';
import { openDatabase } from '../src/db/database';
import { createSecretBox } from '../src/lib/crypto';
import { provisionTenants } from '../src/modules/tenants/tenants-file';
import type { TenantRecord } from '../src/modules/tenants/tenant-record';
import { TEST_SECRETS } from './support/test-app';
import { verifyPassword } from '../src/lib/password-hash';
import { createDatabase, type OwnDatabase } from '../../../scripts/lib/postgres-cluster';
import { TEMPLATE_DATABASE } from './support/global-setup';

/**
 * `npm run admin -- add <email>`, run as the operator would, with the password piped on stdin, against
 * a database of this run's kind: a DATA_DIR holding a migrated PGlite, or a DATABASE_URL.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let dataDir: string;
let database: OwnDatabase | undefined;
let databaseUrl: string | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'central-admin-script-'));
  if (inject('databaseKind') === 'pglite') {
    await cp(inject('pgliteTemplate'), join(dataDir, 'pglite'), { recursive: true });
    return;
  }
  database = await createDatabase(inject('postgresAdminUrl'), { template: TEMPLATE_DATABASE });
  databaseUrl = database.url;
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
});

function runAdmin(
  args: string[],
  stdin: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...extraEnv };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/admin.ts'), ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() })));
}

/** The stored admins, read after the script has exited (an embedded database has one owner at a time). */
async function admins() {
  const db = await openDatabase({ url: databaseUrl, dataDir: join(dataDir, 'pglite') });
  try {
    return await db.prisma.admin.findMany({ orderBy: { email: 'asc' } });
  } finally {
    await db.close();
  }
}

describe('npm run admin -- add <email>', () => {
  it('adds an admin with the piped password, then gives the same e-mail a new one', async () => {
    const added = await runAdmin(['add', 'Ops@Central.test'], 'first-password-123\n');
    expect(added).toEqual({ code: 0, stdout: 'admin ops@central.test added', stderr: '' });
    const changed = await runAdmin(['add', 'OPS@central.test'], 'second-password-456\n');
    expect(changed).toEqual({ code: 0, stdout: 'admin ops@central.test has a new password; its sessions were ended', stderr: '' });

    const rows = await admins();
    expect(rows.map((row) => row.email)).toEqual(['ops@central.test']);
    expect(await verifyPassword('second-password-456', rows[0]!.passwordHash)).toBe(true);
    // Two runs of the real script, each opening the database and hashing at the production cost: 24 s alone on the
    // 2-core CI machine, so 30 s let a busy run time out.
  }, 60_000);

  it('refuses a short password and a wrong command with exit code 1 and one line', async () => {
    const results = await Promise.all([
      runAdmin(['add', 'short@central.test'], 'elevenchars\n'),
      runAdmin(['add'], 'a-long-password-1\n'),
      runAdmin(['remove', 'x@central.test'], 'a-long-password-1\n'),
    ]);
    const usage = 'admin: usage: npm run admin -- add <email> | check <client_id> | reset-2fa <email> | backup [file] | restore <file>';
    expect(results).toEqual([
      { code: 1, stdout: '', stderr: 'admin: the password must have at least 12 characters' },
      { code: 1, stdout: '', stderr: usage },
      { code: 1, stdout: '', stderr: usage },
    ]);
  }, 15_000);
});

describe('npm run admin -- reset-2fa <email>', () => {
  it("deletes that admin's second factor and its recovery codes, audited, and leaves the other admins' alone", async () => {
    const db = await openDatabase({ url: databaseUrl, dataDir: join(dataDir, 'pglite') });
    try {
      for (const email of ['lost@central.test', 'kept@central.test']) {
        const admin = await db.prisma.admin.create({ data: { email, passwordHash: 'not-used-here' } });
        await db.prisma.secondFactor.create({
          data: {
            adminId: admin.id,
            secret: 'v1:sealed',
            confirmedAt: new Date(),
            recoveryCodes: { create: [{ codeHash: `hash-${email}` }] },
          },
        });
      }
    } finally {
      await db.close();
    }

    const reset = await runAdmin(['reset-2fa', 'LOST@central.test'], '');
    expect(reset).toEqual({
      code: 0,
      stdout: 'admin lost@central.test: second factor turned off; the next sign-in takes the password alone',
      stderr: '',
    });
    expect(await runAdmin(['reset-2fa', 'lost@central.test'], '')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'admin: admin lost@central.test has no second factor',
    });
    expect(await runAdmin(['reset-2fa', 'nobody@central.test'], '')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'admin: no admin with e-mail nobody@central.test',
    });

    const after = await openDatabase({ url: databaseUrl, dataDir: join(dataDir, 'pglite') });
    try {
      const factors = await after.prisma.secondFactor.findMany({ include: { admin: true, recoveryCodes: true } });
      expect(factors.map((factor) => [factor.admin?.email, factor.recoveryCodes.length])).toEqual([['kept@central.test', 1]]);
      expect(await after.prisma.recoveryCode.count()).toBe(1);
      const audit = await after.prisma.adminAuditEvent.findMany({ where: { action: 'admin_2fa_reset' } });
      expect(audit.map((row) => [row.actor, row.changes])).toEqual([
        ['cli', { admin: { from: 'lost@central.test', to: 'lost@central.test' } }],
      ]);
    } finally {
      await after.close();
    }
  }, 60_000);
});

describe('npm run admin -- check <client_id>', () => {
  let sandbox: IxcSandbox;
  beforeAll(async () => {
    sandbox = createIxcSandbox();
    const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const db = await openDatabase({ url: databaseUrl, dataDir: join(dataDir, 'pglite') });
    try {
      await provisionTenants(db.prisma, createSecretBox(TEST_SECRETS.secretsKey), [demoTenants(url)[0] as TenantRecord]);
    } finally {
      await db.close();
    }
  });
  afterAll(() => sandbox?.close());

  it("prints one line per check, exits 1 naming what failed, and keeps the result as the provider's last check", async () => {
    sandbox.sandbox.denyResources('demo', ['vd_saida']);
    const secrets = { SECRETS_KEY: TEST_SECRETS.secretsKey, SESSION_SECRET: TEST_SECRETS.sessionSecret };
    const result = await runAdmin(['check', 'demo'], '', secrets);
    const lines = result.stdout.split('\n');
    expect(result.code).toBe(1);
    expect(lines).toContain('✔ IXC: token de acesso: O IXC aceitou o token.');
    expect(lines).toContain(
      '✘ IXC: notas fiscais: O token não tem permissão para ler `vd_saida`: libere a tabela para o usuário do webservice no IXC.',
    );
    expect(lines).toContain('– E-mail (códigos de recuperação): Sem SMTP_URL: os e-mails são gravados na pasta OUTBOX_DIR, não enviados.');
    expect(lines.at(-1)).toMatch(/^demo: 1 of \d+ checks failed$/);

    const db = await openDatabase({ url: databaseUrl, dataDir: join(dataDir, 'pglite') });
    try {
      expect((await db.prisma.integrationCheck.findMany()).map((row) => row.checkedBy)).toEqual(['cli']);
    } finally {
      await db.close();
    }
    expect(await runAdmin(['check', 'ninguem'], '', secrets)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'admin: no provider with client_id ninguem',
    });
  }, 60_000);
});
