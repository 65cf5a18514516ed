import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('executeSql, the connection the job runner runs on', () => {
  it('runs one statement with parameters', async () => {
    expect((await db.executeSql('SELECT $1::int + 1 AS n, $2::jsonb AS data', [41, { a: 1 }])).rows).toEqual([{ n: 42, data: { a: 1 } }]);
  });

  it("runs a parameterless script and answers its last statement's rows", async () => {
    expect((await db.executeSql('SELECT 1 AS first; SELECT 2 AS last')).rows).toEqual([{ last: 2 }]);
  });

  it('rolls a failed BEGIN…COMMIT script back and leaves the connection usable', async () => {
    const script = 'BEGIN;\nCREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;\nCOMMIT;';
    await expect(db.executeSql(script)).rejects.toThrow(/no_such_table/);
    const { rows } = await db.executeSql(`SELECT to_regclass('half_done') IS NULL AS gone`, []);
    expect(rows).toEqual([{ gone: true }]);
    await expect(db.prisma.tenant.count()).resolves.toBeTypeOf('number');
  });
});
