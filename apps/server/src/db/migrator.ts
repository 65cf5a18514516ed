import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlRunner } from './sql-runner';

/**
 * Applies prisma/migrations/<name>/migration.sql in name order, keeping Prisma's own `_prisma_migrations`
 * bookkeeping so the Prisma CLI can take over where its schema engine is available (docs/decisions/003).
 * An advisory lock lets several replicas start at once; a migration edited after it ran is refused.
 */
const LOCK_ID = 7_262_013;

const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir: string): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/** Returns the names of the migrations it applied now. */
export async function migrate(db: SqlRunner, migrations: Migration[]): Promise<string[]> {
  await db.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
  try {
    await db.exec(BOOKKEEPING);
    const rows = await db.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row]));
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      const previous = applied.get(migration.name);
      if (previous) {
        assertUnchanged(migration, previous);
        continue;
      }
      await apply(db, migration);
      appliedNow.push(migration.name);
    }
    return appliedNow;
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
  }
}

function assertUnchanged(migration: Migration, previous: AppliedRow): void {
  if (!previous.finished_at) {
    throw new Error(`Migration ${migration.name} failed earlier; resolve it by hand before starting again`);
  }
  if (previous.checksum !== migration.checksum) {
    throw new Error(`Migration ${migration.name} was edited after it was applied; add a new migration instead`);
  }
}

async function apply(db: SqlRunner, migration: Migration): Promise<void> {
  const id = randomUUID();
  await db.query('INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ($1, $2, $3)', [
    id,
    migration.checksum,
    migration.name,
  ]);
  try {
    await db.exec(`BEGIN;\n${migration.sql}\n;COMMIT;`);
  } catch (error) {
    await db.exec('ROLLBACK').catch(() => undefined);
    await db.query('UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1', [id, String(error)]);
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
  }
  await db.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
}
