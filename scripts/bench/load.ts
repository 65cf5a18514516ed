import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startPostgresCluster, type PostgresCluster } from '../lib/postgres-cluster';
import { ROOT } from '../lib/prepare';
import { runCommand } from '../lib/run';
import { productionEnv, startStack } from '../lib/stack';
import { SUBSCRIBER, targetOf, type Target } from './load-target';
import { restartRounds } from './restarts';

/**
 * `npm run bench -- load [seconds] [connections]`: the built server under load, as production runs it
 * (bin/central-server: plain Node, heap limit), with the sandbox ERP answering at once, on the embedded database and on
 * Postgres. For each endpoint (the API's, a page, the build's largest file and its smallest): requests/s, p50, p99,
 * errors, and the ratio to a bare route of the same process (/api/health, the ceiling). Then the resident memory after
 * each of 10 rounds of open invoices; then the restart rounds of scripts/bench/restarts.ts.
 */
const ROUNDS = 10;

export async function runLoadBench(args: string[]): Promise<number> {
  const seconds = Number(args[0] ?? 10);
  const connections = Number(args[1] ?? 50);
  await runCommand('npm', ['run', '--silent', 'build'], { cwd: ROOT });
  for (const database of ['PGlite (embedded)', 'Postgres'] as const) {
    const postgres = database === 'Postgres' ? await startPostgresCluster() : null;
    try {
      await benchOneDatabase(database, postgres, seconds, connections);
    } finally {
      await postgres?.stop();
    }
  }
  return 0;
}

async function benchOneDatabase(database: string, postgres: PostgresCluster | null, seconds: number, connections: number) {
  const env = postgres ? productionEnv(postgres.url) : {};
  const stack = await startStack({ built: true, env });
  try {
    const target = await targetOf(stack);
    console.log(`\nLoad, ${database}: ${connections} connections, ${seconds} s per endpoint, idle RSS ${rssMb(stack.pid)} MB\n`);
    const results: Array<[string, autocannon.Result]> = [];
    for (const [name, options] of endpoints(target)) results.push([name, await cannon({ ...options, connections, duration: seconds })]);
    const ceiling = results[0]![1].requests.average;
    const notes: string[] = [];
    console.log(
      `  ${'endpoint'.padEnd(26)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'errors'.padStart(7)} ${'vs ceiling'.padStart(11)}`,
    );
    for (const [name, result] of results) {
      const errors = result.errors + result.timeouts + result.non2xx;
      const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
      if (statuses.length > 0) notes.push(`${name}: ${statuses.map(([code, { count }]) => `${count} x ${code}`).join(', ')}`);
      const ratio = ceiling / result.requests.average;
      console.log(
        `  ${name.padEnd(26)} ${Math.round(result.requests.average).toString().padStart(8)} ${`${result.latency.p50}`.padStart(6)} ${`${result.latency.p99}`.padStart(6)} ${String(errors).padStart(7)} ${`${ratio.toFixed(1)}x`.padStart(11)}`,
      );
    }

    for (const note of notes) console.log(`  (${note})`);
    const perRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await cannon({
        ...endpoints(target).find(([name]) => name === 'open invoices')![1],
        connections,
        duration: Math.max(2, Math.round(seconds / 2)),
      });
      perRound.push(rssMb(stack.pid));
    }
    console.log(`\n  RSS after each of ${ROUNDS} rounds of open invoices (MB): ${perRound.join(', ')}`);

    console.log('');
    await restartRounds(stack, target, connections, postgres !== null);
  } finally {
    await stack.stop();
  }
}

function endpoints({ base, host, cookie, bootChunk, smallChunk }: Target): Array<[string, autocannon.Options]> {
  const get = (path: string, signedIn = true): autocannon.Options => ({
    url: `${base}${path}`,
    headers: signedIn ? { host, cookie } : { host },
  });
  return [
    ['ceiling: GET /api/health', get('/api/health', false)],
    ['theme', get('/api/central/theme', false)],
    ['SPA page /sign-in', get('/sign-in', false)],
    ['boot chunk (Brotli copy)', { url: `${base}${bootChunk}`, headers: { host, 'accept-encoding': 'br' } }],
    ['smallest chunk (as it is)', get(smallChunk, false)],
    ['open invoices', get('/api/central/customer/list/invoices?status=to_pay')],
    ['contracts', get('/api/central/customer/list/contracts')],
    ['invoice detail', get('/api/central/customer/invoice/5004')],
    [
      'sign-in',
      {
        url: `${base}/api/central/sign-in`,
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        body: JSON.stringify(SUBSCRIBER),
      },
    ],
  ];
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    // autocannon's typings say `any`; what it passes is the Error its option check or a worker made.
    autocannon(options, (error: Error | null, result) => (error ? reject(error) : resolve(result)));
  });
}

function rssMb(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
}
