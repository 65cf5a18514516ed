import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { MESSAGES } from '@central/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purgeInBatches } from '../src/jobs/batched-purge';
import { purgeRules } from '../src/jobs/housekeeping';
import { createSecretBox } from '../src/lib/crypto';
import { createIdempotencyStore } from '../src/lib/idempotency-store';
import compressionPlugin from '../src/plugins/compression';
import errorsPlugin from '../src/plugins/errors';
import idempotencyPlugin from '../src/plugins/idempotency';
import type { Database } from '../src/db/database';
import { TEST_SECRETS } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The plugin on a route of its own, whose work the test holds and counts: what happens while a first request is still
 * under way, with answers a retry must not get, with big answers, across replicas, and after 24 hours.
 */
let db: TestDatabase;
let replicaDb: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  replicaDb = await db.openReplica();
});
afterAll(() => db.close());

let done = 0;
let statusToAnswer = 201;
let hold: Promise<void> = Promise.resolve();
beforeEach(() => {
  done = 0;
  statusToAnswer = 201;
  hold = Promise.resolve();
});

async function appOver(database: Database, options: { waitMs?: number; abandonedAfterMs?: number } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(idempotencyPlugin, {
    store: createIdempotencyStore(database.prisma, createSecretBox(TEST_SECRETS.secretsKey)),
    secret: 'test-secret',
    ...options,
  });
  app.post('/work', { config: { idempotent: true } }, async (request, reply) => {
    await hold;
    done += 1;
    const { size } = (request.body ?? {}) as { size?: number };
    return reply.code(statusToAnswer).send({ done, padding: 'x'.repeat(size ?? 0) });
  });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, key: string, body: object = {}, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/work', headers: { 'idempotency-key': key, ...headers }, payload: body });

/** Sends an injected request now (inject only sends once its answer is asked for). */
const started = <T>(request: PromiseLike<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    void request.then(resolve, reject);
  });

async function untilTaken(key: string): Promise<void> {
  while ((await db.prisma.idempotencyKey.count({ where: { key } })) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('a repeat while the first request is under way', () => {
  it('waits for its answer and gives the same', async () => {
    const app = await appOver(db);
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const key = randomUUID();
    const first = post(app, key);
    const second = post(app, key);
    setTimeout(release, 300);
    const [a, b] = await Promise.all([first, second]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.body).toBe(a.body);
    expect(done).toBe(1);
    await app.close();
  });

  it('is told to wait with 409 once it waited its bound, and gets the answer afterwards', async () => {
    const app = await appOver(db, { waitMs: 200 });
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const key = randomUUID();
    const first = started(post(app, key));
    await untilTaken(key);
    const early = await post(app, key);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS', message: MESSAGES.idempotencyKeyInProgress });
    release();
    const answered = await first;
    const later = await post(app, key);
    expect(later.body).toBe(answered.body);
    expect(done).toBe(1);
    await app.close();
  });

  it('takes over a key left pending by a replica that stopped', async () => {
    const app = await appOver(db, { abandonedAfterMs: 1000 });
    const key = randomUUID();
    const first = await post(app, key);
    await db.prisma.idempotencyKey.updateMany({
      where: { key },
      data: { state: 'pending', statusCode: null, responseBody: null, claimedAt: new Date(Date.now() - 5000) },
    });
    const again = await post(app, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).not.toBe(first.body);
    expect(done).toBe(2);
    await app.close();
  });
});

describe('answers that are not kept', () => {
  it.each([429, 500, 503])('a %i lets a retry with the same key do the work', async (status) => {
    const app = await appOver(db);
    const key = randomUUID();
    statusToAnswer = status;
    expect((await post(app, key)).statusCode).toBe(status);
    statusToAnswer = 201;
    const retried = await post(app, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(done).toBe(2);
    await app.close();
  });
});

describe('a big answer', () => {
  it('is kept as the handler made it and compressed again for each client that asks', async () => {
    const app = await appOver(db);
    const key = randomUUID();
    const body = { size: 5000 };
    const first = await post(app, key, body, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const plain = await post(app, key, body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
    const again = await post(app, key, body, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(again.rawPayload).toString()).toBe(plain.body);
    expect(done).toBe(1);
    await app.close();
  });
});

describe('two replicas', () => {
  it('share the keys, one after the other and at once', async () => {
    const [here, there] = await Promise.all([appOver(db), appOver(replicaDb)]);
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const key = randomUUID();
    const both = Promise.all([post(here, key), post(there, key)]);
    setTimeout(release, 300);
    const [a, b] = await both;
    expect(b.body).toBe(a.body);
    const later = await post(there, key);
    expect(later.body).toBe(a.body);
    expect(done).toBe(1);
    await Promise.all([here.close(), there.close()]);
  });
});

describe('after 24 hours', () => {
  it('a key is free again, and housekeeping deletes it', async () => {
    const app = await appOver(db);
    const key = randomUUID();
    const first = await post(app, key);
    await db.prisma.idempotencyKey.updateMany({ where: { key }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const again = await post(app, key);
    expect(again.body).not.toBe(first.body);
    expect(done).toBe(2);

    const live = randomUUID();
    await post(app, live);
    await db.prisma.idempotencyKey.updateMany({ where: { key }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const rule = purgeRules({ sessionIdleMinutes: 30, auditRetentionDays: 183 }).find((each) => each.table === 'idempotency_keys')!;
    expect(await purgeInBatches(db, rule, { batchSize: 10, signal: new AbortController().signal })).toBe(1);
    expect((await db.prisma.idempotencyKey.findMany({ where: { key: { in: [key, live] } } })).map((row) => row.key)).toEqual([live]);
    await app.close();
  });
});
