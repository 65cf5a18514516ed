import type { CryptoFloor } from './push-crypto-floor';
import type { MemoryTrace, UsageDuring } from './process-usage';
import type { BroadcastState } from './push-database';
import type { SimulatorHits } from './push-simulator';
import type { ServerProcess } from '../lib/server-process';

/** The push bench's goal: 100,000 messages in 20 s, and at least half the crypto floor's speed. */
const GOAL_SECONDS_PER_100K = 20;
const GOAL_SHARE_OF_FLOOR = 0.5;

/** Requests and connections per replica pid; 'unknown' for sockets closed before the bench looked. */
export type SentBy = Map<number | 'unknown', { requests: number; connections: number }>;

export interface PushReport {
  total: number;
  checkEvery: number;
  cores: number;
  floor: CryptoFloor;
  seedMs: number;
  replicas: ServerProcess[];
  broadcast: BroadcastState & { wallMs: number };
  hits: SimulatorHits;
  /** Replicas first, in order, then the simulator. */
  usage: UsageDuring;
  sentBy: SentBy;
  broken: string[];
}

/** What makes the run broken rather than slow: unfinished, counts that do not add up, a device missed or hit twice. */
export function brokenBecause(total: number, broadcast: BroadcastState, hits: SimulatorHits): string[] {
  const problems: string[] = [];
  const counted = broadcast.sent + broadcast.failed + broadcast.removed;
  if (broadcast.state !== 'done') problems.push(`the broadcast is still '${broadcast.state}' at the deadline`);
  if (counted !== total) problems.push(`sent + failed + removed = ${counted}, not ${total}`);
  if (hits.once !== total)
    problems.push(`${hits.once} of ${total} subscriptions hit exactly once (${hits.never} never, ${hits.more} more than once)`);
  if (hits.decrypted !== hits.requests - hits.unchecked)
    problems.push(`${hits.requests - hits.unchecked - hits.decrypted} sampled messages failed the VAPID check or decryption`);
  return problems;
}

export function printPushReport(r: PushReport): void {
  const rows: Array<[string, string, string]> = [];
  const row = (what: string, value: string, note: string) => rows.push([what, value, note]);
  const seconds = r.broadcast.wallMs / 1000;
  const floorRate = r.floor.messagesPerSecondPerCore * r.cores;
  const floorSeconds = r.total / floorRate;
  const goalSeconds = (GOAL_SECONDS_PER_100K * r.total) / 100_000;
  const shareOfFloor = floorSeconds / seconds;
  const { encryptMicrosPerMessage: encrypt, cachedVapidMicrosPerMessage: vapid, ecdhMicrosPerMessage: ecdh } = r.floor;

  row(
    'crypto floor per message, 1 core',
    `${encrypt + vapid} µs`,
    `aes128gcm encryption ${encrypt} µs (of which ECDH ${ecdh} µs) + cached VAPID ${vapid} µs; best of 3 × ${r.floor.messages}`,
  );
  row(`crypto floor, ${r.cores} cores (baseline)`, `${floorRate} msg/s`, `${floorSeconds.toFixed(1)} s for ${r.total}`);
  row('seeding (keys + INSERT)', `${(r.seedMs / 1000).toFixed(1)} s`, `${r.total} subscriptions with real P-256 keys`);
  const databaseClock = r.broadcast.databaseMs === null ? '-' : `${(r.broadcast.databaseMs / 1000).toFixed(2)} s`;
  row(
    `broadcast, POST to 'done'`,
    `${seconds.toFixed(2)} s`,
    `database clock ${databaseClock}; goal ≤ ${goalSeconds} s ${seconds <= goalSeconds ? 'met' : 'MISSED'}`,
  );
  row(
    'messages per second',
    `${Math.round(r.broadcast.sent / seconds)} msg/s`,
    `${Math.round(shareOfFloor * 100)}% of the crypto floor; goal ≥ ${GOAL_SHARE_OF_FLOOR * 100}% ${shareOfFloor >= GOAL_SHARE_OF_FLOOR ? 'met' : 'MISSED'}`,
  );
  row('sent / failed / removed', `${r.broadcast.sent}/${r.broadcast.failed}/${r.broadcast.removed}`, `state ${r.broadcast.state}`);
  row(
    'subscriptions hit exactly once',
    `${r.hits.once}/${r.total}`,
    `${r.hits.never} never, ${r.hits.more} more than once; ${r.hits.requests} requests`,
  );
  row(
    'sample: VAPID verified + decrypted',
    `${r.hits.decrypted}/${r.hits.requests - r.hits.unchecked} ok`,
    `one request in ${r.checkEvery}`,
  );
  const simulator = r.replicas.length;
  row('push simulator (own child process)', `${seconds_(r.usage.cpuMs[simulator]!)} CPU`, memory(r.usage.memory[simulator]!));
  r.replicas.forEach((replica, i) => {
    const sent = r.sentBy.get(replica.pid);
    const cpuMs = r.usage.cpuMs[i]!;
    const perMessage = sent ? `, ${Math.round((cpuMs * 1000) / sent.requests)} µs per message` : '';
    row(
      `replica ${i + 1} sent`,
      `${sent?.requests ?? 0}`,
      `over ${sent?.connections ?? 0} connections; ${seconds_(cpuMs)} CPU${perMessage}`,
    );
    row(`replica ${i + 1} memory`, `${r.usage.memory[i]!.peak.toFixed(0)} MB peak`, memory(r.usage.memory[i]!));
  });
  const unknown = r.sentBy.get('unknown');
  if (unknown) row('sent on sockets closed before the end', `${unknown.requests}`, `${unknown.connections} connections, replica unknown`);
  const ours = r.usage.treeCpuMs / (r.broadcast.wallMs * r.cores);
  row(
    'machine CPU busy meanwhile',
    `${Math.round(r.usage.machineBusy * 100)}%`,
    `of ${r.cores} cores; this bench's processes (replicas, simulator, PostgreSQL) ${Math.round(ours * 100)}%, other programs the rest`,
  );
  // Everything here is CPU-bound, so the bench's own CPU time spread over the cores estimates an idle machine's run.
  const idleSeconds = r.usage.treeCpuMs / 1000 / r.cores;
  row(
    'estimate on an idle machine',
    `${idleSeconds.toFixed(1)} s`,
    `this bench's CPU time ÷ ${r.cores} cores: ${Math.round((floorSeconds / idleSeconds) * 100)}% of the crypto floor`,
  );

  console.log(
    `\nCentral push bench: one broadcast to ${r.total} subscriptions, ${r.replicas.length} server replicas (WORKERS=on) on one PostgreSQL\n`,
  );
  const width = Math.max(...rows.map(([what]) => what.length));
  for (const [what, value, note] of rows) console.log(`  ${what.padEnd(width)}  ${value.padStart(15)}  ${note}`);
  if (r.broken.length > 0) console.log(`\nBROKEN RUN:\n  ${r.broken.join('\n  ')}`);
}

const seconds_ = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const memory = (trace: MemoryTrace) =>
  `RSS ${trace.before.toFixed(0)} MB before, ${trace.peak.toFixed(0)} MB peak, ${trace.after.toFixed(0)} MB after`;
