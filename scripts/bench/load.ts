import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { startPostgresCluster, type PostgresCluster } from '../lib/postgres-cluster';
import { ROOT } from '../lib/prepare';
import { runCommand } from '../lib/run';
import { productionEnv, startStack, type Stack } from '../lib/stack';

/**
 * `npm run bench -- load [seconds] [connections]`: the built server under load, as production runs it
 * (bin/central-server: plain Node, heap limit), with the sandbox ERP answering at once, on the embedded database and on
 * Postgres. For each endpoint (the API's, a page, the build's largest file and its smallest): requests/s, p50, p99,
 * errors, and the ratio to a bare route of the same process (/api/health, the ceiling). Then the resident memory after
 * each of 10 rounds of open invoices, and 5 rounds of a SIGTERM in the middle of a load, then 5 more while busy loops
 * keep every core busy: every request either completes or is refused before it starts.
 */
const SUBSCRIBER = { cpfOrCnpj: '529.982.247-25', password: 'demo123' };
const ROUNDS = 10;
/** SIGTERM rounds per database, once on a quiet machine and once with both cores kept busy by other work. */
const SHUTDOWN_ROUNDS = 5;

/** Busy loops on every core, in worker threads of the bench's own process, until `stop()`. */
function busyCores(): { stop(): void } {
  const workers = Array.from(
    { length: availableParallelism() },
    () => new Worker('for (;;) { for (let i = 0; i < 1e7; i++); }', { eval: true }),
  );
  return { stop: () => workers.forEach((worker) => void worker.terminate()) };
}

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
  let stack = await startStack({ built: true, env });
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

    for (const busy of [false, true]) {
      for (let round = 1; round <= SHUTDOWN_ROUNDS; round++) {
        const burners = busy ? busyCores() : null;
        const counts = await shutdownUnderLoad(stack, await targetOf(stack), connections).finally(() => burners?.stop());
        const lostKinds = counts.lostKinds.length > 0 ? ` (${[...new Set(counts.lostKinds)].join('; ')})` : '';
        console.log(
          `  SIGTERM ${round}/${SHUTDOWN_ROUNDS}${busy ? ', both cores busy' : ''}: ${counts.completed} completed, ${counts.refused} refused before starting, ${counts.lost} lost${lostKinds}; exit code ${counts.exitCode}`,
        );
        stack = await restarted(stack);
      }
    }
  } finally {
    await stack.stop();
  }
}

interface Target {
  base: string;
  host: string;
  cookie: string;
  /** The web build's boot chunk, as the HTML names it, and the smallest file the page names. */
  bootChunk: string;
  smallChunk: string;
}

async function targetOf(stack: Stack): Promise<Target> {
  const base = `http://127.0.0.1:${stack.port}`;
  const host = `demo.localhost:${stack.port}`;
  const signIn = await fetch(`${base}/api/central/sign-in`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify(SUBSCRIBER),
  });
  if (!signIn.ok) throw new Error(`sign-in ${signIn.status}`);
  const page = await (await fetch(`${base}/sign-in`, { headers: { host } })).text();
  const bootChunk = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1];
  if (!bootChunk) throw new Error('the page names no boot chunk');
  const named = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const sizes = await Promise.all(
    named.map(async (path) => Number((await fetch(`${base}${path}`, { method: 'HEAD', headers: { host } })).headers.get('content-length'))),
  );
  const smallChunk = named[sizes.indexOf(Math.min(...sizes))]!;
  return { base, host, cookie: signIn.headers.get('set-cookie')!.split(';')[0]!, bootChunk, smallChunk };
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

/**
 * `connections` clients asking for open invoices in a loop over keep-alive connections; SIGTERM after a second.
 * Completed: answered 2xx. Refused: the connection was refused, or the server answered 503 before starting the work.
 * Lost: anything else (a reset or hang-up after the request went out), which a graceful shutdown must never cause.
 */
async function shutdownUnderLoad(stack: Stack, { base, host, cookie }: Target, connections: number) {
  const counts = { completed: 0, refused: 0, lost: 0, exitCode: null as number | null, lostKinds: [] as string[] };
  const lose = (kind: string) => {
    counts.lost += 1;
    counts.lostKinds.push(kind);
  };
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL('/api/central/customer/list/invoices?status=to_pay', base);
  let stopped = false;
  const once = () =>
    new Promise<void>((resolve) => {
      const request = httpRequest(url, { agent, headers: { host, cookie } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode && response.statusCode < 300) counts.completed += 1;
          else if (response.statusCode === 503) counts.refused += 1;
          else lose(`HTTP ${response.statusCode}`);
          resolve();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // Refused before starting: no connection at all (refused, or reset before the handshake ended, as a listener
        // closing resets the connections still waiting to be accepted), or (Node's documented keep-alive race) a reused
        // connection the server closed as idle before it read this request.
        const neverConnected = error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && error.syscall === 'connect');
        if (neverConnected || (request.reusedSocket && error.code === 'ECONNRESET')) counts.refused += 1;
        else
          lose(
            `${error.code ?? error.message}${error.syscall ? ` (${error.syscall})` : ''}${request.reusedSocket ? ', reused socket' : ''}`,
          );
        if (error.code === 'ECONNREFUSED') stopped = true;
        resolve();
      });
      request.end();
    });
  const client = async () => {
    while (!stopped) await once();
  };
  const clients = Array.from({ length: connections }, client);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  counts.exitCode = await stack.signal('SIGTERM');
  stopped = true;
  await Promise.all(clients);
  agent.destroy();
  return counts;
}

/** The stack's server was stopped by the shutdown test; start it again so the stack stops cleanly. */
async function restarted(stack: Stack): Promise<Stack> {
  await stack.restart();
  return stack;
}
