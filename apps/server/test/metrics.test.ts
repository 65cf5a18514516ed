import type { AddressInfo } from 'node:net';
import { DEMO_IDS } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardBacklogSource, jobQueuesSource } from '../src/metrics/gauge-sources';
import { createMetrics, type Metrics } from '../src/metrics/metrics';
import { listenForMetrics } from '../src/metrics/metrics-listener';
import { addCard, newCard, VISA } from './support/cards';
import { MARIA, signedIn } from './support/subscriber';
import { testRunner } from './support/jobs';
import { startTestApp, type TestApp } from './support/test-app';

/** What an operator scrapes (docs/operations.md#metrics), read after driving the real app. */
let t: TestApp;
let metrics: Metrics;
beforeAll(async () => {
  metrics = createMetrics({ defaults: false });
  t = await startTestApp({ metrics, ixcTimeoutMs: 800, ixcBreaker: { threshold: 2, coolDownMs: 60_000 } });
  metrics.watch({ breakers: () => t.tenants.breakerStates(), queues: jobQueuesSource(t.db), cardBacklog: cardBacklogSource(t.db.prisma) });
});
afterAll(() => t.close());
beforeEach(() => t.fresh());

const scrape = () => metrics.registry.metrics();
/** The value of one series, e.g. `central_sign_ins_total{kind="ok"}`; undefined when the scrape lacks it. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
const labelValues = (text: string) => [...text.matchAll(/="([^"]*)"/g)].map((match) => match[1]!);
const signIn = (body: object) => t.client().post('/api/central/sign-in').send(body);

describe('metrics', () => {
  it('times each request by its route template, never the URL with its ids, and a path of no route as unmatched', async () => {
    const client = await signedIn(t);
    await client.get(`/api/central/customer/invoice/${DEMO_IDS.invoices.dueToday}`).expect(200);
    await t.client().get('/no/such/page/4242').expect(404);
    const text = await scrape();
    const invoice = 'route="/api/central/customer/invoice/:invoiceId",method="GET",status="200"';
    expect(valueOf(text, `central_http_request_duration_seconds_count{${invoice}}`)).toBe(1);
    expect(valueOf(text, 'central_http_request_duration_seconds_count{route="unmatched",method="GET",status="404"}')).toBe(1);
    expect(labelValues(text).filter((value) => value.includes(DEMO_IDS.invoices.dueToday) || value.includes('4242'))).toEqual([]);
    // Each ERP call of the provider, by table: the sign-in and the invoice read the ERP's customer and bill tables.
    expect(valueOf(text, 'central_erp_call_duration_seconds_count{provider="demo",operation="cliente",outcome="ok"}')).toBeGreaterThan(0);
  });

  it('counts sign-ins by kind: ok, wrong and limited', async () => {
    const before = await scrape();
    await signIn(MARIA).expect(200);
    for (let attempt = 0; attempt < 5; attempt++) await signIn({ ...MARIA, password: 'not-the-password' }).expect(401);
    await signIn(MARIA).expect(429);
    const after = await scrape();
    const grew = (kind: string) =>
      (valueOf(after, `central_sign_ins_total{kind="${kind}"}`) ?? 0) - (valueOf(before, `central_sign_ins_total{kind="${kind}"}`) ?? 0);
    expect([grew('ok'), grew('wrong'), grew('limited')]).toEqual([1, 5, 1]);
  });

  it('counts a card payment by its outcome, times the card gateway, and shows the backlog of receipts waiting', async () => {
    const client = await signedIn(t);
    const cardId = (await addCard(client, newCard(VISA)).expect(201)).body.card.uuid as string;
    await client.post('/api/payment/pay/invoice').send({ cardId, invoiceId: DEMO_IDS.invoices.dueToday, installments: 1 }).expect(200);
    let text = await scrape();
    expect(valueOf(text, 'central_card_payments_total{outcome="paid"}')).toBe(1);
    expect(
      valueOf(text, 'central_external_call_duration_seconds_count{system="card_gateway",provider="demo",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(valueOf(text, 'central_card_receipts_waiting')).toBe(0);

    // A captured payment whose receipt is not yet in the ERP, begun a minute ago; another under review.
    const [paid] = await t.db.prisma.cardPayment.findMany();
    await t.db.prisma.cardPayment.update({
      where: { id: paid!.id },
      data: { state: 'captured', createdAt: new Date(Date.now() - 60_000) },
    });
    text = await scrape();
    expect(valueOf(text, 'central_card_receipts_waiting')).toBe(1);
    expect(valueOf(text, 'central_card_receipt_oldest_wait_seconds')).toBeGreaterThanOrEqual(60);
    await t.db.prisma.cardPayment.update({ where: { id: paid!.id }, data: { state: 'needs_review' } });
    expect(valueOf(await scrape(), 'central_card_payments_awaiting_review')).toBe(1);
    await t.db.prisma.cardPayment.deleteMany();
  });

  it("shows each queue's waiting jobs and the age of its oldest", async () => {
    const runner = testRunner(t.db, { workers: false });
    runner.work('metrics-probe', async () => {});
    await runner.start();
    try {
      await runner.send('metrics-probe', {});
      await runner.send('metrics-probe', {});
      const text = await scrape();
      expect(valueOf(text, 'central_job_queue_depth{queue="metrics-probe"}')).toBe(2);
      expect(valueOf(text, 'central_job_oldest_age_seconds{queue="metrics-probe"}')).toBeGreaterThanOrEqual(0);
    } finally {
      await runner.stop();
    }
  });

  it('is never served on the public port, only by its own listener', async () => {
    await t.client().get('/metrics').expect(404);
    const server = await listenForMetrics(metrics, 0, '127.0.0.1');
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await fetch(`${origin}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      expect(await answer.text()).toContain('central_http_request_duration_seconds_bucket');
      expect((await fetch(`${origin}/other`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  // Last on purpose: it leaves the demo provider's circuit open.
  it('shows the breaker open once the ERP keeps failing, and the failures by outcome', async () => {
    expect(valueOf(await scrape(), 'central_erp_breaker_open{provider="demo"}')).toBe(0);
    t.sandbox.sandbox.setFaults({ down: true });
    for (let attempt = 0; attempt < 2; attempt++) await signIn(MARIA);
    const text = await scrape();
    expect(valueOf(text, 'central_erp_breaker_open{provider="demo"}')).toBe(1);
    expect(valueOf(text, 'central_erp_call_duration_seconds_count{provider="demo",operation="cliente",outcome="unavailable"}')).toBe(1);
    expect(valueOf(text, 'central_erp_call_duration_seconds_count{provider="demo",operation="cliente",outcome="circuit_open"}')).toBe(1);
  });

  it('carries no CPF, CNPJ or e-mail of the demo data in any label', async () => {
    const customers = ['demo', 'alt'].flatMap((dataset) => t.sandbox.sandbox.table(dataset, 'cliente'));
    const secrets = customers.flatMap((row) => [row.cnpj_cpf, row.cnpj_cpf?.replace(/\D/g, ''), row.email]).filter((value) => !!value);
    expect(secrets.length).toBeGreaterThan(4);
    const values = labelValues(await scrape());
    expect(values.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(values).not.toContain(secret);
    expect(values.filter((value) => value.includes('@'))).toEqual([]);
  });
});
