import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import type { JobRunner } from '../src/jobs/job-runner';
import { jobState, recordingLog, testRunner, waitForJob, waitUntil } from './support/jobs';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let db: TestDatabase;
let replicaDb: Database;
const running: JobRunner[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
  replicaDb = await db.openReplica();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((runner) => runner.stop()));
  // Schedules live in the database: one test's must not fire in the next.
  await db.executeSql('DELETE FROM pgboss.schedule', []);
});
afterAll(async () => {
  await replicaDb.close();
  await db.close();
});

const runner = (...args: Parameters<typeof testRunner>) => {
  const created = testRunner(...args);
  running.push(created);
  return created;
};

const count = async (sql: string, values: unknown[]) => (await db.executeSql<{ n: number }>(sql, values)).rows[0]!.n;

/** pg-boss fires a schedule at most once per minute slot: keep a test's few seconds inside one slot. */
async function awayFromTheMinuteTurn(): Promise<void> {
  const second = new Date().getUTCSeconds() + new Date().getUTCMilliseconds() / 1000;
  if (second > 50) await sleep((60.2 - second) * 1000);
}

describe('the job runner', () => {
  it('runs a scheduled job once per schedule across two replicas, each with its own connection', async () => {
    await awayFromTheMinuteTurn();
    const runs: string[] = [];
    const replicas = [runner(db), runner(replicaDb)];
    replicas.forEach((replica, index) => {
      replica.work('tick', async () => void runs.push(`replica ${index + 1}`));
      replica.schedule('tick', '* * * * *');
    });
    await Promise.all(replicas.map((replica) => replica.start()));
    await waitUntil(() => runs.length > 0);
    // Both replicas keep checking the schedule every second: two more checks each send nothing more.
    await sleep(2500);
    expect(runs).toHaveLength(1);
    expect(await count(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'tick'`, [])).toBe(1);
  });

  it('works a sent job once, and a singleton key sends it only once', async () => {
    const seen: object[] = [];
    const jobs = runner(db);
    jobs.work('notify', async ({ data }) => void seen.push(data));
    await jobs.start();

    const first = await jobs.send('notify', { invoice: 1 }, { singletonKey: 'invoice-1', singletonSeconds: 600 });
    const again = await jobs.send('notify', { invoice: 1 }, { singletonKey: 'invoice-1', singletonSeconds: 600 });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect((await waitForJob(db, first!)).state).toBe('completed');
    expect(seen).toEqual([{ invoice: 1 }]);
    await expect(jobs.send('unknown', {})).rejects.toThrow(/no such queue/);
  });

  it('logs a failed job through the app logger and retries it as its queue says', async () => {
    const { log, lines } = recordingLog();
    let tries = 0;
    const jobs = runner(db, { log });
    jobs.work(
      'flaky',
      async () => {
        tries += 1;
        throw new Error('ERP down');
      },
      { retryLimit: 1, retryDelaySeconds: 0 },
    );
    await jobs.start();

    const id = (await jobs.send('flaky', {}))!;
    expect((await waitForJob(db, id)).state).toBe('failed');
    expect(tries).toBe(2);
    const failures = lines.filter((line) => line.msg === 'job failed');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ level: 50, queue: 'flaky', jobId: id, err: { message: 'ERP down' } });
  });

  it('with WORKERS=off sends jobs but never works them nor fires schedules; a working replica then does', async () => {
    const worked: string[] = [];
    const handler = async ({ id }: { id: string }) => void worked.push(id);
    const web = runner(db, { workers: false });
    web.work('report', handler);
    web.schedule('report', '* * * * *');
    await web.start();

    const id = (await web.send('report', { month: '2026-11' }))!;
    await sleep(2000);
    expect(worked).toEqual([]);
    expect((await jobState(db, id))?.state).toBe('created');
    expect(
      await count(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = '__pgboss__send-it' AND singleton_key = $1`, ['report']),
    ).toBe(0);
    await web.stop();

    const worker = runner(replicaDb);
    worker.work('report', handler);
    await worker.start();
    expect((await waitForJob(db, id)).state).toBe('completed');
    expect(worked).toContain(id);
  });

  it('stops gracefully: the running job is asked to stop and finishes before stop() returns', async () => {
    let started = false;
    let finished = false;
    let askedToStop = false;
    const jobs = runner(db);
    jobs.work('slow', async ({ signal }) => {
      started = true;
      await sleep(300);
      askedToStop = signal.aborted;
      finished = true;
      return { done: true };
    });
    await jobs.start();
    const id = (await jobs.send('slow', {}))!;
    await waitUntil(() => started);

    await jobs.stop();
    expect(finished).toBe(true);
    expect(askedToStop).toBe(true);
    expect(await jobState(db, id)).toEqual({ state: 'completed', output: { done: true } });
  });
});
