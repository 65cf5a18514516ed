import { mkdir } from 'node:fs/promises';
import { PrismaClient } from '../generated/prisma/client';
import type { Database } from './database-handle';
import { pgliteExecuteSql } from './execute-sql';

/**
 * Postgres embedded in the process (the demo and `npm start`), its files in `dataDir` or in memory without one. Its
 * packages are imported here, at call time, so that a server on a real Postgres never loads them (the build bundles
 * this file but leaves npm packages to node_modules, and keeps a dynamic import dynamic).
 */
export async function openPGlite(dataDir?: string): Promise<Database> {
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([import('@electric-sql/pglite'), import('pglite-prisma-adapter')]);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(client) });
  return {
    kind: 'pglite',
    prisma,
    executeSql: pgliteExecuteSql(client),
    withSql: (work) =>
      work({
        async exec(text) {
          await client.exec(text);
        },
        async query(text, params) {
          return (await client.query(text, params as unknown[])).rows as never;
        },
      }),
    async close() {
      await prisma.$disconnect();
      await client.close();
    },
  };
}
