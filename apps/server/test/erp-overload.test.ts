import { MESSAGES, todayIn } from '@central/domain';
import type { ErrorAnswer } from '@central/sandbox';
import type supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedApp } from './support/apps';
import { MARIA, signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

/** docs/decisions/010: an overloaded IXC opens the provider's circuit; one probe decides when it closes. */
const THRESHOLD = 3;
const COOL_DOWN_MS = 1000;
const YEAR = Number(todayIn('America/Sao_Paulo').slice(0, 4));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ixcTimeoutMs: 1000, ixcBreaker: { threshold: THRESHOLD, coolDownMs: COOL_DOWN_MS } });
});
afterAll(() => t.close());
// Every test leaves the demo provider's circuit closed: after the cool-down, a sign-in is the good probe.
afterEach(async () => {
  await t.fresh();
  await vi.waitFor(async () => expect((await t.client().post('/api/central/sign-in').send(MARIA)).status).toBe(200), {
    timeout: COOL_DOWN_MS + 2000,
    interval: 250,
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stats = () => t.sandbox.sandbox.stats();
const overload = (errorAnswer: ErrorAnswer) => t.sandbox.sandbox.setFaults({ errorRate: 1, errorAnswer });
const customerData = (client: supertest.Agent) => client.get('/api/central/customer/list');

/** Until the circuit is open: each call of /customer/list fails twice (a listing and its one retry). */
async function openCircuit(client: supertest.Agent, errorAnswer: ErrorAnswer = 'html') {
  overload(errorAnswer);
  await customerData(client).expect(503);
  await customerData(client).expect(503);
  expect((await customerData(client)).body.code).toBe('ERP_CIRCUIT_OPEN');
}

function expectCircuitOpen(response: supertest.Response, label = '') {
  expect({ label, status: response.status, body: response.body }).toEqual({
    label,
    status: 503,
    body: { code: 'ERP_CIRCUIT_OPEN', message: MESSAGES.serverFailure },
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= Math.ceil(COOL_DOWN_MS / 1000), label).toBe(true);
}

describe('an overloaded ERP opens the circuit', () => {
  it.each(['html', 'http-500', 'http-503', 'text'] as const)(
    'counts %s answers as failures: once the threshold is reached no further call reaches IXC',
    async (errorAnswer) => {
      const client = await signedIn(t);
      overload(errorAnswer);
      t.sandbox.sandbox.resetStats();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await customerData(client));
      expect(answers.map((answer) => [answer.status, answer.body.code, answer.body.message])).toEqual([
        [503, 'ERP_UNAVAILABLE', MESSAGES.serverFailure],
        [503, 'ERP_UNAVAILABLE', MESSAGES.serverFailure],
        [503, 'ERP_CIRCUIT_OPEN', MESSAGES.serverFailure],
        [503, 'ERP_CIRCUIT_OPEN', MESSAGES.serverFailure],
      ]);
      // The first call and its retry, then the third failure opened the circuit: no retry, no more calls.
      expect(stats()).toMatchObject({ total: THRESHOLD, byResource: { cliente: THRESHOLD } });
      expectCircuitOpen(answers[3]!);
    },
  );

  it('while open, every ERP-backed endpoint answers 503 with Retry-After and the generic text at once, without calling IXC', async () => {
    // Its own app, with a cool-down no slow machine can outlast during the sweep.
    const long = await startTestApp({ ixcTimeoutMs: 1000, ixcBreaker: { threshold: THRESHOLD, coolDownMs: 60_000 } });
    try {
      await sweepWhileOpen(long);
    } finally {
      await long.close();
    }
  });

  async function sweepWhileOpen(t: TestApp) {
    const stats = () => t.sandbox.sandbox.stats();
    const client = await signedIn(t);
    const boleto = (await client.post('/api/central/customer/generate/invoice-download-token').send({ invoiceId: '5004' }).expect(200)).body
      .token;
    const month = t.sandbox.sandbox
      .table('demo', 'vd_saida')
      .find((row) => row.id_cliente === '1001' && row.status === 'F')!
      .data_emissao!.slice(0, 7);
    const [note] = (await client.get(`/api/central/customer/list/sale-invoices?created_at=${month}`).expect(200)).body.nfs;
    const noteToken = (
      await client
        .post('/api/central/customer/generate/sale-invoice-download-token')
        .send({ saleInvoiceId: note.id, customModel: false, created_at: month })
    ).body.token;
    // An app that adds a product to the contract; the list caches the contracts and items its activation reads.
    const max = await seedApp(t, {
      name: 'MAX',
      image: 'https://cdn.central.test/max.png',
      integrationMethod: 'add_product_in_contract',
      integrationMethodProductIds: [{ id: '886', label: 'MAX' }],
    });
    await client.get('/api/central/customer/apps').expect(200);
    t.sandbox.sandbox.setFaults({ errorRate: 1, errorAnswer: 'html' });
    for (let i = 0; i < 3; i++) await customerData(client);
    t.sandbox.sandbox.resetStats();

    const newRequest = { subject: '2', contractId: '2001', phone_number: '(61) 99304-0271', message: 'Sem sinal.' };
    const calls: Array<[string, () => supertest.Test]> = [
      ['customer data', () => customerData(client)],
      [
        'password change',
        () =>
          client
            .put('/api/central/customer/edit/password')
            .send({ currentPassword: 'demo123', newPassword: 'nova123', confirmNewPassword: 'nova123' }),
      ],
      ['open invoices', () => client.get('/api/central/customer/list/invoices')],
      ['paid invoices', () => client.get('/api/central/customer/list/invoices?status=received')],
      ['invoice detail', () => client.get('/api/central/customer/invoice/5004')],
      ['pix', () => client.get('/api/central/customer/read/pix-payment/5004')],
      ['boleto token', () => client.post('/api/central/customer/generate/invoice-download-token').send({ invoiceId: '5004' })],
      ['boleto download', () => client.get(`/api/central/customer/download/invoice/${encodeURIComponent(boleto)}`)],
      ['fiscal notes', () => client.get(`/api/central/customer/list/sale-invoices?created_at=${month}`)],
      [
        'fiscal note token',
        () =>
          client
            .post('/api/central/customer/generate/sale-invoice-download-token')
            .send({ saleInvoiceId: note.id, customModel: false, created_at: month }),
      ],
      ['fiscal note download', () => client.get(`/api/central/customer/download/sale-invoice/${encodeURIComponent(noteToken)}`)],
      ['contracts', () => client.get('/api/central/customer/list/contracts')],
      ['short contracts', () => client.get('/api/central/customer/list/contracts/short')],
      ['trust unlock', () => client.post('/api/central/customer/contracts/unlock/2002')],
      ['contract download', () => client.get('/api/central/customer/download/contract/2001')],
      ['annual settlement', () => client.get(`/api/central/customer/contract/2001/annual-debt-settlement?year=${YEAR - 1}`)],
      ['support subjects', () => client.get('/api/central/customer/support/subjects')],
      ['support list', () => client.get('/api/central/customer/list/supports?status=in_progress')],
      ['support detail', () => client.get('/api/central/customer/support/7004')],
      ['support messages', () => client.get('/api/central/customer/list/support/messages/7004')],
      ['support request', () => client.post('/api/central/customer/create/support').send(newRequest)],
      ['support message', () => client.post('/api/central/customer/create/support/message').send({ supportId: '7004', message: 'Oi' })],
      [
        'app activation adding a product',
        () => client.post('/api/central/customer/create/content-app').send({ contractId: '2003', customerAppId: max.id }),
      ],
      ['sign-in', () => t.client().post('/api/central/sign-in').send(MARIA)],
      ['recovery', () => t.client().post('/api/central/check/cpf-cnpj').send({ cpfCnpj: MARIA.cpfOrCnpj })],
    ];
    const slowest = { label: '', ms: 0 };
    for (const [label, call] of calls) {
      const started = performance.now();
      const response = await call();
      const ms = performance.now() - started;
      if (ms > slowest.ms) Object.assign(slowest, { label, ms });
      expect({ label, status: response.status, body: response.body }).toEqual({
        label,
        status: 503,
        body: { code: 'ERP_CIRCUIT_OPEN', message: MESSAGES.serverFailure },
      });
      expect(response.headers['retry-after'], label).toMatch(/^(59|60)$/);
    }
    expect(stats().total).toBe(0);
    // 'At once': no ERP wait at all, only the app's own work (the slowest is named if this fails).
    expect(slowest.ms, slowest.label).toBeLessThan(250);
    await t.db.prisma.customerApp.delete({ where: { id: max.id } });
  }

  it('after the cool-down lets exactly one probe reach IXC: a failed probe opens it again, a good one closes it', async () => {
    const client = await signedIn(t);
    await openCircuit(client);
    const others = () =>
      Promise.all([
        client.get('/api/central/customer/list/contracts/short'),
        client.get('/api/central/customer/list/invoices'),
        client.get('/api/central/customer/support/subjects'),
        t.client().post('/api/central/sign-in').send(MARIA),
      ]);

    // The probe is slow, so the others arrive while it is out.
    await sleep(COOL_DOWN_MS);
    t.sandbox.sandbox.setFaults({ latencyMs: 800 });
    t.sandbox.sandbox.resetStats();
    const failedProbe = customerData(client).then((response) => response);
    await vi.waitFor(() => expect(stats().total).toBe(1));
    for (const response of await others()) expect(response.headers['retry-after']).toBe('1');
    expect((await failedProbe).body.code).toBe('ERP_UNAVAILABLE');
    expectCircuitOpen(await customerData(client));
    expect(stats()).toMatchObject({ total: 1, byResource: { cliente: 1 } });

    await sleep(COOL_DOWN_MS);
    t.sandbox.sandbox.setFaults({ errorRate: 0 });
    t.sandbox.sandbox.resetStats();
    const goodProbe = customerData(client).then((response) => response);
    await vi.waitFor(() => expect(stats().total).toBe(1));
    for (const response of await others()) expectCircuitOpen(response);
    expect((await goodProbe).status).toBe(200);
    expect(stats().total).toBe(1);
    t.sandbox.sandbox.setFaults({ latencyMs: 0 });
    await client.get('/api/central/customer/list/contracts/short').expect(200);
  });
});

describe('a page view against a failing ERP', () => {
  it('costs at most 1 + IXC_LIST_RETRIES (1) calls per listing', async () => {
    const client = await signedIn(t);
    overload('html');
    t.sandbox.sandbox.resetStats();
    // The home page: open bills and contracts, in parallel.
    const [invoices, contracts] = await Promise.all([
      client.get('/api/central/customer/list/invoices'),
      client.get('/api/central/customer/list/contracts'),
    ]);
    expect([invoices.status, contracts.status]).toEqual([503, 503]);
    const perResource = Object.values(stats().byResource);
    expect(perResource.length).toBeGreaterThan(0);
    expect(Math.max(...perResource)).toBeLessThanOrEqual(2);
    expect(stats().total).toBeLessThanOrEqual(2 * perResource.length);
  });

  it('sends each write exactly once', async () => {
    const client = await signedIn(t);
    // Subjects and the contract are read (and cached) before the ERP starts failing.
    await client.get('/api/central/customer/support/subjects').expect(200);
    await client.get('/api/central/customer/list/contracts').expect(200);
    await client.get('/api/central/customer/support/7004').expect(200);
    overload('html');
    t.sandbox.sandbox.resetStats();
    const request = await client
      .post('/api/central/customer/create/support')
      .send({ subject: '2', contractId: '2001', phone_number: '(61) 99304-0271', message: 'Caiu.' });
    expect([request.status, request.body.message]).toEqual([502, MESSAGES.supportRequestFailure]);
    const unlock = await client.post('/api/central/customer/contracts/unlock/2002');
    expect([unlock.status, unlock.body.message]).toEqual([503, MESSAGES.serverFailure]);
    expect(stats().byResource).toEqual({ su_ticket: 1, desbloqueio_confianca: 1 });
  });
});

describe('a write that times out', () => {
  const request = { subject: '2', contractId: '2001', phone_number: '(61) 99304-0271', message: 'Sem internet desde ontem.' };
  const ticketsWithMessage = () => t.sandbox.sandbox.table('demo', 'su_ticket').filter((row) => row.menssagem?.startsWith(request.message));

  it('answers that a support request could not be confirmed, and a retry finds it in IXC instead of opening another', async () => {
    const client = await signedIn(t);
    await client.get('/api/central/customer/support/subjects').expect(200);
    await client.get('/api/central/customer/list/contracts').expect(200);
    t.sandbox.sandbox.setFaults({ writeAnswerDelayMs: 2500 });
    t.sandbox.sandbox.resetStats();
    const started = Date.now();
    const unconfirmed = await client.post('/api/central/customer/create/support').send(request);
    expect(Date.now() - started).toBeLessThan(2500);
    expect([unconfirmed.status, unconfirmed.body]).toEqual([
      504,
      { code: 'SUPPORT_REQUEST_UNCONFIRMED', message: MESSAGES.supportRequestUnconfirmed },
    ]);
    expect(stats().byResource).toEqual({ su_ticket: 1 });
    expect(ticketsWithMessage()).toHaveLength(1);

    t.sandbox.sandbox.setFaults({ writeAnswerDelayMs: 0 });
    const retry = await client.post('/api/central/customer/create/support').send(request);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(ticketsWithMessage()[0]!.id);
    expect(ticketsWithMessage()).toHaveLength(1);
    const list = await client.get('/api/central/customer/list/supports?status=in_progress');
    expect(list.body.supports.filter((s: { id: string }) => s.id === retry.body.id)).toHaveLength(1);
  });

  it('opens the request on a retry when IXC shows the unconfirmed one never arrived', async () => {
    const client = await signedIn(t);
    await client.get('/api/central/customer/support/subjects').expect(200);
    await client.get('/api/central/customer/list/contracts').expect(200);
    t.sandbox.sandbox.setFaults({ down: true });
    const unconfirmed = await client.post('/api/central/customer/create/support').send(request);
    expect([unconfirmed.status, unconfirmed.body.message]).toEqual([504, MESSAGES.supportRequestUnconfirmed]);
    expect(ticketsWithMessage()).toHaveLength(0);

    t.sandbox.sandbox.setFaults({ down: false });
    const retry = await client.post('/api/central/customer/create/support').send(request);
    expect(retry.status).toBe(200);
    expect(ticketsWithMessage().map((row) => row.id)).toEqual([retry.body.id]);
  });

  it('answers that a trust unlock could not be confirmed, sent once, and the contract list reads IXC again', async () => {
    const client = await signedIn(t);
    await client.get('/api/central/customer/list/contracts').expect(200);
    t.sandbox.sandbox.setFaults({ writeAnswerDelayMs: 1500 });
    t.sandbox.sandbox.resetStats();
    const unlock = await client.post('/api/central/customer/contracts/unlock/2002');
    expect([unlock.status, unlock.body]).toEqual([504, { code: 'TRUST_UNLOCK_UNCONFIRMED', message: MESSAGES.trustUnlockUnconfirmed }]);
    expect(stats().byResource).toEqual({ desbloqueio_confianca: 1 });
    t.sandbox.sandbox.setFaults({ writeAnswerDelayMs: 0 });
    const after = await client.get('/api/central/customer/list/contracts');
    expect(after.body.contracts.find((c: { id: string }) => c.id === '2002').status.text).toBe('Ativo');
  });

  it('answers that a new support message could not be confirmed when IXC answers too late, sent once', async () => {
    const client = await signedIn(t);
    await client.get('/api/central/customer/support/7003').expect(200);
    t.sandbox.sandbox.setFaults({ writeAnswerDelayMs: 1500 });
    t.sandbox.sandbox.resetStats();
    const sent = await client.post('/api/central/customer/create/support/message').send({ supportId: '7003', message: 'Alguma novidade?' });
    expect([sent.status, sent.body]).toEqual([504, { code: 'SUPPORT_MESSAGE_UNCONFIRMED', message: MESSAGES.supportMessageUnconfirmed }]);
    expect(stats().byResource.su_mensagens).toBe(1);
  });
});
