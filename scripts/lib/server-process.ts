import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './postgres-cluster';
import { ROOT } from './prepare';

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly port: number;
  /** Milliseconds from spawn to the first ready answer. */
  readyAfterMs: number;
  /** SIGTERM, resolved once the process has exited (at once if it already had). */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** The production start (bin/central-server, as the Dockerfile runs it; it execs node), not the sources through tsx. */
  built?: boolean;
  /** A free one when not given. */
  port?: number;
}

/**
 * The server as its own process with `env` (PORT is set here), its output on this one's, resolved once /api/ready
 * answers; stopped again if it does not get ready. Processes given the same DATABASE_URL and secrets are the replicas
 * of one deployment. The sources run with BENCH_NODE_ARGS' Node flags (`benchNodeArgs`).
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const [command, args] = options.built
    ? ['/bin/sh', [join(ROOT, 'bin/central-server')]]
    : [process.execPath, [...benchNodeArgs(), '--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')]];
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, PORT: String(port) } });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForReady(`http://127.0.0.1:${port}/api/ready`, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, pid: child.pid!, port, readyAfterMs: performance.now() - started, stop };
}

/** BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": Node flags for the benches' child processes. */
export function benchNodeArgs(): string[] {
  return process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
}

/** Polls `url` until it answers 2xx, for a minute at most; fails at once when `stopped()` says the server exited. */
export async function waitForReady(url: string, stopped: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (stopped()) throw new Error('the server stopped before it was ready');
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not get ready at ${url}`);
}
