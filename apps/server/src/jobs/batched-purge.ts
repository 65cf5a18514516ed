import type { ExecuteSql } from '../db/execute-sql';

/** Rows of one table that may go, as a SQL condition over that table's columns ($1.. are `values`). */
export interface PurgeRule {
  /** Also names the count in the job's output. */
  table: string;
  /** A unique column to delete by. */
  key: string;
  expired: string;
  values?: unknown[];
}

/**
 * Deletes a rule's rows in batches of `batchSize`, each batch one short statement, so a big backlog (rate-limit
 * buckets after an attack) never holds long locks. Rows a request has locked are skipped until the next run.
 * Stops between batches when the signal aborts.
 */
export async function purgeInBatches(
  db: { executeSql: ExecuteSql },
  rule: PurgeRule,
  options: { batchSize: number; signal: AbortSignal },
): Promise<number> {
  const values = [...(rule.values ?? []), options.batchSize];
  const statement = `WITH gone AS (
      DELETE FROM ${rule.table} WHERE ${rule.key} IN (
        SELECT ${rule.key} FROM ${rule.table} WHERE ${rule.expired} LIMIT $${values.length} FOR UPDATE SKIP LOCKED)
      RETURNING 1)
    SELECT count(*)::int AS deleted FROM gone`;
  let total = 0;
  while (!options.signal.aborted) {
    const { rows } = await db.executeSql<{ deleted: number }>(statement, values);
    const deleted = rows[0]?.deleted ?? 0;
    total += deleted;
    if (deleted < options.batchSize) break;
  }
  return total;
}
