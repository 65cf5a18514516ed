import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCieloSimulator, createIxcSandbox, demoTenants, type CieloSimulator, type IxcSandbox } from '@central/sandbox';
import { freePort } from './postgres-cluster';
import { startServerProcess, type ServerProcess } from './server-process';

export interface Stack {
  port: number;
  sandbox: IxcSandbox;
  sandboxUrl: string;
  /** The Cielo simulator the demo provider's card settings point at. */
  cielo: CieloSimulator;
  dataDir: string;
  outboxDir: string;
  /** Milliseconds from spawning the server to its first ready answer. */
  readyAfterMs: number;
  /** Restarts the server on the same data (a second start), returning its time to ready. */
  restart(): Promise<number>;
  /** The server process's id (changes on restart). */
  readonly pid: number;
  /** Sends the server process a signal; resolves with its exit code once it has exited. */
  signal(name: NodeJS.Signals): Promise<number | null>;
  /**
   * Another server process with the same settings, on `port` or a free one: with DATABASE_URL set, a second replica of
   * the same deployment (the embedded database admits one process). The caller stops it.
   */
  startReplica(port?: number): Promise<ServerProcess>;
  stop(): Promise<void>;
}

/**
 * The IXC sandbox and the Cielo simulator in this process and the real server as its own process, on free ports with a fresh
 * embedded database (new, or a copy of a template): what the browser journeys and the benches run against.
 */
type TenantRecords = ReturnType<typeof demoTenants>;

export interface StackOptions {
  env?: NodeJS.ProcessEnv;
  sandboxLatencyMs?: number;
  tenants?: (records: TenantRecords) => unknown[];
  /** Run the built server through the production start (bin/central-server, as the Dockerfile does), not the sources through tsx. */
  built?: boolean;
  /** A migrated embedded database folder to start from, copied (the integration suite's `pgliteTemplate`): no initdb or migrations. */
  pgliteTemplate?: string;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const sandbox = createIxcSandbox({ latencyMs: options.sandboxLatencyMs ?? 0 });
  const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const cielo = createCieloSimulator();
  const cieloUrl = await cielo.listen();
  const dataDir = await mkdtemp(join(tmpdir(), 'central-stack-'));
  const tenantsFile = join(dataDir, 'tenants.json');
  const records = demoTenants(sandboxUrl, { cieloUrl });
  await writeFile(tenantsFile, JSON.stringify(options.tenants ? options.tenants(records) : records));
  const port = await freePort();
  const outboxDir = join(dataDir, 'outbox');
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OUTBOX_DIR: outboxDir,
    TENANTS_FILE: tenantsFile,
    DEFAULT_TENANT: 'demo',
    LOG_LEVEL: 'error',
    ...options.env,
  };

  if (options.pgliteTemplate) await cp(options.pgliteTemplate, join(dataDir, 'pglite'), { recursive: true });
  const built = options.built;
  let server = await startServerProcess(env, { built, port });

  return {
    port,
    sandbox,
    sandboxUrl,
    cielo,
    dataDir,
    outboxDir,
    readyAfterMs: server.readyAfterMs,
    get pid() {
      return server.pid;
    },
    async restart() {
      await server.stop();
      server = await startServerProcess(env, { built, port });
      return server.readyAfterMs;
    },
    startReplica(port) {
      return startServerProcess(env, { built, port });
    },
    signal(name) {
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      server.child.kill(name);
      return exited;
    },
    async stop() {
      await server.stop();
      await sandbox.close();
      await cielo.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What the production start needs besides the stack's own settings, on a real Postgres at `databaseUrl`: secrets made
 * for this run, no proxy in front, and the contact push services require.
 */
export function productionEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SECRETS_KEY: `v1:${randomBytes(32).toString('base64')}`,
    SESSION_SECRET: randomBytes(36).toString('base64url'),
    TRUST_PROXY: 'false',
    PUSH_SUBJECT: 'mailto:noc@example.com',
  };
}
