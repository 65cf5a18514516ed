import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@central/domain';
import { createPushService, pushSandboxCertificate, type PushService } from '@central/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPushSender, type PushSender } from '../src/integrations/push/sender';
import type { JobRunner } from '../src/jobs/job-runner';
import { createSecretBox } from '../src/lib/crypto';
import { ensureVapidKeys } from '../src/modules/notifications/vapid-keys-store';
import { planBroadcast } from '../src/modules/notifications/broadcasts/plan-broadcast';
import type { PushBroadcastDeps, PushBroadcastShardJob } from '../src/modules/notifications/broadcasts/broadcast-queues';
import { registerPushBroadcast } from '../src/modules/notifications/broadcasts/push-broadcast-job';
import { sendBroadcastShards } from '../src/modules/notifications/broadcasts/send-broadcast-shards';
import { createVapidRefusals } from '../src/modules/notifications/vapid-refusals';
import { recordingLog, testRunner, waitUntil } from './support/jobs';
import { subscribedDevices } from './support/push-devices';
import { providerClient } from './support/staff';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/** The provider's general notification, from the form's POST to every opted-in device. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const SEND = '/api/central/provider/send/notification';

let t: TestApp;
let push: PushService;
let sender: PushSender;
let runner: JobRunner;
let deps: PushBroadcastDeps;
const logged = recordingLog();

/** Pushes sent through each replica's deps, so a test can tell which replicas worked. */
const sentThrough = { first: 0, second: 0 };
/** Pushes each replica has begun, before any hold: the two-replica test holds each replica until the other began. */
const startedThrough = { first: 0, second: 0 };
/** What the first replica's pushes wait for (the two-replica test). */
let holdFirstReplica = () => Promise.resolve();
/** A replica's pushes wait until the other replica has begun one. */
const untilBegunBy = (other: keyof typeof startedThrough) => () => waitUntil(() => startedThrough[other] > 0);
const countingSender = (replica: keyof typeof sentThrough, hold = () => Promise.resolve()): PushBroadcastDeps['sender'] => ({
  async send(...args) {
    startedThrough[replica] += 1;
    await hold();
    sentThrough[replica] += 1;
    return sender.send(...args);
  },
});

/** The waits the retry policy asked for, taken at once; `whileWaiting` lets a test change the push service's mind. */
const waits: number[] = [];
let whileWaiting = (_ms: number) => {};

beforeAll(async () => {
  t = await startTestApp({ jobs: { send: (queue, data, options) => runner.send(queue, data, options) } });
  await ensureVapidKeys(t.db.prisma, box);
  push = createPushService();
  await push.listen();
  sender = createPushSender({ ca: pushSandboxCertificate().cert });
  // Shards of 4, pages of 2 and 3 pushes in flight, so a handful of devices already crosses shards and pages.
  deps = {
    db: t.db,
    sender: countingSender('first', () => holdFirstReplica()),
    box,
    log: logged.log,
    vapidRefusals: createVapidRefusals(logged.log),
    shardSize: 4,
    pageSize: 2,
    concurrency: 3,
    retry: {
      attempts: 3,
      baseDelayMs: 1,
      async wait(ms) {
        waits.push(ms);
        whileWaiting(ms);
      },
    },
  };
  runner = testRunner(t.db);
  registerPushBroadcast(runner, deps);
  await runner.start();
});
afterEach(async () => {
  push.reset();
  logged.lines.length = 0;
  waits.length = 0;
  whileWaiting = () => {};
  Object.assign(sentThrough, { first: 0, second: 0 });
  Object.assign(startedThrough, { first: 0, second: 0 });
  await t.db.prisma.pushBroadcast.deleteMany();
  await t.db.prisma.pushSubscription.deleteMany();
  // The hourly limit on broadcasts has tests of its own (provider-broadcast-refusals.test.ts).
  await t.db.prisma.rateLimitBucket.deleteMany();
});
afterAll(async () => {
  await runner.stop();
  await sender.close();
  await push.close();
  await t.close();
});

/** Devices of `clientId`'s subscribers, subscribed on the push simulator and stored as the browser's save would. */
const devices = (clientId: string, count: number) => subscribedDevices(t, push, clientId, count);

const broadcastRow = (id: string) => t.db.prisma.pushBroadcast.findUniqueOrThrow({ where: { id } });
const shardRows = (broadcastId: string) => t.db.prisma.pushBroadcastShard.findMany({ where: { broadcastId }, orderBy: { shardNo: 'asc' } });
async function finished(id: string) {
  await waitUntil(async () => (await broadcastRow(id)).state === 'done');
  return broadcastRow(id);
}

describe('what the form may send', () => {
  it('takes a title of 299 characters and a message of 1399', async () => {
    const response = await (await providerClient(t, 'demo')).post(SEND).send({ title: 'a'.repeat(299), message: 'b'.repeat(1399) });
    expect([response.status, response.body.message]).toEqual([202, MESSAGES.broadcastSent]);
    await finished(response.body.broadcast.id);
  });
});

describe('the fan-out', () => {
  it("reaches every device of the provider exactly once, as plain text, and none of another provider's", async () => {
    const demoDevices = await devices('demo', 5);
    const acmeDevices = await devices('acme', 2);
    const demo = await providerClient(t, 'demo');
    expect((await demo.get('/api/central/provider/subscriptions/count')).body).toEqual({ devices: 5 });

    const title = 'Manutenção <b>programada</b>';
    const message = 'Hoje às 23h a rede fica fora por 10 minutos & volta sozinha.';
    const response = await demo.post(SEND).send({ title, message });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      message: MESSAGES.broadcastSent,
      broadcast: { id: expect.any(String), title, created_at: expect.any(String), state: 'queued', sent: 0, failed: 0, removed: 0 },
    });

    const row = await finished(response.body.broadcast.id);
    expect([row.sent, row.failed, row.removed, row.finishedAt !== null]).toEqual([5, 0, 0, true]);
    for (const device of demoDevices) {
      expect(push.messages(device.id).map((pushed) => JSON.parse(pushed.payload))).toEqual([{ title, body: message, url: '/panel' }]);
    }
    for (const device of acmeDevices) expect(push.requestCount(device.id)).toBe(0);

    const recent = await demo.get('/api/central/provider/notifications');
    expect(recent.body.broadcasts).toEqual([
      { id: row.id, title, created_at: row.createdAt.toISOString(), state: 'done', sent: 5, failed: 0, removed: 0 },
    ]);
    expect((await (await providerClient(t, 'acme')).get('/api/central/provider/notifications')).body).toEqual({ broadcasts: [] });
  });

  it('deletes a device the push service calls gone, and counts refused ones as failed, logging only their id and status', async () => {
    const [kept, gone, rejecting, tooLarge] = await devices('demo', 4);
    push.answerWith(gone!.id, { status: 410 });
    push.answerWith(rejecting!.id, { status: 400 });
    push.answerWith(tooLarge!.id, { status: 413 });
    const response = await (await providerClient(t, 'demo')).post(SEND).send({ title: 'Aviso', message: 'Olá' });

    const row = await finished(response.body.broadcast.id);
    expect([row.sent, row.failed, row.removed]).toEqual([1, 2, 1]);
    expect(push.messages(kept!.id)).toHaveLength(1);
    for (const refusing of [rejecting!, tooLarge!]) expect(push.requestCount(refusing.id)).toBe(1);
    const left = await t.db.prisma.pushSubscription.findMany({ select: { id: true, endpoint: true } });
    expect(left.map((subscription) => subscription.endpoint).sort()).toEqual(
      [kept!.endpoint, rejecting!.endpoint, tooLarge!.endpoint].sort(),
    );

    const idOf = new Map(left.map((subscription) => [subscription.endpoint, subscription.id]));
    const refusals = logged.lines.filter((line) => line.msg === 'push refused for good; counted as failed');
    expect(refusals.map(({ level, subscriptionId, statusCode }) => ({ level, subscriptionId, statusCode }))).toEqual(
      expect.arrayContaining([
        { level: 40, subscriptionId: idOf.get(rejecting!.endpoint), statusCode: 400 },
        { level: 40, subscriptionId: idOf.get(tooLarge!.endpoint), statusCode: 413 },
      ]),
    );
    expect(refusals).toHaveLength(2);
    const logText = JSON.stringify(logged.lines);
    for (const secret of [rejecting!.endpoint, rejecting!.keys.p256dh, rejecting!.keys.auth, 'Olá']) expect(logText).not.toContain(secret);
  });

  it('tries a throttled device again after its Retry-After, and gives up on an unavailable one after the last try', async () => {
    const [throttled, unavailable, fine] = await devices('demo', 3);
    push.answerWith(throttled!.id, { status: 429, retryAfter: 7 });
    push.answerWith(unavailable!.id, { status: 503 });
    // The push service lifts the throttle while the sender waits out its Retry-After.
    whileWaiting = (ms) => {
      if (ms === 7000) push.answerWith(throttled!.id, null);
    };
    const response = await (await providerClient(t, 'demo')).post(SEND).send({ title: 'Aviso', message: 'Olá' });

    const row = await finished(response.body.broadcast.id);
    expect([row.sent, row.failed, row.removed]).toEqual([2, 1, 0]);
    expect([push.requestCount(throttled!.id), push.messages(throttled!.id).length]).toEqual([2, 1]);
    expect([push.requestCount(unavailable!.id), push.messages(unavailable!.id).length]).toEqual([3, 0]);
    expect(push.messages(fine!.id)).toHaveLength(1);
    // Retry-After honoured for the throttled device; short jittered backoff (1 ms, then 2 ms) for the other.
    expect(waits.filter((ms) => ms === 7000)).toHaveLength(1);
    expect(waits.filter((ms) => ms !== 7000).every((ms) => ms < 3)).toBe(true);
    expect(await t.db.prisma.pushSubscription.count()).toBe(3);
  });

  it('finishes at once a broadcast to a provider without devices', async () => {
    const response = await (await providerClient(t, 'demo')).post(SEND).send({ title: 'Aviso', message: 'Olá' });
    const row = await finished(response.body.broadcast.id);
    expect([row.sent, row.failed, row.removed, row.shardsLeft, row.finishedAt !== null]).toEqual([0, 0, 0, 0, true]);
    expect(await shardRows(row.id)).toEqual([]);
  });

  it('lists only the latest 10 broadcasts, newest first', async () => {
    const demo = await providerClient(t, 'demo');
    const ids: string[] = [];
    for (let i = 1; i <= 11; i++) {
      ids.push((await demo.post(SEND).send({ title: `Aviso ${i}`, message: 'Olá' })).body.broadcast.id);
      await t.db.prisma.rateLimitBucket.deleteMany(); // more than an hour's broadcasts, as if sent over a day
    }
    for (const id of ids) await finished(id);
    // One second apart, so that the order does not hang on two sends landing in the same millisecond.
    const start = Date.now() - 60_000;
    for (const [i, id] of ids.entries())
      await t.db.prisma.pushBroadcast.update({ where: { id }, data: { createdAt: new Date(start + i * 1000) } });
    const recent = await demo.get('/api/central/provider/notifications');
    expect(recent.body.broadcasts.map((broadcast: { title: string }) => broadcast.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Aviso ${11 - i}`),
    );
  });
});

describe('two replicas', () => {
  it('share the shards of a broadcast, and reach each of 23 devices exactly once', async () => {
    const demoDevices = await devices('demo', 23);
    // Another process on its own connection (on PGlite, the same embedded database), working the same queues.
    const second = testRunner(await t.db.openReplica());
    // Each replica holds its pushes until the other has begun one, so that both surely take part however their polls
    // fall: a replica's job goes on with the shards left, so one replica alone could otherwise send all six (seen in CI,
    // when only the first replica was held). A held replica keeps its one shard, so the other always finds one.
    registerPushBroadcast(second, { ...deps, sender: countingSender('second', untilBegunBy('first')) });
    await second.start();
    holdFirstReplica = untilBegunBy('second');
    try {
      const response = await (await providerClient(t, 'demo')).post(SEND).send({ title: 'Aviso', message: 'Olá' });
      const row = await finished(response.body.broadcast.id);

      expect([row.sent, row.failed, row.removed, row.shardsLeft]).toEqual([23, 0, 0, 0]);
      for (const device of demoDevices) expect([device.id, push.messages(device.id).length]).toEqual([device.id, 1]);
      expect(push.requestCount()).toBe(23);
      expect(sentThrough.first).toBeGreaterThan(0);
      expect(sentThrough.second).toBeGreaterThan(0);
      expect(sentThrough.first + sentThrough.second).toBe(23);
      const shards = await shardRows(row.id);
      expect(shards.map((shard) => [shard.shardNo, shard.state, shard.sent])).toEqual([
        [0, 'done', 4],
        [1, 'done', 4],
        [2, 'done', 4],
        [3, 'done', 4],
        [4, 'done', 4],
        [5, 'done', 3],
      ]);
    } finally {
      holdFirstReplica = () => Promise.resolve();
      await second.stop();
    }
  });
});

describe('a retried job', () => {
  const create = async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
    return t.db.prisma.pushBroadcast.create({ data: { tenantId: tenant.id, title: 'Aviso', message: 'Olá' } });
  };
  const queued: PushBroadcastShardJob[] = [];
  const queue = async (shard: PushBroadcastShardJob) => {
    queued.push(shard);
  };
  afterEach(() => {
    queued.length = 0;
  });

  it('plans a broadcast once, and its shard jobs share the shards, each sent by one of them', async () => {
    const demoDevices = await devices('demo', 7);
    const broadcast = await create();
    expect(await planBroadcast(deps, broadcast.id, queue)).toEqual({ shards: 2 });
    const planned = await shardRows(broadcast.id);
    // As a planner that stopped after queueing: its retry plans nothing new and queues the unclaimed shards again.
    expect(await planBroadcast(deps, broadcast.id, queue)).toEqual({ shards: 2 });
    expect(await shardRows(broadcast.id)).toEqual(planned);
    expect(queued).toEqual([0, 1, 0, 1].map((shardNo) => ({ broadcastId: broadcast.id, shardNo })));

    // The job queued for shard 1 sends it, then goes on with shard 0, which no job has claimed yet.
    const worker = randomUUID();
    expect(await sendBroadcastShards(deps, queued[1]!, worker)).toEqual({ shards: 2, sent: 7, failed: 0, removed: 0 });
    expect((await shardRows(broadcast.id)).map((shard) => [shard.shardNo, shard.state, shard.sent, shard.jobId])).toEqual([
      [0, 'done', 4, worker],
      [1, 'done', 3, worker],
    ]);
    // The other jobs, and the first one's retry (a crash before pg-boss recorded it complete), find nothing left.
    for (const [i, job] of queued.entries())
      expect(await sendBroadcastShards(deps, job, i === 1 ? worker : randomUUID())).toEqual({ skipped: true });
    expect(await planBroadcast(deps, broadcast.id, queue)).toEqual({ shards: 0 });

    for (const device of demoDevices) expect([device.id, push.messages(device.id).length]).toEqual([device.id, 1]);
    const row = await broadcastRow(broadcast.id);
    expect([row.state, row.sent, row.shardsLeft, row.finishedAt !== null]).toEqual(['done', 7, 0, true]);
  });

  it('resumes a stopped shard after its last recorded page, so only the page under way is sent again', async () => {
    const demoDevices = await devices('demo', 5);
    const broadcast = await create();
    const oneShard = { ...deps, shardSize: 10 };
    expect(await planBroadcast(oneShard, broadcast.id, queue)).toEqual({ shards: 1 });
    // One push at a time; the runner stops while the third (the first of the second page) is under way.
    const stop = new AbortController();
    let pushes = 0;
    const stopping: PushBroadcastDeps = {
      ...oneShard,
      concurrency: 1,
      sender: {
        send(...args) {
          if (++pushes === 3) stop.abort();
          return sender.send(...args);
        },
      },
    };
    const jobId = randomUUID();
    await expect(sendBroadcastShards(stopping, queued[0]!, jobId, stop.signal)).rejects.toThrow(/stopped/);

    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
    const stored = await t.db.prisma.pushSubscription.findMany({ where: { tenantId: tenant.id }, orderBy: { id: 'asc' } });
    const [shard] = await shardRows(broadcast.id);
    expect([shard!.state, shard!.sent, shard!.lastSubscriptionId]).toEqual(['sending', 2, stored[1]!.id]);

    // Another job leaves the shard to the one that claimed it; that job's retry resumes after the cursor.
    expect(await sendBroadcastShards(oneShard, queued[0]!, randomUUID())).toEqual({ skipped: true });
    expect(await sendBroadcastShards(oneShard, queued[0]!, jobId)).toEqual({ shards: 1, sent: 3, failed: 0, removed: 0 });
    const deviceOf = new Map(demoDevices.map((device) => [device.endpoint, device]));
    const received = stored.map((subscription) => push.messages(deviceOf.get(subscription.endpoint)!.id).length);
    expect(received).toEqual([1, 1, 2, 1, 1]);
    const row = await broadcastRow(broadcast.id);
    expect([row.state, row.sent, row.failed, row.removed]).toEqual(['done', 5, 0, 0]);
  });
});
