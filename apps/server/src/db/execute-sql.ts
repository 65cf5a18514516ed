import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * One statement with parameters, or a parameterless script of one or more statements, answering the last
 * statement's rows: the `db` that pg-boss accepts (its `executeSql(text, values)`), over our own connection.
 */
export type ExecuteSql = <Row = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<{ rows: Row[] }>;

/** On Postgres, node-postgres already does both: a query without values goes out as a simple (multi-statement) query. */
export function postgresExecuteSql(pool: pg.Pool): ExecuteSql {
  return async <Row>(text: string, values?: unknown[]) => {
    const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
    return { rows: (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Row[] };
  };
}

/** A script that opens and commits its own transaction, as pg-boss's plans.locked() writes them. */
const OWN_TRANSACTION = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * PGlite's `query` takes one statement with parameters and its `exec` a script without them. A failed script
 * would leave PGlite's single connection inside an aborted transaction, so a script wrapped in BEGIN/COMMIT
 * runs its body in PGlite's own transaction(), which holds the connection and rolls back on failure.
 */
export function pgliteExecuteSql(client: PGlite): ExecuteSql {
  return async <Row>(text: string, values?: unknown[]) => {
    if (values !== undefined) return { rows: (await client.query<Row>(text, values)).rows };
    const body = OWN_TRANSACTION.exec(text)?.[1];
    const results = body === undefined ? await client.exec(text) : await client.transaction((tx) => tx.exec(body));
    return { rows: (results.at(-1)?.rows ?? []) as Row[] };
  };
}
