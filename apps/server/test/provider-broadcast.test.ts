import { MESSAGES } from '@central/domain';
import { createPushService, pushSandboxCertificate, type PushService, type SandboxSubscription } from '@central/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPushSender, type PushSender } from '../src/integrations/push/sender';
import type { JobRunner } from '../src/jobs/job-runner';
import { createSecretBox } from '../src/lib/crypto';
import { ensureVapidKeys } from '../src/modules/notifications/ensure-vapid-keys';
import { registerPushBroadcast, sendBroadcast, type PushBroadcastDeps } from '../src/modules/notifications/push-broadcast-job';
import { testRunner, waitUntil } from './support/jobs';
import { adminClient, providerClient } from './support/staff';
import { signedIn } from './support/subscriber';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/** Issue 10: the provider's general notification, from the form's POST to every opted-in device. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const SEND = '/api/central/provider/send/notification';

let t: TestApp;
let push: PushService;
let sender: PushSender;
let runner: JobRunner;
let deps: PushBroadcastDeps;
beforeAll(async () => {
  t = await startTestApp({ jobs: { send: (queue, data, options) => runner.send(queue, data, options) } });
  await ensureVapidKeys(t.db.prisma, box);
  push = createPushService();
  await push.listen();
  sender = createPushSender({ subject: 'mailto:suporte@central.test', ca: pushSandboxCertificate().cert });
  // Pages of 2 and 3 pushes in flight, so a handful of devices already crosses pages.
  deps = { db: t.db, sender, box, pageSize: 2, concurrency: 3 };
  runner = testRunner(t.db);
  registerPushBroadcast(runner, deps);
  await runner.start();
});
afterEach(async () => {
  push.reset();
  await t.db.prisma.pushBroadcast.deleteMany();
  await t.db.prisma.pushSubscription.deleteMany();
});
afterAll(async () => {
  await runner.stop();
  await sender.close();
  await push.close();
  await t.close();
});

/** Devices of `clientId`'s subscribers, subscribed on the push simulator and stored as the browser's save would. */
async function devices(clientId: string, count: number): Promise<SandboxSubscription[]> {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId } });
  const made: SandboxSubscription[] = [];
  for (let i = 0; i < count; i++) {
    const device = push.createSubscription({ applicationServerKey: tenant.vapidPublicKey! });
    await t.db.prisma.pushSubscription.create({
      data: { tenantId: tenant.id, customerId: `${1000 + i}`, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth, invoiceRange: 15 },
    });
    made.push(device);
  }
  return made;
}

const broadcastRow = (id: string) => t.db.prisma.pushBroadcast.findUniqueOrThrow({ where: { id } });
async function finished(id: string) {
  await waitUntil(async () => (await broadcastRow(id)).state === 'done');
  return broadcastRow(id);
}

describe('what the form may send', () => {
  it('refuses each bad title and message with its text of SPEC section 8, recording nothing', async () => {
    const demo = await providerClient(t, 'demo');
    const cases: Array<[object, string]> = [
      [{ message: 'Olá' }, MESSAGES.broadcastTitleRequired],
      [{ title: '', message: 'Olá' }, MESSAGES.broadcastTitleRequired],
      [{ title: 'Aviso' }, MESSAGES.broadcastMessageRequired],
      [{ title: 'Aviso', message: '  ' }, MESSAGES.broadcastMessageRequired],
      [{ title: 42, message: 'Olá' }, MESSAGES.broadcastTitleInvalid],
      [{ title: 'Aviso', message: { text: 'Olá' } }, MESSAGES.broadcastMessageInvalid],
      [{ title: 'a'.repeat(300), message: 'Olá' }, MESSAGES.broadcastTitleTooLong],
      [{ title: 'Aviso', message: 'a'.repeat(1400) }, MESSAGES.broadcastMessageTooLong],
    ];
    for (const [body, text] of cases) {
      const response = await demo.post(SEND).send(body);
      expect([body, response.status, response.body.message]).toEqual([body, 400, text]);
    }
    expect(await t.db.prisma.pushBroadcast.count()).toBe(0);
  });

  it('takes a title of 299 characters and a message of 1399', async () => {
    const response = await (await providerClient(t, 'demo')).post(SEND).send({ title: 'a'.repeat(299), message: 'b'.repeat(1399) });
    expect([response.status, response.body.message]).toEqual([202, MESSAGES.broadcastSent]);
    await finished(response.body.broadcast.id);
  });

  it('answers 401 without a provider session, also to an admin or a subscriber, on every route', async () => {
    const clients = [t.client('admin.localhost'), await adminClient(t), await signedIn(t)];
    for (const client of clients) {
      const answers = [
        await client.post(SEND).send({ title: 'Aviso', message: 'Olá' }),
        await client.get('/api/central/provider/notifications'),
        await client.get('/api/central/provider/subscriptions/count'),
      ];
      expect(answers.map((response) => response.status)).toEqual([401, 401, 401]);
    }
    expect(await t.db.prisma.pushBroadcast.count()).toBe(0);
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

  it('deletes a device the push service calls gone, and counts a refused one as failed', async () => {
    const [kept, gone, refusing] = await devices('demo', 3);
    push.answerWith(gone!.id, { status: 410 });
    push.answerWith(refusing!.id, { status: 400 });
    const response = await (await providerClient(t, 'demo')).post(SEND).send({ title: 'Aviso', message: 'Olá' });

    const row = await finished(response.body.broadcast.id);
    expect([row.sent, row.failed, row.removed]).toEqual([1, 1, 1]);
    expect(push.messages(kept!.id)).toHaveLength(1);
    const left = await t.db.prisma.pushSubscription.findMany({ select: { endpoint: true } });
    expect(left.map((subscription) => subscription.endpoint).sort()).toEqual([kept!.endpoint, refusing!.endpoint].sort());
  });

  it('lists only the latest 10 broadcasts, newest first', async () => {
    const demo = await providerClient(t, 'demo');
    const ids: string[] = [];
    for (let i = 1; i <= 11; i++) ids.push((await demo.post(SEND).send({ title: `Aviso ${i}`, message: 'Olá' })).body.broadcast.id);
    for (const id of ids) await finished(id);
    // One second apart, so that the order does not hang on two sends landing in the same millisecond.
    const start = Date.now() - 60_000;
    for (const [i, id] of ids.entries()) await t.db.prisma.pushBroadcast.update({ where: { id }, data: { createdAt: new Date(start + i * 1000) } });
    const recent = await demo.get('/api/central/provider/notifications');
    expect(recent.body.broadcasts.map((broadcast: { title: string }) => broadcast.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Aviso ${11 - i}`),
    );
  });
});

describe('a retried job', () => {
  it('resumes after the last recorded page, and does nothing once the broadcast is done', async () => {
    const demoDevices = await devices('demo', 5);
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
    const stored = await t.db.prisma.pushSubscription.findMany({ where: { tenantId: tenant.id }, orderBy: { id: 'asc' } });
    // As a crash would leave it: the first page of two recorded, the rest not yet sent.
    const broadcast = await t.db.prisma.pushBroadcast.create({
      data: { tenantId: tenant.id, title: 'Aviso', message: 'Olá', state: 'sending', sent: 2, lastSubscriptionId: stored[1]!.id },
    });

    expect(await sendBroadcast(deps, broadcast.id)).toEqual({ sent: 3, failed: 0, removed: 0 });
    const reached = new Set(stored.slice(2).map((subscription) => subscription.endpoint));
    for (const device of demoDevices) expect([device.endpoint, push.messages(device.id).length]).toEqual([device.endpoint, reached.has(device.endpoint) ? 1 : 0]);
    const row = await broadcastRow(broadcast.id);
    expect([row.state, row.sent, row.failed, row.removed]).toEqual(['done', 5, 0, 0]);

    expect(await sendBroadcast(deps, broadcast.id)).toEqual({ skipped: true });
    expect(push.messages()).toHaveLength(3);
  });
});
