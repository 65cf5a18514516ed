import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/execute-sql';
import { declareQueues } from './declare-queues';
import { trackInFlight } from './in-flight';

/**
 * The product's one job runner (docs/decisions/011): pg-boss 10 in its own `pgboss` schema of our database,
 * over the app's own connection. Every replica declares the same queues and schedules; a schedule fires once
 * across all replicas, and each job is worked by one replica. `workers: false` makes a web-only replica that
 * only sends.
 */
export interface JobRunner {
  /** Declares a queue and the handler that works its jobs. Before start(). */
  work<Data extends object>(queue: string, handler: JobHandler<Data>, settings?: QueueSettings): void;
  /** Sends a declared queue a job on a cron schedule (UTC unless tz), once per schedule across replicas. Before start(). */
  schedule(queue: string, cron: string, options?: { tz?: string }): void;
  /** Queues a job; answers its id, or null when a singleton key deduplicated it. */
  send<Data extends object>(queue: string, data: Data, options?: SendOptions): Promise<string | null>;
  start(): Promise<void>;
  /** Stops taking jobs, lets the running ones finish (their signal aborts), then returns. */
  stop(): Promise<void>;
}

export interface Job<Data> {
  id: string;
  data: Data;
  /** Aborted when the runner stops: long jobs should stop at the next safe point (pg-boss retries the rest). */
  signal: AbortSignal;
}

/** What a handler returns is kept as the job's output in pgboss.job (a summary, never personal data). */
export type JobHandler<Data> = (job: Job<Data>) => Promise<object | void>;

export interface QueueSettings {
  /** 'stately': at most one job waiting and one running (a purge); 'standard' (default): no limit. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** How long one run may take before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * How often this replica looks for the queue's jobs (default: the runner's timing, 2 s). A job sent from another
   * replica waits up to this long; only queues whose jobs other replicas should join at once need less.
   */
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  /** With singletonSeconds: one job per key and time slot. Alone: one waiting job per key on a 'short' queue. */
  singletonKey?: string;
  singletonSeconds?: number;
  startAfterSeconds?: number;
  retryLimit?: number;
}

export interface JobRunnerOptions {
  db: { executeSql: ExecuteSql };
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info' | 'debug'>;
  /** false: a web-only replica (WORKERS=off) that never works jobs nor checks schedules, but sends. */
  workers: boolean;
  /** pg-boss's defaults unless given: poll each queue every 2 s, check schedules every 30 s. Tests shorten them. */
  timing?: { pollingIntervalSeconds?: number; cronMonitorIntervalSeconds?: number; cronWorkerIntervalSeconds?: number };
  /** How long stop() waits for running jobs (default 5 s; pg-boss fails what is left, to be retried). */
  stopTimeoutMs?: number;
}

interface Declared {
  handler: JobHandler<object>;
  settings: QueueSettings;
  schedule?: { cron: string; tz: string };
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { log, workers } = options;
  const queues = new Map<string, Declared>();
  const inFlight = trackInFlight();
  const stopping = new AbortController();
  const workerIds = new Map<string, string>();
  let state: 'declaring' | 'starting' | 'started' | 'stopped' = 'declaring';

  const db: PgBoss.Db = { executeSql: (text, values) => inFlight.run(() => options.db.executeSql(text, values)) };
  const onError = (error: Error) => log.error({ err: error }, 'job runner error');
  const boss = new PgBoss({
    db,
    migrate: true,
    schedule: workers,
    supervise: workers,
    // pg-boss tells "given" from "absent" with `in`, so an undefined setting must not be passed at all.
    ...Object.fromEntries(Object.entries(options.timing ?? {}).filter(([, value]) => value !== undefined)),
  });
  boss.on('error', onError);

  const assertDeclaring = (what: string) => {
    if (state !== 'declaring') throw new Error(`${what}: declare queues and schedules before the job runner starts`);
  };

  const runJob =
    (queue: string, handler: JobHandler<object>) =>
    async ([job]: PgBoss.Job<object>[]) => {
      if (!job) return;
      return inFlight.run(async () => {
        try {
          const output = (await handler({ id: job.id, data: job.data, signal: stopping.signal })) ?? undefined;
          log.debug({ queue, jobId: job.id, output }, 'job done');
          return output;
        } catch (error) {
          log.error({ err: error, queue, jobId: job.id }, 'job failed');
          throw error;
        }
      });
    };

  return {
    work(queue, handler, settings = {}) {
      assertDeclaring(`work(${queue})`);
      queues.set(queue, { handler: handler as JobHandler<object>, settings });
    },
    schedule(queue, cron, scheduleOptions = {}) {
      assertDeclaring(`schedule(${queue})`);
      const declared = queues.get(queue);
      if (!declared) throw new Error(`schedule(${queue}): declare the queue with work() first`);
      declared.schedule = { cron, tz: scheduleOptions.tz ?? 'UTC' };
    },
    async send(queue, data, sendOptions = {}) {
      if (state !== 'started') throw new Error(`send(${queue}): the job runner is not running`);
      if (!queues.has(queue)) throw new Error(`send(${queue}): no such queue was declared`);
      const { startAfterSeconds, ...rest } = sendOptions;
      const id = await boss.send(queue, data, { ...rest, ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}) });
      // A replica that works this queue takes the job now instead of at its next poll.
      const workerId = workerIds.get(queue);
      if (id && workerId && !startAfterSeconds) boss.notifyWorker(workerId);
      return id;
    },
    async start() {
      assertDeclaring('start()');
      state = 'starting';
      const declarations = [...queues].map(([name, { settings, schedule }]) => ({ name, options: queueOptions(settings), schedule }));
      await declareQueues(db, declarations, onError);
      await boss.start();
      if (workers) {
        for (const [queue, { handler, settings }] of queues) {
          const polling = settings.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: settings.pollingIntervalSeconds };
          workerIds.set(queue, await boss.work(queue, { batchSize: 1, ...polling }, runJob(queue, handler)));
        }
      }
      state = 'started';
      log.info({ queues: [...queues.keys()], workers }, 'job runner started');
    },
    async stop() {
      if (state === 'declaring' || state === 'stopped') return;
      state = 'stopped';
      const timeout = options.stopTimeoutMs ?? 5000;
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout });
      // pg-boss does not await a finished job's completion write nor a poll under way: let them land before
      // the caller closes the database.
      await inFlight.settled(timeout);
    },
  };
}

function queueOptions(settings: QueueSettings): Omit<PgBoss.Queue, 'name'> {
  const { retryDelaySeconds, pollingIntervalSeconds: _polling, ...rest } = settings;
  return { ...rest, ...(retryDelaySeconds === undefined ? {} : { retryDelay: retryDelaySeconds }) };
}
