import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../lib/postgres-cluster';
import { ROOT } from '../lib/prepare';

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
  const started = performance.now();
  const server = spawn(process.execPath, [...benchNodeArgs(), '--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env, PORT: String(port) },
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForReady(`http://127.0.0.1:${port}/api/ready`, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: server.pid!, port, readyAfterMs: performance.now() - started, stop };
}

/** BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": Node flags for the bench's child processes. */
export function benchNodeArgs(): string[] {
  return process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
}

async function waitForReady(url: string, exited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (exited()) throw new Error('a server replica stopped before it was ready');
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`a server replica did not get ready at ${url}`);
}
