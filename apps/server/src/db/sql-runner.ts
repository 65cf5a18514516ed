/** The two things the migrator needs from a database connection, on PGlite and on Postgres alike. */
export interface SqlRunner {
  /** Runs one or more statements, no parameters, no result. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}
