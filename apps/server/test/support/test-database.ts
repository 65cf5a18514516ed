import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { createDatabase } from '../../../../scripts/lib/postgres-cluster';
import { TEMPLATE_DATABASE } from './global-setup';

export interface TestDatabase extends Database {
  /**
   * Another connection to the same database, as a second replica would have: its own pool on Postgres; on
   * PGlite, which one process owns, the same embedded database (closing it leaves the first one open).
   */
  openReplica(): Promise<Database>;
}

/** A fresh, migrated database of the kind this run tests (PGlite or Postgres), dropped on close. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (inject('databaseKind') === 'postgres') return clonePostgres(inject('postgresAdminUrl'));
  const dir = await mkdtemp(join(tmpdir(), 'central-pglite-'));
  await cp(inject('pgliteTemplate'), dir, { recursive: true });
  const db = await openDatabase({ dataDir: dir });
  return {
    ...db,
    async openReplica() {
      return { ...db, async close() {} };
    },
    async close() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function clonePostgres(adminUrl: string): Promise<TestDatabase> {
  const { url, drop } = await createDatabase(adminUrl, { template: TEMPLATE_DATABASE });
  const replicas: Database[] = [];
  const db = await openDatabase({ url });
  return {
    ...db,
    async openReplica() {
      const replica = await openDatabase({ url });
      replicas.push(replica);
      return replica;
    },
    async close() {
      await Promise.all(replicas.map((replica) => replica.close().catch(() => undefined)));
      await db.close();
      await drop();
    },
  };
}
