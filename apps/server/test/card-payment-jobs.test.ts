import { CIELO_SANDBOX_MERCHANT, DEMO_IDS, SANDBOX_TOKENS } from '@central/sandbox';
import { createCieloGateway } from '../src/integrations/cielo';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCardPaymentJobs, SETTLE_QUEUE, sweepUnsettled } from '../src/modules/cards/payments/card-payment-jobs';
import type { JobRunner } from '../src/jobs/job-runner';
import { reconcileFinished } from '../src/modules/cards/payments/reconcile-finished';
import { REVIEW_REASONS } from '../src/modules/cards/payments/settle-payment';
import { addCard, cardSuite, newCard, VISA } from './support/cards';
import { testRunner, waitForJob, waitUntil } from './support/jobs';
import { signedIn } from './support/subscriber';

/** The settle job, the sweep and the daily reconciliation of card payments, on the job runner. */
const suite = cardSuite();
const { dueToday, dueSoon } = DEMO_IDS.invoices;
type Client = Awaited<ReturnType<typeof signedIn>>;
let runner: JobRunner | undefined;
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});

const savedVisa = async (client: Client) => (await addCard(client, newCard(VISA)).expect(201)).body.card.uuid as string;
const pay = (client: Client, cardId: string, invoiceId: string = dueToday) =>
  client.post('/api/payment/pay/invoice').send({ cardId, invoiceId, installments: 1 });

/** A payment charged while IXC was down: left `captured`, its receipt owed. */
async function capturedPayment(client: Client) {
  const cardId = await savedVisa(client);
  suite.cielo.failNext('createSale', { delayMs: 400 });
  const paying = pay(client, cardId).then((answer) => answer);
  await waitUntil(() => suite.gatewayCalls().includes('createSale'));
  suite.t.sandbox.sandbox.setFaults({ down: true });
  expect((await paying).status).toBe(202);
  suite.t.sandbox.sandbox.setFaults({ down: false });
  const [attempt] = await suite.payments();
  expect(attempt!.state).toBe('captured');
  return attempt!;
}

describe('on the job runner', () => {
  it('the settle job finishes a captured payment: receipt recorded, done', async () => {
    const client = await signedIn(suite.t);
    const attempt = await capturedPayment(client);
    runner = testRunner(suite.t.db);
    registerCardPaymentJobs(runner, suite.jobDeps());
    await runner.start();
    const id = await runner.send(SETTLE_QUEUE, { attemptId: attempt.id });
    expect(await waitForJob(suite.t.db, id!)).toMatchObject({ state: 'completed', output: { state: 'done' } });
    expect(suite.receipts()).toHaveLength(1);
  });

  it('the sweep picks up what was left unfinished for two minutes, whatever became of its job', async () => {
    const client = await signedIn(suite.t);
    const attempt = await capturedPayment(client);
    expect(await sweepUnsettled(suite.jobDeps())).toEqual({ checked: 0, settled: 0, waiting: 0 });
    const later = () => new Date(attempt.updatedAt.getTime() + 3 * 60_000);
    expect(await sweepUnsettled(suite.jobDeps(later))).toEqual({ checked: 1, settled: 1, waiting: 0 });
    expect((await suite.payments())[0]!.state).toBe('done');
  });
});

describe('the daily reconciliation', () => {
  it('leaves agreeing payments alone and flags a sale voided at Cielo or a receipt undone in IXC', async () => {
    const client = await signedIn(suite.t);
    const cardId = await savedVisa(client);
    expect((await pay(client, cardId, dueToday)).status).toBe(200);
    expect((await pay(client, cardId, dueSoon)).status).toBe(200);
    expect(await reconcileFinished(suite.jobDeps(), 3)).toEqual({ checked: 2, finished: 0, flagged: 0, skipped: 0 });

    const [first, second] = await suite.payments();
    await cieloGateway().void(first!.gatewayPaymentId!);
    const undo = await suite.t.sandbox.inject({
      method: 'DELETE',
      url: `/webservice/v1/fn_areceber_baixas/${second!.erpReceiptId}`,
      headers: { authorization: `Basic ${Buffer.from(SANDBOX_TOKENS.demo).toString('base64')}` },
    });
    expect(undo.json()).toMatchObject({ type: 'success' });

    expect(await reconcileFinished(suite.jobDeps(), 3)).toEqual({ checked: 2, finished: 0, flagged: 2, skipped: 0 });
    const [voided, undone] = await suite.payments();
    expect(voided).toMatchObject({ state: 'needs_review', reviewReason: REVIEW_REASONS.voidedAfterDone });
    expect(undone).toMatchObject({ state: 'needs_review', reviewReason: REVIEW_REASONS.paidButOpen });
    // Flagged ones are the admin's now: the next run has nothing to compare.
    expect(await reconcileFinished(suite.jobDeps(), 3)).toEqual({ checked: 0, finished: 0, flagged: 0, skipped: 0 });
  });

  it('finishes a declined attempt whose sale Cielo turns out to have captured: one receipt, done', async () => {
    const client = await signedIn(suite.t);
    const cardId = await savedVisa(client);
    suite.cielo.failNext('createSale', { afterProcessing: true, hang: true });
    suite.cielo.failNext('salesByOrder', { status: 500 });
    expect((await pay(client, cardId)).status).toBe(202);
    const [attempt] = await suite.payments();
    // Say the sweep had given up on it (no sale found for 10 minutes) while Cielo had one all along.
    await suite.t.db.prisma.cardPayment.update({ where: { id: attempt!.id }, data: { state: 'declined' } });

    expect(await reconcileFinished(suite.jobDeps(), 3)).toEqual({ checked: 1, finished: 1, flagged: 0, skipped: 0 });
    expect((await suite.payments())[0]).toMatchObject({ state: 'done', gatewayPaymentId: suite.cielo.sales()[0]!.paymentId });
    expect(suite.receipts()).toHaveLength(1);
    expect(suite.cielo.sales()).toHaveLength(1);
  });
});

function cieloGateway() {
  return createCieloGateway({ apiUrl: suite.cielo.origin, queryUrl: suite.cielo.origin, ...CIELO_SANDBOX_MERCHANT, timeoutMs: 2000 });
}
