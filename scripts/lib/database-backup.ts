import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { pgliteLockHolder } from '../../apps/server/src/db/pglite-lock';

/**
 * `npm run admin -- backup` and `restore` (README, "Backups"). Postgres: `pg_dump -Fc` and `pg_restore --clean`, the
 * same archives the compose backup service writes. The embedded database: PGlite's own archive of its data folder
 * (`dumpDataDir`, a gzipped tar) made with the server stopped, read back with `loadDataDir`.
 */
const run = promisify(execFile);

/** e.g. 2026-11-29T0312, in UTC, as the compose service names its dumps. */
export function backupStamp(now = new Date()): string {
  return now.toISOString().slice(0, 16).replace(':', '');
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<string> {
  await refuseExisting(file);
  const { url, env } = withoutPassword(databaseUrl);
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], env);
  return `backup of ${databaseName(databaseUrl)} written to ${resolve(file)} (${await sizeOf(file)})`;
}

/** Replaces the database's contents with the archive's, in one transaction: nothing changes when any step fails. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<string> {
  await refuseMissing(file);
  const others = await otherConnections(databaseUrl);
  if (others > 0) {
    throw new Error(
      `${others} other connection(s) are open on ${databaseName(databaseUrl)}: stop the servers first (docker compose stop server-1 server-2)`,
    );
  }
  const { url, env } = withoutPassword(databaseUrl);
  const args = ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
  await runTool('pg_restore', [...args, `--dbname=${url}`, file], env);
  return `restored ${resolve(file)} into ${databaseName(databaseUrl)}; the servers apply any newer migrations when they start`;
}

export async function backupPGlite(dataDir: string, file: string): Promise<string> {
  await refuseWhileServed(dataDir);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`no embedded database in ${resolve(dataDir)}`);
  await refuseExisting(file);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  try {
    await db.waitReady;
    // Written out to the data files first, so the archive needs no recovery when it is read back.
    await db.exec('CHECKPOINT');
    const archive = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await archive.arrayBuffer()), { flag: 'wx' });
  } finally {
    await db.close();
  }
  return `backup of ${resolve(dataDir)} written to ${resolve(file)} (${await sizeOf(file)})`;
}

/**
 * Unpacks the archive into a new folder and opens it there; only a database that opened takes the data folder's
 * place, and the one it replaces is kept beside it.
 */
export async function restorePGlite(dataDir: string, file: string): Promise<string> {
  await refuseWhileServed(dataDir);
  await refuseMissing(file);
  const bytes = await readFile(file);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    throw new Error(`${file} is not a backup of the embedded database (npm run admin -- backup without DATABASE_URL)`);
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '');
  const incoming = `${dataDir}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(incoming, { loadDataDir: new Blob([bytes], { type: 'application/x-gzip' }) });
  try {
    await db.waitReady;
    await db.query('SELECT 1');
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw new Error(`${file} could not be opened as a database: ${(error as Error).message}`);
  } finally {
    if (!db.closed) await db.close().catch(() => undefined);
  }
  const previous = existsSync(dataDir) ? `${dataDir}.before-restore-${stamp}` : null;
  if (previous) await rename(dataDir, previous);
  await rename(incoming, dataDir);
  const kept = previous ? `; the database it replaced is kept in ${resolve(previous)}` : '';
  return `restored ${resolve(file)} into ${resolve(dataDir)}${kept}`;
}

async function refuseWhileServed(dataDir: string): Promise<void> {
  const pid = await pgliteLockHolder(dataDir);
  if (pid !== null) {
    throw new Error(`the embedded database in ${resolve(dataDir)} is in use by a running server (process ${pid}): stop it first`);
  }
}

async function refuseExisting(file: string): Promise<void> {
  if (existsSync(file)) throw new Error(`${file} already exists: name another file`);
}

async function refuseMissing(file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`no backup file ${file}`);
}

/** The URL without its password, which goes in PGPASSWORD: a command line is visible to every user of the machine. */
function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function databaseName(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `database ${url.pathname.slice(1)} on ${url.host}`;
}

async function otherConnections(databaseUrl: string): Promise<number> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

async function runTool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(findPostgresTool(name), args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${name} failed: ${stderr || (error as Error).message}`);
  }
}

/** On PATH, or in the newest /usr/lib/postgresql/<version>/bin (Debian's packages). */
export function findPostgresTool(name: string): string {
  const onPath = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dirs = [...onPath, ...versions.map((version) => join(root, version, 'bin'))];
  const found = dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `${name} not found on PATH or in ${root}/*/bin: install the PostgreSQL client (e.g. apt-get install postgresql-client-15)`,
    );
  }
  return found;
}

async function sizeOf(file: string): Promise<string> {
  const bytes = (await stat(file)).size;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
