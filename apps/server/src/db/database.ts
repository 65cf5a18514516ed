import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import { postgresExecuteSql } from './execute-sql';
import type { Database } from './database-handle';

export type { Database, Prisma } from './database-handle';

/**
 * With a URL, a real Postgres through node-postgres; without it, Postgres embedded (PGlite) in `dataDir`. PGlite (a
 * WebAssembly Postgres, tens of megabytes once loaded) is imported only when it is the database.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** An idle pooled connection that Postgres dropped (a restart, a failover): the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.onIdleConnectionError);
  const { openPGlite } = await import('./pglite-database');
  return openPGlite(options.dataDir);
}

async function openPostgres(url: string, onIdleConnectionError: (error: Error) => void = () => {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // node-postgres emits 'error' when the server ends an idle connection; unheard, that would end the process.
  pool.on('error', onIdleConnectionError);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: 'postgres',
    prisma,
    executeSql: postgresExecuteSql(pool),
    async withSql(work) {
      // Advisory locks and BEGIN/COMMIT belong to one connection, so a unit of plain-SQL work pins one.
      const client = await pool.connect();
      try {
        return await work({
          async exec(text) {
            await client.query(text);
          },
          async query<Row>(text: string, params?: unknown[]) {
            return (await client.query<pg.QueryResultRow>(text, params)).rows as Row[];
          },
        });
      } finally {
        client.release();
      }
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
