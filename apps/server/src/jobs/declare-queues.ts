import PgBoss from 'pg-boss';

const DEADLOCK = '40P01';
const ATTEMPTS = 3;
/** The queue pg-boss's timekeeper moves due schedules through (timekeeper.js); it creates it at start without retrying. */
const SCHEDULE_QUEUE = '__pgboss__send-it';

export interface QueueDeclaration {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
  schedule?: { cron: string; tz: string };
}

/**
 * Installs pg-boss's schema and writes the queues and schedules, on a pg-boss instance without timers, so
 * that the runner's first schedule check, right at its start, already sees them. Every replica does this
 * at start; all of it is idempotent.
 */
export async function declareQueues(db: PgBoss.Db, declarations: QueueDeclaration[], onError: (error: Error) => void): Promise<void> {
  const boss = new PgBoss({ db, migrate: true, schedule: false, supervise: false });
  boss.on('error', onError);
  await boss.start();
  try {
    await declareQueue(boss, SCHEDULE_QUEUE, {});
    for (const { name, options, schedule } of declarations) {
      await declareQueue(boss, name, options);
      // A queue whose schedule a release removed stops firing.
      if (schedule) await boss.schedule(name, schedule.cron, {}, { tz: schedule.tz });
      else await boss.unschedule(name);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/**
 * Creates a queue, or updates its settings when it exists. Creating is DDL (a partition of pgboss.job with a
 * foreign key to pgboss.queue), and two replicas creating the same queue at the same moment deadlock each
 * other in Postgres; the one the server aborts tries again and finds the queue made. A restart finds it and
 * runs no DDL at all.
 */
async function declareQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (await boss.getQueue(name)) return await boss.updateQueue(name, { name, ...options });
      return await boss.createQueue(name, { name, ...options });
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= ATTEMPTS) throw error;
    }
  }
}
