import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoTenants } from '@central/sandbox';
import { measureCryptoFloor, type CryptoFloor } from './push-crypto-floor';
import { startPostgresCluster } from '../lib/postgres-cluster';
import { ensurePrismaClient, ROOT } from '../lib/prepare';
import { startServerProcess, type ServerProcess } from '../lib/server-process';
import { watchUsage } from './process-usage';
import { openBenchDatabase, type BenchDatabase, type BroadcastState } from './push-database';
import { brokenBecause, printPushReport, type SentBy } from './push-report';
import { startPushSimulator, type PushSimulator, type SimulatorHits } from './push-simulator';
import { socketOwnersByLocalPort } from './socket-owners';

const REPLICAS = 2;
/** The floor counts the cores the replicas can use: one each at most (one Node process), this machine's at most. */
const CORES = Math.min(REPLICAS, availableParallelism());
const INSERT_BATCH = 10_000;
const SIGN_IN = { client_id: 'demo', password: 'provedor-demo-123' };

/**
 * `npm run bench -- push [--subscriptions N] [--check-every K]` (K: the simulator
 * checks VAPID and decrypts one message in K, default 100): one provider broadcast to N subscriptions (real
 * P-256 keys) on a local HTTPS push service, sent by two server replicas (WORKERS=on) sharing one PostgreSQL.
 * Reported against the crypto floor measured in the same run; exits non-zero only when the run is broken
 * (not finished, wrong counts, a subscription missed or hit twice), never for a missed goal.
 */
export async function runPushBench(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { subscriptions: { type: 'string', default: '100000' }, 'check-every': { type: 'string', default: '100' } },
  });
  const total = positiveInteger(values.subscriptions, '--subscriptions');
  const checkEvery = positiveInteger(values['check-every'], '--check-every');
  await ensurePrismaClient();

  // First, while nothing else of the bench runs: this machine's CPU cost of the crypto alone.
  const floor = bestCryptoFloor();
  const stoppers: Array<() => Promise<unknown>> = [];
  try {
    const cluster = await startPostgresCluster();
    stoppers.unshift(() => cluster.stop());
    const simulator = await startPushSimulator({ checkEvery });
    stoppers.unshift(() => simulator.close());
    const replicas = await startReplicas(cluster.url, simulator.origin, stoppers);
    const db = openBenchDatabase(cluster.url);
    stoppers.unshift(() => db.close());

    const seedStarted = performance.now();
    await seedSubscriptions(db, simulator, total);
    const seedMs = performance.now() - seedStarted;
    const cookie = await signInProvider(replicas[0]!);
    await simulator.reset();

    // The simulator last: the report reads the replicas' figures by index.
    const usage = watchUsage([...replicas.map((replica) => replica.pid), simulator.pid], process.pid);
    const broadcast = await sendAndWait(replicas[0]!, cookie, db, total);
    const during = usage.stop();
    const hits = await simulator.hits();
    const sentBy = requestsPerReplica(hits, replicas);

    const broken = brokenBecause(total, broadcast, hits);
    printPushReport({ total, checkEvery, cores: CORES, floor, seedMs, replicas, broadcast, hits, usage: during, sentBy, broken });
    return broken.length === 0 ? 0 : 1;
  } finally {
    for (const stop of stoppers) await stop().catch((error: unknown) => console.error('cleanup:', error));
  }
}

/** Two replicas on one database, as production runs them: the first migrates and provisions, then the second. */
async function startReplicas(databaseUrl: string, pushOrigin: string, stoppers: Array<() => Promise<unknown>>): Promise<ServerProcess[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'central-bench-push-'));
  stoppers.unshift(() => rm(dataDir, { recursive: true, force: true }));
  const tenantsFile = join(dataDir, 'tenants.json');
  // The ERP is never called by a broadcast; the address only has to be well formed.
  await writeFile(tenantsFile, JSON.stringify(demoTenants('http://127.0.0.1:9')));
  const env = {
    DATABASE_URL: databaseUrl,
    WORKERS: 'on',
    DATA_DIR: dataDir,
    TENANTS_FILE: tenantsFile,
    DEFAULT_TENANT: 'demo',
    SECRETS_KEY: `v1:${randomBytes(32).toString('base64')}`,
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    // A .local subject would be refused, as Apple refuses it (the simulator answers 403 BadJwtToken).
    PUSH_SUBJECT: 'mailto:bench@example.com',
    PUSH_SERVICE_HOSTS: new URL(pushOrigin).host,
    // Trusts the simulator's self-signed certificate; verification itself stays on.
    NODE_EXTRA_CA_CERTS: join(ROOT, 'apps/sandbox/src/push/test-cert/cert.pem'),
  };
  const replicas: ServerProcess[] = [];
  for (let i = 0; i < REPLICAS; i++) {
    const replica = await startServerProcess(env);
    stoppers.unshift(() => replica.stop());
    replicas.push(replica);
  }
  return replicas;
}

async function seedSubscriptions(db: BenchDatabase, simulator: PushSimulator, total: number): Promise<void> {
  const tenant = await db.tenant('demo');
  for (let done = 0; done < total; done += INSERT_BATCH) {
    const batch = await simulator.subscribe(Math.min(INSERT_BATCH, total - done), tenant.vapidPublicKey);
    await db.insertSubscriptions(tenant.id, done, batch);
  }
  await db.analyze();
}

async function signInProvider(replica: ServerProcess): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${replica.port}/api/central/auth/sign-in/provider`, {
    method: 'POST',
    headers: { host: `demo.localhost:${replica.port}`, 'content-type': 'application/json' },
    body: JSON.stringify(SIGN_IN),
  });
  if (!response.ok) throw new Error(`provider sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** POSTs the broadcast as the provider's form does, then polls its row until 'done'; times both ends. */
async function sendAndWait(replica: ServerProcess, cookie: string, db: BenchDatabase, total: number) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${replica.port}/api/central/provider/send/notification`, {
    method: 'POST',
    headers: { host: `demo.localhost:${replica.port}`, 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      title: 'Manutenção programada',
      message: 'A rede passa por manutenção hoje das 2h às 4h. Obrigado pela paciência.',
    }),
  });
  if (response.status !== 202) throw new Error(`the broadcast POST answered ${response.status}: ${await response.text()}`);
  const { broadcast } = (await response.json()) as { broadcast: { id: string } };
  const deadline = started + Math.max(120_000, total * 5);
  let state: BroadcastState;
  do {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = await db.broadcast(broadcast.id);
  } while (state.state !== 'done' && performance.now() < deadline);
  return { ...state, wallMs: performance.now() - started };
}

/** Requests per replica pid, by which replica owns the client port the simulator saw (keep-alive sockets stay open). */
function requestsPerReplica(hits: SimulatorHits, replicas: ServerProcess[]): SentBy {
  const owners = socketOwnersByLocalPort(replicas.map((replica) => replica.pid));
  const counts: SentBy = new Map();
  for (const [port, requests] of hits.requestsByPort) {
    const owner = owners.get(port) ?? 'unknown';
    const count = counts.get(owner) ?? { requests: 0, connections: 0 };
    count.requests += requests;
    count.connections += 1;
    counts.set(owner, count);
  }
  return counts;
}

/**
 * The best of three measurements, part by part: the floor is what this machine can do, so a part slowed by a
 * neighbouring process (this machine is shared) is not taken for the machine's speed.
 */
function bestCryptoFloor(): CryptoFloor {
  const runs = [1, 2, 3].map(() => measureCryptoFloor(2000));
  const best = (part: (run: CryptoFloor) => number) => Math.min(...runs.map(part));
  const encrypt = best((run) => run.encryptMicrosPerMessage);
  const vapid = best((run) => run.cachedVapidMicrosPerMessage);
  return {
    messages: runs[0]!.messages,
    ecdhMicrosPerMessage: best((run) => run.ecdhMicrosPerMessage),
    encryptMicrosPerMessage: encrypt,
    cachedVapidMicrosPerMessage: vapid,
    messagesPerSecondPerCore: Math.round(1e6 / (encrypt + vapid)),
  };
}

function positiveInteger(value: string | undefined, name: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer`);
  return parsed;
}
