import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster, withDatabase, type PostgresCluster } from '../../../../scripts/lib/postgres-cluster';
import { openDatabase } from '../../src/db/database';
import { migrate, readMigrations } from '../../src/db/migrator';
import { MIGRATIONS_DIR } from '../../src/paths';

export const TEMPLATE_DATABASE = 'central_template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    /** A migrated PGlite data folder that each test file copies. */
    pgliteTemplate: string;
    /** Superuser URL of the test Postgres; each test file clones the migrated template database. */
    postgresAdminUrl: string;
  }
}

/**
 * Prepares one migrated database per run, so each test file starts from a copy in milliseconds: a PGlite
 * folder, or a Postgres template database on a throwaway cluster (or on TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  project.provide('databaseKind', kind);
  project.provide('pgliteTemplate', '');
  project.provide('postgresAdminUrl', '');
  const migrations = await readMigrations(MIGRATIONS_DIR);

  if (kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'central-pglite-template-'));
    const db = await openDatabase({ dataDir: dir });
    await db.withSql((sql) => migrate(sql, migrations));
    await db.close();
    project.provide('pgliteTemplate', dir);
    return () => rm(dir, { recursive: true, force: true });
  }

  const cluster: PostgresCluster | null = process.env.TEST_DATABASE_URL ? null : await startPostgresCluster();
  const adminUrl = process.env.TEST_DATABASE_URL ?? cluster!.url;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const db = await openDatabase({ url: withDatabase(adminUrl, TEMPLATE_DATABASE) });
  await db.withSql((sql) => migrate(sql, migrations));
  await db.close();
  project.provide('postgresAdminUrl', adminUrl);
  return async () => {
    await cluster?.stop();
  };
}
