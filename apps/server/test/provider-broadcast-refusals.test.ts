import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BROADCAST_LIMIT } from '../src/modules/notifications/broadcasts/broadcasts-service';
import { adminClient, providerClient } from './support/staff';
import { signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

/** What the provider's general-notification routes refuse before anything is recorded or queued. */
const SEND = '/api/central/provider/send/notification';
const queued: string[] = [];
/** Whether the job queue takes what is sent (a test makes it fail). */
let queueWorks = true;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    jobs: {
      async send(queue) {
        if (!queueWorks) throw new Error('the queue is unavailable');
        queued.push(queue);
        return null;
      },
    },
  });
});
beforeEach(async () => {
  queued.length = 0;
  queueWorks = true;
  await t.db.prisma.pushBroadcast.deleteMany();
  await t.fresh();
});
afterAll(() => t.close());

describe('what the form may not send', () => {
  it('refuses each bad title and message with its own text, recording nothing', async () => {
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
      // Within the character limit, but 4.1 KB once in UTF-8: no push service has to take it.
      [{ title: 'Aviso', message: '€'.repeat(1399) }, MESSAGES.broadcastTooLarge],
    ];
    for (const [body, text] of cases) {
      const response = await demo.post(SEND).send(body);
      expect([body, response.status, response.body.message]).toEqual([body, 400, text]);
    }
    expect(await t.db.prisma.pushBroadcast.count()).toBe(0);
    expect(queued).toEqual([]);
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
    expect(queued).toEqual([]);
  });
});

describe('how many broadcasts a provider may send', () => {
  const sent = (response: { status: number }) => response.status === 202;

  it(`takes ${BROADCAST_LIMIT.limit} an hour, then answers 429 with Retry-After and records nothing`, async () => {
    const demo = await providerClient(t, 'demo');
    const answered = [];
    for (let i = 1; i <= BROADCAST_LIMIT.limit + 1; i++) answered.push(await demo.post(SEND).send({ title: `Aviso ${i}`, message: 'Olá' }));
    expect(answered.map((response) => response.status)).toEqual([202, 202, 202, 429]);
    const refused = answered[BROADCAST_LIMIT.limit]!;
    expect(refused.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.tooManyBroadcasts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(BROADCAST_LIMIT.windowSeconds - 60);
    expect(await t.db.prisma.pushBroadcast.count()).toBe(BROADCAST_LIMIT.limit);
    expect(queued).toHaveLength(BROADCAST_LIMIT.limit);

    // Another provider has its own allowance.
    expect((await (await providerClient(t, 'acme')).post(SEND).send({ title: 'Aviso', message: 'Olá' })).status).toBe(202);
  });

  it(`queues at most ${BROADCAST_LIMIT.limit} of 10 sent at once`, async () => {
    const demo = await providerClient(t, 'demo');
    const answered = await Promise.all(Array.from({ length: 10 }, (_, i) => demo.post(SEND).send({ title: `Aviso ${i}`, message: 'Olá' })));
    expect(answered.filter(sent)).toHaveLength(BROADCAST_LIMIT.limit);
    expect(answered.filter((response) => !sent(response)).map((response) => response.status)).toEqual(
      Array(10 - BROADCAST_LIMIT.limit).fill(429),
    );
    expect(await t.db.prisma.pushBroadcast.count()).toBe(BROADCAST_LIMIT.limit);
  });

  it('does not count a refused text, nor a broadcast the queue did not take', async () => {
    const demo = await providerClient(t, 'demo');
    for (let i = 0; i < BROADCAST_LIMIT.limit; i++) expect((await demo.post(SEND).send({ title: '', message: 'Olá' })).status).toBe(400);
    queueWorks = false;
    for (let i = 0; i < BROADCAST_LIMIT.limit; i++)
      expect((await demo.post(SEND).send({ title: 'Aviso', message: 'Olá' })).status).toBe(500);
    expect(await t.db.prisma.pushBroadcast.count()).toBe(0);
    queueWorks = true;
    for (let i = 0; i < BROADCAST_LIMIT.limit; i++)
      expect((await demo.post(SEND).send({ title: 'Aviso', message: 'Olá' })).status).toBe(202);
  });
});
