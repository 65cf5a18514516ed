import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup';

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
  const name = `central_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
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
      const cleanup = new pg.Client(adminUrl);
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
