import { createDatabase, type OwnDatabase } from '../../scripts/lib/postgres-cluster';
import { startStack, type Stack, type StackOptions } from '../../scripts/lib/stack';
import { test } from './fixtures';

/**
 * A stack of this file's own, for journeys whose data no other journey may see or reset (a paid invoice, a flagged card
 * payment, a second factor left on): a server on a new database of the journeys' Postgres (global-setup.ts), started
 * before the file's first journey and stopped after its last. Meanwhile the fixtures' E2E_PORT names it. Returns the
 * stack and its database's URL, to read or stage them.
 */
export function useOwnStack(options: StackOptions = {}): () => { stack: Stack; databaseUrl: string } {
  let own: { stack: Stack; database: OwnDatabase } | undefined;
  let sharedPort: string | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const database = await createDatabase(process.env.E2E_POSTGRES_URL!);
    const stack = await startStack({ ...options, env: { ...options.env, DATABASE_URL: database.url } });
    own = { stack, database };
    sharedPort = process.env.E2E_PORT;
    process.env.E2E_PORT = String(stack.port);
  });
  test.afterAll(async () => {
    process.env.E2E_PORT = sharedPort;
    await own?.stack.stop();
    await own?.database.drop();
  });
  return () => {
    if (!own) throw new Error('the own stack starts before the first journey');
    return { stack: own.stack, databaseUrl: own.database.url };
  };
}
