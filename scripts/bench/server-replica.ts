import { join } from 'node:path';
import { freePort } from '../lib/postgres-cluster';
import { ROOT } from '../lib/prepare';
import { startServerProcess } from '../lib/server-process';

export interface ServerReplica {
  pid: number;
  port: number;
  /** Milliseconds from spawn to the first ready answer. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

/**
 * One server process (apps/server/src/main.ts) with the given environment on a free port, resolved once
 * /api/ready answers. Replicas sharing DATABASE_URL and the secrets are what a multi-replica deployment runs.
 */
export async function startServerReplica(env: NodeJS.ProcessEnv): Promise<ServerReplica> {
  const port = await freePort();
  const server = await startServerProcess(
    process.execPath,
    [...benchNodeArgs(), '--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')],
    { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env, PORT: String(port) },
    port,
  );
  return { pid: server.child.pid!, port, readyAfterMs: server.readyAfterMs, stop: () => server.stop() };
}

/** BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": Node flags for the bench's child processes. */
export function benchNodeArgs(): string[] {
  return process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
}
