import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@central/domain';
import { ensurePrismaClient } from './lib/prepare';

/**
 * `npm run admin -- add <email>`: adds an admin, or sets a new password for an existing one (ending its
 * sessions). It opens the database as the server does (DATABASE_URL, or the embedded one in DATA_DIR, which
 * must not be in use by a running server) and applies pending migrations first. On a terminal the password is
 * asked twice without echo; otherwise one line is read from stdin, so the command can be scripted.
 */
const USAGE = 'usage: npm run admin -- add <email>';

class Refusal extends Error {}

async function main(args: string[]): Promise<string> {
  const [command, email, ...extra] = args;
  if (command !== 'add' || !email || extra.length > 0) throw new Refusal(USAGE);
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
  console.log(await main(process.argv.slice(2)));
  process.exit(0);
} catch (error) {
  console.error(`admin: ${(error as Error).message}`);
  process.exit(1);
}
