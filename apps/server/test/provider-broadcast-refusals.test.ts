import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, providerClient } from './support/staff';
import { signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 10: what the provider's general-notification routes refuse before anything is recorded or queued. */
const SEND = '/api/central/provider/send/notification';
const queued: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ jobs: { send: async (queue) => (queued.push(queue), null) } });
});
beforeEach(() => {
  queued.length = 0;
});
afterAll(() => t.close());

describe('what the form may not send', () => {
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
