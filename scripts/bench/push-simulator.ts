import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchNodeArgs } from '../lib/server-process';

export interface BenchSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the simulator saw since its last reset: per subscription, in all, and per client port. */
export interface SimulatorHits {
  subscriptions: number;
  /** Subscriptions hit 0 times, exactly once, more than once. */
  never: number;
  once: number;
  more: number;
  requests: number;
  /** Accepted without VAPID check nor decryption (outside the sample). */
  unchecked: number;
  /** Sampled requests whose VAPID token checked out and whose payload decrypted. */
  decrypted: number;
  requestsByPort: Array<[port: number, requests: number]>;
}

export type SimulatorRequest =
  { kind: 'subscribe'; count: number; applicationServerKey: string } | { kind: 'reset' } | { kind: 'hits' } | { kind: 'close' };

export type SimulatorReply =
  | { kind: 'ready'; origin: string }
  | { kind: 'subscriptions'; subscriptions: BenchSubscription[] }
  | { kind: 'reset' }
  | ({ kind: 'hits' } & SimulatorHits);

export interface PushSimulator {
  origin: string;
  pid: number;
  /** New browser-like subscriptions (real P-256 keys) restricted to the given VAPID key; at most ~10k per call. */
  subscribe(count: number, applicationServerKey: string): Promise<BenchSubscription[]>;
  reset(): Promise<void>;
  hits(): Promise<SimulatorHits>;
  close(): Promise<void>;
}

/** Forks the push service simulator (push-simulator-process.ts) checking one request in `checkEvery`. */
export async function startPushSimulator(options: { checkEvery: number }): Promise<PushSimulator> {
  const child = fork(fileURLToPath(new URL('./push-simulator-process.ts', import.meta.url)), [], {
    execArgv: [...benchNodeArgs(), '--import', 'tsx'],
    env: { ...process.env, CHECK_EVERY: String(options.checkEvery) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextReply(child, 'ready');
  // One request at a time: each reply answers the request before it.
  let queue: Promise<unknown> = Promise.resolve();
  const ask = <K extends SimulatorReply['kind']>(request: SimulatorRequest, kind: K) => {
    const answer = queue.then(() => {
      const reply = nextReply(child, kind);
      child.send(request);
      return reply;
    });
    queue = answer.catch(() => undefined);
    return answer;
  };
  return {
    origin: ready.origin,
    pid: child.pid!,
    subscribe: async (count, applicationServerKey) =>
      (await ask({ kind: 'subscribe', count, applicationServerKey }, 'subscriptions')).subscriptions,
    reset: async () => void (await ask({ kind: 'reset' }, 'reset')),
    hits: async () => {
      const { kind: _kind, ...hits } = await ask({ kind: 'hits' }, 'hits');
      return hits;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ kind: 'close' } satisfies SimulatorRequest);
      await exited;
    },
  };
}

function nextReply<K extends SimulatorReply['kind']>(child: ChildProcess, kind: K): Promise<Extract<SimulatorReply, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the push simulator exited (${code}) before answering ${kind}`));
    child.once('exit', onExit);
    child.once('message', (reply: SimulatorReply) => {
      child.off('exit', onExit);
      if (reply.kind === kind) resolve(reply as Extract<SimulatorReply, { kind: K }>);
      else reject(new Error(`the push simulator answered ${reply.kind}, expected ${kind}`));
    });
  });
}
