import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Milliseconds from spawn to the first ready answer. */
  readyAfterMs: number;
  /** SIGTERM, resolved once the process has exited (at once if it already had). */
  stop(): Promise<void>;
}

/**
 * The server as its own process (`command` with `args`, its output on this one's), resolved once /api/ready answers on
 * `port`; stopped again if it does not get ready.
 */
export async function startServerProcess(command: string, args: string[], env: NodeJS.ProcessEnv, port: number): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
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
  return { child, readyAfterMs: performance.now() - started, stop };
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
