import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { setTimeout } from 'node:timers/promises';
import { startPostgresCluster } from '../lib/postgres-cluster';
import { ROOT } from '../lib/prepare';
import { runCommand } from '../lib/run';
import { productionEnv, startStack, type Stack } from '../lib/stack';
import { askForInvoices, errorKind, type ClientOutcome } from './invoice-clients';
import { targetOf, type Target } from './load-target';
import { caddyBinary, rollingRestart } from './rolling-restart';

/**
 * The restart rounds of `npm run bench -- load` (docs/operations.md#restarts): 5 SIGTERMs in the middle of a load, then
 * 5 more while busy loops keep every core busy, where every request either completes or is refused before it starts;
 * with Postgres, a rolling restart of two replicas behind Caddy, quiet and busy, where every request completes.
 */
const SHUTDOWN_ROUNDS = 5;

/** `npm run bench -- restarts [connections]`: only the restart rounds, on the built server, each database in turn. */
export async function runRestartsBench(args: string[]): Promise<number> {
  const connections = Number(args[0] ?? 50);
  await runCommand('npm', ['run', '--silent', 'build'], { cwd: ROOT });
  for (const database of ['PGlite (embedded)', 'Postgres'] as const) {
    const postgres = database === 'Postgres' ? await startPostgresCluster() : null;
    const stack = await startStack({ built: true, env: postgres ? productionEnv(postgres.url) : {} });
    try {
      console.log(`\nRestarts, ${database}: ${connections} connections\n`);
      await restartRounds(stack, await targetOf(stack), connections, postgres !== null);
    } finally {
      await stack.stop();
      await postgres?.stop();
    }
  }
  return 0;
}

export async function restartRounds(stack: Stack, target: Target, connections: number, withReplicas: boolean): Promise<void> {
  for (const busy of [false, true]) {
    for (let round = 1; round <= SHUTDOWN_ROUNDS; round++) {
      const burners = busy ? busyCores() : null;
      const counts = await shutdownUnderLoad(stack, target, connections).finally(() => burners?.stop());
      const lostKinds = counts.lostKinds.length > 0 ? ` (${[...new Set(counts.lostKinds)].join('; ')})` : '';
      console.log(
        `  SIGTERM ${round}/${SHUTDOWN_ROUNDS}${busy ? ', both cores busy' : ''}: ${counts.completed} completed, ${counts.refused} refused before starting (${counts.closedAsIdle} of them on a keep-alive connection closed as idle), ${counts.lost} lost${lostKinds}; exit code ${counts.exitCode}`,
      );
      await stack.restart();
    }
  }
  if (!withReplicas) return;
  if (!caddyBinary()) {
    console.log('  Rolling restart: skipped, Caddy is not installed (Debian: apt-get install caddy)');
    return;
  }
  for (const busy of [false, true]) {
    const burners = busy ? busyCores() : null;
    const counts = await rollingRestart(stack, target, connections).finally(() => burners?.stop());
    const lostKinds = counts.lostKinds.length > 0 ? ` (${[...new Set(counts.lostKinds)].join('; ')})` : '';
    console.log(
      `  Rolling restart of 2 replicas behind Caddy${busy ? ', both cores busy' : ''}: ${counts.completed} completed, ${counts.lost} lost${lostKinds}; slowest answer ${counts.slowestMs} ms`,
    );
  }
}

/** Busy loops on every core, in worker threads of the bench's own process, until `stop()`. */
function busyCores(): { stop(): void } {
  const workers = Array.from(
    { length: availableParallelism() },
    () => new Worker('for (;;) { for (let i = 0; i < 1e7; i++); }', { eval: true }),
  );
  return { stop: () => workers.forEach((worker) => void worker.terminate()) };
}

/**
 * `connections` clients asking for open invoices over keep-alive connections; SIGTERM after a second.
 * Completed: answered 2xx. Refused: the connection was refused, or the server answered 503 before starting the work,
 * or closed as idle the kept-alive connection the request went out on (counted apart: the keep-alive drain avoids it).
 * Lost: anything else (a reset or hang-up after the request went out), which a graceful shutdown must never cause.
 */
async function shutdownUnderLoad(stack: Stack, target: Target, connections: number) {
  const counts = { completed: 0, refused: 0, closedAsIdle: 0, lost: 0, exitCode: null as number | null, lostKinds: [] as string[] };
  const clients = askForInvoices(target.base, target, connections, (outcome) => {
    const { statusCode, error } = outcome;
    if (statusCode !== undefined && statusCode < 300) counts.completed += 1;
    else if (statusCode === 503 || (statusCode === undefined && refusedBeforeStarting(outcome))) {
      counts.refused += 1;
      if (statusCode === undefined && outcome.reusedConnection) counts.closedAsIdle += 1;
    } else {
      counts.lost += 1;
      counts.lostKinds.push(statusCode !== undefined ? `HTTP ${statusCode}` : errorKind(outcome));
    }
    if (error?.code === 'ECONNREFUSED') return 'stop';
  });
  await setTimeout(1000);
  counts.exitCode = await stack.signal('SIGTERM');
  await clients.stop();
  return counts;
}

/**
 * Refused before starting: no connection at all (refused, or reset before the handshake ended, as a listener closing
 * resets the connections still waiting to be accepted), or (Node's documented keep-alive race) a connection that had
 * already carried an answer, which the server closed as idle before it read this request (RFC 9112 §9.3.1: a client may
 * send such a request again on a new connection, as browsers and Caddy do).
 */
function refusedBeforeStarting({ error, reusedConnection }: ClientOutcome): boolean {
  const neverConnected = error?.code === 'ECONNREFUSED' || (error?.code === 'ECONNRESET' && error.syscall === 'connect');
  return neverConnected || (reusedConnection && error?.code === 'ECONNRESET');
}
