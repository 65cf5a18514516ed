import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrator';
import { MIGRATIONS_DIR } from '../src/paths';
import { testRunner } from './support/jobs';
import { diffSchemaWithDatabase } from './support/schema-diff';
import { openTestDatabase } from './support/test-database';

const SCHEMA = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('migrations', () => {
  it('build exactly the database schema.prisma describes', async () => {
    expect(await db.withSql((sql) => diffSchemaWithDatabase(SCHEMA, sql))).toEqual([]);
  });

  it("leave the job runner's own schema (pgboss) out of the comparison", async () => {
    const jobs = testRunner(db);
    await jobs.start();
    await jobs.stop();
    expect(await db.withSql((sql) => diffSchemaWithDatabase(SCHEMA, sql))).toEqual([]);
    const { rows } = await db.executeSql(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'pgboss'`, []);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('notice a column that schema.prisma does not describe', async () => {
    await db.withSql((sql) => sql.exec('ALTER TABLE tenants ADD COLUMN stray TEXT'));
    expect(await db.withSql((sql) => diffSchemaWithDatabase(SCHEMA, sql))).toEqual(['tenants.stray is not in schema.prisma']);
    await db.withSql((sql) => sql.exec('ALTER TABLE tenants DROP COLUMN stray'));
  });

  it('notice a lost unique index, foreign key, NOT NULL and default', async () => {
    const problems = await db.withSql(async (sql) => {
      await sql.exec(`BEGIN;
        DROP INDEX tenants_client_id_key;
        ALTER TABLE sessions DROP CONSTRAINT sessions_tenant_id_fkey;
        ALTER TABLE tenants ALTER COLUMN alias DROP NOT NULL;
        ALTER TABLE tenants ALTER COLUMN timezone DROP DEFAULT;`);
      try {
        return await diffSchemaWithDatabase(SCHEMA, sql);
      } finally {
        await sql.exec('ROLLBACK');
      }
    });
    expect(problems).toEqual([
      'tenants.alias nullability differs',
      'tenants.timezone default differs',
      'tenants has no unique index on (client_id)',
      'sessions.tenant_id has no foreign key (relation tenant)',
    ]);
  });

  it('run once: a second start applies nothing', async () => {
    expect(await db.withSql(async (sql) => migrate(sql, await readMigrations(MIGRATIONS_DIR)))).toEqual([]);
  });

  it('refuse to start when a migration was edited after it ran', async () => {
    const edited = (await readMigrations(MIGRATIONS_DIR)).map((m, i) => (i === 0 ? { ...m, checksum: 'changed' } : m));
    await expect(db.withSql((sql) => migrate(sql, edited))).rejects.toThrow(/was edited after it was applied/);
  });

  it('record a failed migration and roll its statements back', async () => {
    const broken = { name: '99990101000000_broken', sql: 'CREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;', checksum: 'x' };
    const applied = await readMigrations(MIGRATIONS_DIR);
    await expect(db.withSql((sql) => migrate(sql, [...applied, broken]))).rejects.toThrow(/99990101000000_broken failed/);
    const tables = await db.withSql((sql) =>
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'`),
    );
    expect(tables[0]!.n).toBe(0);
    await expect(db.withSql((sql) => migrate(sql, [...applied, broken]))).rejects.toThrow(/failed earlier/);
  });
});
