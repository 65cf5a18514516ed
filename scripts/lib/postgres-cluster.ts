import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PostgresCluster {
  /** Superuser URL of the `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server for tests and benches, on a free port, data in a temporary folder. Uses the
 * Debian binaries (/usr/lib/postgresql/<v>/bin, installed by .ci/run). initdb refuses to run as root, so as
 * root it runs as the `postgres` user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const dataDir = await mkdtemp(join(tmpdir(), 'central-pg-'));
  const asRoot = process.getuid?.() === 0;
  const runAs = (command: string, args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]) as [string, string[]];
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dataDir, Number(stdout.trim()), Number(gid.trim()));
  }
  await run(...runAs(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']));
  const port = await freePort();
  const server = spawn(
    ...runAs(join(bin, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dataDir,
      '-h',
      '127.0.0.1',
      '-F',
      '-c',
      'max_connections=200',
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilReady(bin, port, () => log);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (server.exitCode === null) {
        // runuser does not pass signals on to postgres, so ask postgres itself to stop.
        const exited = new Promise((resolve) => server.once('exit', resolve));
        await run(...runAs(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-s']));
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on a Postgres server, for one stack: its URL, and `drop` once the stack has stopped. */
export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a database with a new name on the server `adminUrl` reaches as a superuser: empty, or a copy of `template`
 * (a migrated one, which Postgres copies in milliseconds).
 */
export async function createDatabase(adminUrl: string, options: { template?: string } = {}): Promise<OwnDatabase> {
  const name = `central_${randomBytes(6).toString('hex')}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client(adminUrl);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  return { url: withDatabase(adminUrl, name), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `url` naming another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) throw new Error('PostgreSQL server binaries not found: run .ci/run (installs postgresql) or set TEST_DATABASE_URL');
  return bin;
}

async function waitUntilReady(bin: string, port: number, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await run(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`PostgreSQL did not start:\n${log()}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
