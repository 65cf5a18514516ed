import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database';

// Only a real Postgres can drop a connection under the server; PGlite lives inside the process.
describe.runIf(inject('databaseKind') === 'postgres')('pooled Postgres connections', () => {
  it('survive the server ending an idle connection: the error is reported, the next query gets a new one', async () => {
    const dropped: Error[] = [];
    const db = await openDatabase({ url: inject('postgresAdminUrl'), onIdleConnectionError: (error) => dropped.push(error) });
    try {
      const { rows } = await db.executeSql<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = new pg.Client(inject('postgresAdminUrl'));
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await expect.poll(() => dropped.length).toBe(1);
      expect((await db.executeSql('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
