import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import type { ExecuteSql } from '../../src/db/execute-sql';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../../src/jobs/job-runner';

/** The shortest intervals pg-boss allows, so a schedule or a poll takes a second instead of thirty. */
export const FAST_TIMING = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A pino logger whose lines the test can read. */
export function recordingLog(): { log: JobRunnerOptions['log']; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  return { log: pino({ level: 'debug' }, stream), lines };
}

export function testRunner(db: { executeSql: ExecuteSql }, options: Partial<JobRunnerOptions> = {}): JobRunner {
  return createJobRunner({ db, log: recordingLog().log, workers: true, timing: FAST_TIMING, stopTimeoutMs: 2000, ...options });
}

export async function jobState(db: { executeSql: ExecuteSql }, id: string): Promise<{ state: string; output: unknown } | undefined> {
  const { rows } = await db.executeSql<{ state: string; output: unknown }>('SELECT state::text, output FROM pgboss.job WHERE id = $1', [
    id,
  ]);
  return rows[0];
}

/** Waits for a job to end (completed or failed) and answers its row. */
export async function waitForJob(db: { executeSql: ExecuteSql }, id: string, timeoutMs = 8000) {
  let row = await jobState(db, id);
  await waitUntil(async () => {
    row = await jobState(db, id);
    return row?.state === 'completed' || row?.state === 'failed';
  }, timeoutMs);
  return row!;
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}
