import type { ExecuteSql } from '../db/execute-sql';
import { purgeInBatches, type PurgeRule } from './batched-purge';
import type { JobRunner } from './job-runner';
import { RETURNING_HINT_DAYS } from '../modules/auth/returning-subscribers';

export const HOUSEKEEPING_QUEUE = 'housekeeping';

/**
 * Every 10 minutes. Expired rows are already refused where they are read, so this is about storage and
 * personal data, not security: often enough that a flood of rate-limit buckets from an attack is gone within
 * minutes and each run is a few short batches, rare enough to cost nothing the rest of the time.
 */
const EVERY_TEN_MINUTES = '*/10 * * * *';

/**
 * A row stays this long after it stopped counting, so a purge never races a request still deciding about it.
 * It must exceed the 10 minutes a verified recovery code can still be claimed after it expired.
 */
const MARGIN_MINUTES = 60;

/**
 * Audit trails (audit_events, admin_audit_events) are access logs: the Marco Civil da Internet (art. 15) makes an
 * application provider keep them for 6 months, and the LGPD's necessity principle says no longer than needed. 183 days
 * covers any 6 months; AUDIT_RETENTION_DAYS may lengthen it (a provider asked by an authority to keep more), never
 * shorten it, in any mode (docs/decisions/025).
 */
export const AUDIT_RETENTION_MIN_DAYS = 183;
export const DEFAULT_AUDIT_RETENTION_DAYS = AUDIT_RETENTION_MIN_DAYS;

/**
 * Everything Central stores that expires, and when a row may go: one line per table; add yours here.
 * Download tokens (2 minutes) and the recovery steps (10 minutes) are stateless signed tokens, stored
 * nowhere, so there is nothing to purge for them; the codes behind recovery are the verification_codes rows.
 */
export function purgeRules(policy: { sessionIdleMinutes: number; auditRetentionDays: number }): PurgeRule[] {
  return [
    {
      table: 'sessions',
      key: 'id',
      expired: `expires_at < now() - make_interval(mins => $1) OR revoked_at < now() - make_interval(mins => $1)
        OR last_seen_at < now() - make_interval(mins => $1::int + $2::int)`,
      values: [MARGIN_MINUTES, policy.sessionIdleMinutes],
    },
    {
      table: 'verification_codes',
      key: 'id',
      expired: 'expires_at < now() - make_interval(mins => $1)',
      values: [MARGIN_MINUTES],
    },
    {
      table: 'staff_sessions',
      key: 'id',
      expired: 'expires_at < now() - make_interval(mins => $1) OR revoked_at < now() - make_interval(mins => $1)',
      values: [MARGIN_MINUTES],
    },
    { table: 'rate_limit_buckets', key: 'key', expired: 'reset_at < now()' },
    // Claims on writes made at most once per window (decisions/010): an expired one no longer holds anything.
    { table: 'write_claims', key: 'key', expired: 'expires_at < now() - make_interval(mins => $1)', values: [MARGIN_MINUTES] },
    // Idempotency keys and their first answers are kept 24 hours (docs/product/README.md#repeated-requests).
    { table: 'idempotency_keys', key: 'ctid', expired: 'expires_at < now()' },
    // A reminder's claim matters until its bill's due date has passed in every time zone; a week is ample.
    { table: 'push_reminders', key: 'ctid', expired: 'due_date < current_date - 7' },
    // A run row only stops a second run of the same day.
    { table: 'push_reminder_runs', key: 'ctid', expired: 'local_date < current_date - 7' },
    // Personal data kept for a time, not until it expires (docs/decisions/025).
    { table: 'audit_events', key: 'id', expired: 'created_at < now() - make_interval(days => $1)', values: [policy.auditRetentionDays] },
    {
      table: 'admin_audit_events',
      key: 'id',
      expired: 'created_at < now() - make_interval(days => $1)',
      values: [policy.auditRetentionDays],
    },
    // A hint's updated_at is its last use to within a day (auth/returning-subscribers.ts): one day more makes it a full year unused.
    {
      table: 'returning_subscribers',
      key: 'ctid',
      expired: 'updated_at < now() - make_interval(days => $1)',
      values: [RETURNING_HINT_DAYS + 1],
    },
  ];
}

export interface HousekeepingDeps {
  db: { executeSql: ExecuteSql };
  sessionIdleMinutes: number;
  /** AUDIT_RETENTION_DAYS (default 183). */
  auditRetentionDays?: number;
  batchSize?: number;
}

/** Declares the housekeeping queue and its schedule on the job runner. */
export function registerHousekeeping(jobs: JobRunner, deps: HousekeepingDeps): void {
  const rules = purgeRules({
    sessionIdleMinutes: deps.sessionIdleMinutes,
    auditRetentionDays: deps.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
  });
  const batchSize = deps.batchSize ?? 1000;
  jobs.work(
    HOUSEKEEPING_QUEUE,
    async ({ signal }) => {
      const deleted: Record<string, number> = {};
      for (const rule of rules) deleted[rule.table] = await purgeInBatches(deps.db, rule, { batchSize, signal });
      return { deleted };
    },
    { policy: 'stately', retryLimit: 1, expireInSeconds: 5 * 60 },
  );
  jobs.schedule(HOUSEKEEPING_QUEUE, EVERY_TEN_MINUTES);
}
