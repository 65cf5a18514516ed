import type { PrismaClient } from '../generated/prisma/client';
import type { ExecuteSql } from './execute-sql';
import type { SqlRunner } from './sql-runner';

/** An open database, embedded (PGlite) or a real Postgres: what openDatabase (database.ts) returns. */
export type Prisma = PrismaClient;

export interface Database {
  kind: 'pglite' | 'postgres';
  prisma: PrismaClient;
  /** Runs plain-SQL work (the migrator, hot bulk paths) on one connection. */
  withSql<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /** One statement or a parameterless script on any pooled connection: what the job runner (pg-boss) runs on. */
  executeSql: ExecuteSql;
  close(): Promise<void>;
}
