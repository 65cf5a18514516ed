import { MESSAGES } from '@central/domain';
import type supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_REQUEST_LIMIT } from '../src/modules/support/support-request-limit';
import { PADARIA, signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

/** How many support requests a subscriber may open in IXC, counted before IXC is written to. */
const CREATE = '/api/central/customer/create/support';
const request = (n: number) => ({
  subject: '2',
  contractId: '2001',
  phone_number: '(61) 99304-0271',
  message: `Pedido ${n}: a internet cai toda noite.`,
});
const TOO_MANY = { code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.tooManySupportRequests };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.fresh());

/** The demo tickets that requests of this suite opened. */
const ticketsOpened = () => t.sandbox.sandbox.table('demo', 'su_ticket').filter((row) => row.menssagem?.startsWith('Pedido '));
const open = (client: supertest.Agent, n: number) => client.post(CREATE).send(request(n));

describe('support requests a subscriber may open', () => {
  it(`opens ${SUPPORT_REQUEST_LIMIT.limit} an hour; the next answers 429 with Retry-After, and IXC gets no ticket`, async () => {
    const maria = await signedIn(t);
    for (let n = 1; n <= SUPPORT_REQUEST_LIMIT.limit; n++) expect((await open(maria, n)).status).toBe(200);
    // A request sent again within two minutes is the one already opened: it does not count.
    expect((await open(maria, 1)).status).toBe(200);
    expect(ticketsOpened()).toHaveLength(SUPPORT_REQUEST_LIMIT.limit);

    const refused = await open(maria, SUPPORT_REQUEST_LIMIT.limit + 1);
    expect([refused.status, refused.body]).toEqual([429, TOO_MANY]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(SUPPORT_REQUEST_LIMIT.windowSeconds - 60);
    expect(ticketsOpened()).toHaveLength(SUPPORT_REQUEST_LIMIT.limit);

    // Another subscriber has their own allowance.
    expect((await (await signedIn(t, PADARIA)).post(CREATE).send({ ...request(9), contractId: '2005' })).status).toBe(200);
  });

  it(`opens ${SUPPORT_REQUEST_LIMIT.limit} of 12 different requests sent at once`, async () => {
    const maria = await signedIn(t);
    const answered = await Promise.all(Array.from({ length: 12 }, (_, n) => open(maria, n)));
    expect(answered.filter((response) => response.status === 200)).toHaveLength(SUPPORT_REQUEST_LIMIT.limit);
    expect(answered.filter((response) => response.status === 429)).toHaveLength(12 - SUPPORT_REQUEST_LIMIT.limit);
    expect(ticketsOpened()).toHaveLength(SUPPORT_REQUEST_LIMIT.limit);
  });

  it('does not count a refused request, nor one IXC surely did not open', async () => {
    const maria = await signedIn(t);
    for (let n = 1; n <= SUPPORT_REQUEST_LIMIT.limit; n++) {
      expect((await maria.post(CREATE).send({ ...request(n), phone_number: '(61) 89304-0271' })).status).toBe(400);
      expect((await maria.post(CREATE).send({ ...request(n), contractId: '2005' })).status).toBe(404);
    }
    await maria.get('/api/central/customer/support/subjects').expect(200);
    await maria.get('/api/central/customer/list/contracts/short').expect(200);
    t.sandbox.sandbox.setFaults({ errorRate: 1, errorAnswer: 'html' });
    expect((await open(maria, 1)).status).toBe(502);
    t.sandbox.sandbox.setFaults({ errorRate: 0 });
    for (let n = 1; n <= SUPPORT_REQUEST_LIMIT.limit; n++) expect((await open(maria, n)).status).toBe(200);
    expect(ticketsOpened()).toHaveLength(SUPPORT_REQUEST_LIMIT.limit);
  });
});
