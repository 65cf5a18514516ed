import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@central/domain';
import { backupPGlite, backupPostgres, backupStamp, restorePGlite, restorePostgres } from './lib/database-backup';
import { ensurePrismaClient } from './lib/prepare';

/**
 * Operator commands. Each opens the database as the server does (DATABASE_URL, or the embedded one in DATA_DIR,
 * which must not be in use by a running server) and applies pending migrations first.
 * - `npm run admin -- add <email>`: adds an admin, or sets a new password for an existing one (ending its sessions).
 *   On a terminal the password is asked twice without echo; otherwise one line is read from stdin, so the command
 *   can be scripted.
 * - `npm run admin -- check <client_id>`: 'Testar integrações' for one provider, as the admin page runs it: one line
 *   per check, kept as the provider's last check; exits with 1 when any check failed.
 * - `npm run admin -- reset-2fa <email>`: turns that admin's second factor off (a lost authenticator and no recovery
 *   code left, with no other admin to reset it): the next sign-in takes the password alone, then asks to enrol again.
 * - `npm run admin -- backup [file]`: a dump of the database (Postgres: `pg_dump -Fc`; the embedded one: an archive
 *   of its data folder, refused while a server has it open); `restore <file>` puts one back (README, "Backups").
 */
const USAGE = 'usage: npm run admin -- add <email> | check <client_id> | reset-2fa <email> | backup [file] | restore <file>';

class Refusal extends Error {}

/** The outcome of a command: what to print, and the exit code. */
interface Outcome {
  text: string;
  code: number;
}

async function main(args: string[]): Promise<Outcome> {
  const [command, subject, ...extra] = args;
  if (command === 'backup' && extra.length === 0) return { text: await backupDatabase(subject), code: 0 };
  if (!subject || extra.length > 0) throw new Refusal(USAGE);
  if (command === 'restore') return { text: await restoreDatabase(subject), code: 0 };
  if (command === 'add') return { text: await addAdmin(subject), code: 0 };
  if (command === 'check') return checkIntegrations(subject);
  if (command === 'reset-2fa') return { text: await resetSecondFactor(subject), code: 0 };
  throw new Refusal(USAGE);
}

async function addAdmin(email: string): Promise<string> {
  const password = await readPassword();
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new Refusal(`the password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  }

  await ensurePrismaClient();
  const { loadConfig } = await import('../apps/server/src/config');
  const { openDatabase } = await import('../apps/server/src/db/database');
  const { migrate, readMigrations } = await import('../apps/server/src/db/migrator');
  const { DEFAULT_SCRYPT_COST } = await import('../apps/server/src/lib/password-hash');
  const { addAdmin, AdminAccountError } = await import('../apps/server/src/modules/staff/admin-accounts');
  const { MIGRATIONS_DIR } = await import('../apps/server/src/paths');

  const config = loadConfig();
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite') });
  try {
    await db.withSql(async (sql) => migrate(sql, await readMigrations(MIGRATIONS_DIR)));
    const outcome = await addAdmin(db.prisma, email, password, DEFAULT_SCRYPT_COST);
    const stored = email.trim().toLowerCase();
    return outcome === 'created' ? `admin ${stored} added` : `admin ${stored} has a new password; its sessions were ended`;
  } catch (error) {
    throw error instanceof AdminAccountError ? new Refusal(error.message) : error;
  } finally {
    await db.close();
  }
}

/** Deletes the admin's second factor (its recovery codes go with it), as another admin's reset does. */
async function resetSecondFactor(email: string): Promise<string> {
  await ensurePrismaClient();
  const { loadConfig } = await import('../apps/server/src/config');
  const { openDatabase } = await import('../apps/server/src/db/database');
  const { migrate, readMigrations } = await import('../apps/server/src/db/migrator');
  const { normalizeAdminEmail } = await import('../apps/server/src/modules/staff/staff-rules');
  const { MIGRATIONS_DIR } = await import('../apps/server/src/paths');

  const normalized = normalizeAdminEmail(email);
  if (!normalized) throw new Refusal(`not a valid e-mail: ${email}`);
  const config = loadConfig();
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite') });
  try {
    await db.withSql(async (sql) => migrate(sql, await readMigrations(MIGRATIONS_DIR)));
    const admin = await db.prisma.admin.findUnique({ where: { email: normalized }, select: { id: true } });
    if (!admin) throw new Refusal(`no admin with e-mail ${normalized}`);
    const { count } = await db.prisma.secondFactor.deleteMany({ where: { adminId: admin.id } });
    if (count === 0) throw new Refusal(`admin ${normalized} has no second factor`);
    // Audited as the API's reset is, with the command line as the actor (as 'Testar integrações' names it).
    await db.prisma.adminAuditEvent.create({
      data: { actor: 'cli', clientId: '', action: 'admin_2fa_reset', changes: { admin: { from: normalized, to: normalized } } },
    });
    return `admin ${normalized}: second factor turned off; the next sign-in takes the password alone`;
  } finally {
    await db.close();
  }
}

/** Runs every check of the provider with the server's own wiring, against the systems its settings name. */
async function checkIntegrations(clientId: string): Promise<Outcome> {
  await ensurePrismaClient();
  const { DEFAULT_ACS_TIMEOUT_MS } = await import('../apps/server/src/integrations/acs-client');
  const { DEFAULT_PARTNER_TIMEOUT_MS } = await import('../apps/server/src/integrations/partner-http');
  const { loadConfig } = await import('../apps/server/src/config');
  const { openDatabase } = await import('../apps/server/src/db/database');
  const { migrate, readMigrations } = await import('../apps/server/src/db/migrator');
  const { createMailer } = await import('../apps/server/src/integrations/mail/mailer');
  const { createSecretBox } = await import('../apps/server/src/lib/crypto');
  const { resolveSecrets } = await import('../apps/server/src/lib/secrets');
  const { createWatchConnections } = await import('../apps/server/src/modules/apps/partners/watch-connection');
  const { createPartnerConnectionsStore } = await import('../apps/server/src/modules/apps/partners/partner-connections-store');
  const { DEFAULT_CARD_GATEWAY_TIMEOUT_MS } = await import('../apps/server/src/modules/cards/card-gateway-for');
  const { createIntegrationCheckService } = await import('../apps/server/src/modules/integration-check/integration-check-service');
  const { createIntegrationCheckStore } = await import('../apps/server/src/modules/integration-check/integration-check-store');
  const { MIGRATIONS_DIR } = await import('../apps/server/src/paths');

  const config = loadConfig();
  const secrets = await resolveSecrets(config);
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite') });
  try {
    await db.withSql(async (sql) => migrate(sql, await readMigrations(MIGRATIONS_DIR)));
    const tenant = await db.prisma.tenant.findUnique({ where: { clientId }, select: { id: true } });
    if (!tenant) throw new Refusal(`no provider with client_id ${clientId}`);
    const box = createSecretBox(secrets.secretsKey);
    const checks = createIntegrationCheckService({
      box,
      store: createIntegrationCheckStore(db.prisma),
      mailer: createMailer({
        smtpUrl: config.SMTP_URL,
        outboxDir: config.OUTBOX_DIR ?? join(config.DATA_DIR, 'outbox'),
        from: config.MAIL_FROM,
      }),
      watchConnections: createWatchConnections({ store: createPartnerConnectionsStore(db.prisma), box }),
      pushSubject: config.PUSH_SUBJECT,
      timeouts: {
        erpMs: config.IXC_TIMEOUT_MS,
        acsMs: DEFAULT_ACS_TIMEOUT_MS,
        cardMs: DEFAULT_CARD_GATEWAY_TIMEOUT_MS,
        partnerMs: DEFAULT_PARTNER_TIMEOUT_MS,
      },
      log: { warn: (object, message) => console.error(`admin: ${message}`, object) },
    });
    const result = await checks.run(tenant.id, 'cli');
    const marks = { ok: '✔', failed: '✘', unverifiable: '–' } as const;
    const lines = result.lines.map((line) => `${marks[line.status]} ${line.title}: ${line.detail}`);
    const failed = result.lines.filter((line) => line.status === 'failed').length;
    const summary =
      failed === 0 ? `${clientId}: every integration answered` : `${clientId}: ${failed} of ${result.lines.length} checks failed`;
    return { text: [...lines, summary].join('\n'), code: failed === 0 ? 0 : 1 };
  } finally {
    await db.close();
  }
}

/** Dumps are read and written as they are: no migration runs first, so a restore gives back exactly what was saved. */
async function backupDatabase(file: string | undefined): Promise<string> {
  await ensurePrismaClient();
  const { loadConfig } = await import('../apps/server/src/config');
  const { DATABASE_URL, DATA_DIR } = loadConfig();
  return DATABASE_URL
    ? backupPostgres(DATABASE_URL, file ?? `central-${backupStamp()}.dump`)
    : backupPGlite(join(DATA_DIR, 'pglite'), file ?? `central-pglite-${backupStamp()}.tar.gz`);
}

async function restoreDatabase(file: string): Promise<string> {
  await ensurePrismaClient();
  const { loadConfig } = await import('../apps/server/src/config');
  const { DATABASE_URL, DATA_DIR } = loadConfig();
  return DATABASE_URL ? restorePostgres(DATABASE_URL, file) : restorePGlite(join(DATA_DIR, 'pglite'), file);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readLine();
  const password = await askHidden('Password: ');
  if ((await askHidden('Repeat the password: ')) !== password) throw new Refusal('the passwords do not match');
  return password;
}

/** The first line of a piped stdin (without its line ending). */
async function readLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

/** Asks on the terminal while echoing nothing of the answer. */
async function askHidden(prompt: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const terminal = createInterface({ input: process.stdin, output: silent, terminal: true });
  terminal.once('SIGINT', () => {
    process.stdout.write('\n');
    process.exit(130);
  });
  process.stdout.write(prompt);
  try {
    return await terminal.question('');
  } finally {
    terminal.close();
    process.stdout.write('\n');
  }
}

try {
  const outcome = await main(process.argv.slice(2));
  console.log(outcome.text);
  process.exit(outcome.code);
} catch (error) {
  console.error(`admin: ${(error as Error).message}`);
  process.exit(1);
}
