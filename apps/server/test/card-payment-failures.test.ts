import { MESSAGES } from '@central/domain';
import { cieloTestCard, DEMO_IDS } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { SETTLE_QUEUE, settleAttempt } from '../src/modules/cards/payments/card-payment-jobs';
import { PAYMENT_MESSAGES } from '../src/modules/cards/payments/payment-messages';
import { REVIEW_REASONS, SALE_NOT_MADE_AFTER_MS } from '../src/modules/cards/payments/settle-payment';
import { addCard, cardSuite, CVV, newCard, VISA } from './support/cards';
import { waitUntil } from './support/jobs';
import { signedIn } from './support/subscriber';

/** Money never moves twice, whatever fails: double clicks, lost answers, an ERP down after the charge. */
const suite = cardSuite();
const { dueToday } = DEMO_IDS.invoices;
type Client = Awaited<ReturnType<typeof signedIn>>;

const pay = (client: Client, cardId: string, installments = 1) =>
  client.post('/api/payment/pay/invoice').send({ cardId, invoiceId: dueToday, installments });
const savedVisa = async (client: Client) => (await addCard(client, newCard(VISA)).expect(201)).body.card.uuid as string;
const onlyPayment = async () => {
  const payments = await suite.payments();
  expect(payments).toHaveLength(1);
  return payments[0]!;
};
const invoiceStatus = async (client: Client) =>
  (await client.get(`/api/central/customer/invoice/${dueToday}`).expect(200)).body.invoice.status;

describe('one charge per invoice', () => {
  it('20 pay requests at once, on two replicas, make exactly one sale and one ERP receipt', async () => {
    const client = await signedIn(suite.t);
    const cardId = await savedVisa(client);
    const replica = await suite.t.replica();
    const cookie = (await client.get('/api/payment/card')).request.cookies;
    const other = replica.client().set('cookie', cookie);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? pay(other, cardId) : pay(client, cardId))));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect([PAYMENT_MESSAGES.inProgress, MESSAGES.invoiceAlreadyPaid]).toContain(answer.body.message);
    }
    expect(suite.cielo.sales()).toHaveLength(1);
    expect(suite.receipts()).toHaveLength(1);
    expect((await onlyPayment()).state).toBe('done');
  });
});

describe('a lost gateway answer', () => {
  it('after the sale was made: found by its MerchantOrderId, never sent again, and paid', async () => {
    const client = await signedIn(suite.t);
    const cardId = await savedVisa(client);
    suite.cielo.failNext('createSale', { afterProcessing: true, hang: true });
    const answer = await pay(client, cardId, 2);
    expect([answer.status, answer.body.payment?.status]).toEqual([200, 'paid']);
    expect(suite.cielo.sales()).toHaveLength(1);
    expect(suite.gatewayCalls().filter((route) => route !== 'zeroAuth' && route !== 'tokenize')).toEqual([
      'createSale',
      'salesByOrder',
      'getSale',
    ]);
    expect(suite.receipts()).toHaveLength(1);
  });

  it('before any sale: processing, handed to the settle job, and declined once Cielo has had no sale for 10 minutes', async () => {
    const client = await signedIn(suite.t);
    const cardId = await savedVisa(client);
    suite.cielo.failNext('createSale', { hang: true });
    const answer = await pay(client, cardId);
    expect([answer.status, answer.body.message, answer.body.payment.status]).toEqual([202, PAYMENT_MESSAGES.processing, 'processing']);
    const attempt = await onlyPayment();
    expect(attempt.state).toBe('sent');
    expect(suite.queued).toEqual([
      { queue: SETTLE_QUEUE, data: { attemptId: attempt.id }, options: { singletonKey: attempt.id, startAfterSeconds: 15 } },
    ]);
    // Meanwhile the invoice is held: no second sale can start.
    expect((await pay(client, cardId)).body.message).toBe(PAYMENT_MESSAGES.inProgress);
    expect((await client.get(`/api/payment/pay/invoice/${dueToday}`).expect(200)).body.paymentInProgress).toBe(true);

    await expect(settleAttempt(suite.jobDeps(), attempt.id)).rejects.toThrow('still sent');
    const later = () => new Date(attempt.createdAt.getTime() + SALE_NOT_MADE_AFTER_MS + 1000);
    expect(await settleAttempt(suite.jobDeps(later), attempt.id)).toEqual({ state: 'declined' });
    expect(suite.cielo.sales()).toEqual([]);
    // Released: the next attempt goes through.
    expect((await pay(client, cardId)).status).toBe(200);
    expect(suite.cielo.sales()).toHaveLength(1);
  });
});

describe('an ERP that fails after the charge', () => {
  /** Pays while IXC goes down during the sale (which Cielo holds 400 ms): charged, the receipt not written. */
  async function chargedWhileErpDown(client: Client) {
    const cardId = await savedVisa(client);
    suite.cielo.failNext('createSale', { delayMs: 400 });
    const paying = pay(client, cardId, 3).then((answer) => answer); // supertest sends on then()
    await waitUntil(() => suite.gatewayCalls().includes('createSale'));
    suite.t.sandbox.sandbox.setFaults({ down: true });
    const answer = await paying;
    suite.t.sandbox.sandbox.setFaults({ down: false });
    return answer;
  }

  it('answers approved, leaves the attempt captured for the settle job, which records the receipt once', async () => {
    const client = await signedIn(suite.t);
    const answer = await chargedWhileErpDown(client);
    expect([answer.status, answer.body.message, answer.body.payment.status]).toEqual([
      202,
      PAYMENT_MESSAGES.approvedRecording,
      'processing',
    ]);
    const attempt = await onlyPayment();
    expect(attempt.state).toBe('captured');
    expect(suite.queued.map((job) => job.queue)).toEqual([SETTLE_QUEUE]);
    expect(suite.receipts()).toEqual([]);

    expect(await settleAttempt(suite.jobDeps(), attempt.id)).toEqual({ state: 'done' });
    expect(await settleAttempt(suite.jobDeps(), attempt.id)).toEqual({ state: 'done' });
    expect(suite.receipts()).toHaveLength(1);
    expect(suite.cielo.sales()).toHaveLength(1);
    expect(await invoiceStatus(client)).toBe('received');
  });

  it("a receipt whose answer was lost is found in the invoice's receipts by its PaymentId, kept as ours, never written twice", async () => {
    const client = await signedIn(suite.t);
    await chargedWhileErpDown(client);
    const attempt = await onlyPayment();
    suite.t.sandbox.sandbox.setFaults({ writeAnswerDelayMs: 3500 });
    await expect(settleAttempt(suite.jobDeps(), attempt.id)).rejects.toThrow();
    suite.t.sandbox.sandbox.setFaults({ writeAnswerDelayMs: 0 });
    expect(suite.receipts()).toHaveLength(1);
    expect(await onlyPayment()).toMatchObject({ state: 'captured', erpReceiptId: null, receiptSentAt: expect.any(Date) });

    suite.t.sandbox.sandbox.resetStats();
    expect(await settleAttempt(suite.jobDeps(), attempt.id)).toEqual({ state: 'done' });
    expect(suite.receipts()).toHaveLength(1);
    expect((await onlyPayment()).erpReceiptId).toBe(suite.receipts()[0]!.id);
    const calls = suite.t.sandbox.sandbox.stats().byResource;
    expect([calls.fn_areceber_baixas, calls.fn_areceber_recebimentos_baixas_novo]).toEqual([1, undefined]);
  });

  /** Someone else's receipt of the whole bill, written as IXC takes it. */
  const receiptByOthers = async (change: Record<string, string> = {}) => {
    const demo = (await suite.jobDeps().tenants.byClientId('demo'))!;
    await demo.ixc.insert('fn_areceber_recebimentos_baixas_novo', {
      filial_id: '1',
      id_receber: dueToday,
      conta_: '1',
      id_conta: '1',
      tipo_recebimento: 'D',
      data: '01/01/2026',
      valor_parcela: '99,90',
      valor_total_recebido: '99,90',
      credito: '99,90',
      debito: '99,90',
      previsao: 'N',
      tipo_lanc: 'R',
      historico: 'no caixa',
      ...change,
    });
  };

  it('an invoice paid another way meanwhile is not received twice: the attempt waits for a person', async () => {
    const client = await signedIn(suite.t);
    await chargedWhileErpDown(client);
    const attempt = await onlyPayment();
    await receiptByOthers();
    expect(await settleAttempt(suite.jobDeps(), attempt.id)).toEqual({ state: 'needs_review' });
    expect(await onlyPayment()).toMatchObject({ state: 'needs_review', reviewReason: REVIEW_REASONS.paidElsewhere, erpReceiptId: null });
    expect(suite.receipts().map((receipt) => receipt.historico)).toEqual(['no caixa']);
  });

  it("after a lost answer, an invoice received by someone else's card receipt is not taken for ours: the label says card, the receipts do not name our sale", async () => {
    const client = await signedIn(suite.t);
    await chargedWhileErpDown(client);
    const attempt = await onlyPayment();
    await suite.t.db.prisma.cardPayment.update({ where: { id: attempt.id }, data: { receiptSentAt: new Date() } });
    await receiptByOthers({ tipo_recebimento: 'C', historico: 'Cartão na loja' });
    expect(suite.t.sandbox.sandbox.table('demo', 'fn_areceber').find((row) => row.id === dueToday)).toMatchObject({
      status: 'R',
      tipo_recebimento: 'Cartão',
    });

    expect(await settleAttempt(suite.jobDeps(), attempt.id)).toEqual({ state: 'needs_review' });
    expect(await onlyPayment()).toMatchObject({ state: 'needs_review', reviewReason: REVIEW_REASONS.paidElsewhere, erpReceiptId: null });
    expect(suite.receipts()).toHaveLength(1);
  });

  it.each([
    ['an ISO date', { data: '2026-01-01' }, 'Data de recebimento inválida!'],
    ["the invoice's label as the receipt type", { tipo_recebimento: 'Cartão' }, 'Tipo de recebimento inválido!'],
    ['a zero debit', { debito: '0.00' }, 'Crédito e débito da baixa devem ser iguais!'],
    ['no planning account', { id_conta: '' }, 'O campo id_conta é obrigatório!'],
  ])("the sandbox IXC refuses a receipt with the old shape's %s, and the bill stays open", async (_case, change, message) => {
    const refusal = await receiptByOthers(change).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ failure: 'rejected', message: expect.stringContaining(message) });
    expect(suite.receipts()).toEqual([]);
    expect(suite.t.sandbox.sandbox.table('demo', 'fn_areceber').find((row) => row.id === dueToday)).toMatchObject({ status: 'A' });
  });

  it('a receipt IXC took with another amount than the one charged waits for a person, with both figures', async () => {
    const client = await signedIn(suite.t);
    await chargedWhileErpDown(client);
    const attempt = await onlyPayment();
    // Our receipt went out, its answer never came, and IXC read 99,90 as something else.
    await suite.t.db.prisma.cardPayment.update({ where: { id: attempt.id }, data: { receiptSentAt: new Date() } });
    const amount = { valor_parcela: '1.022,50', valor_total_recebido: '1.022,50', credito: '1.022,50', debito: '1.022,50' };
    await receiptByOthers({ ...amount, tipo_recebimento: 'C', historico: `Cielo PaymentId ${attempt.gatewayPaymentId}` });

    expect(await settleAttempt(suite.jobDeps(), attempt.id)).toEqual({ state: 'needs_review' });
    const reason = 'O IXC registrou R$ 1.022,50 recebidos nesta baixa, mas a cobrança no cartão foi de R$ 99,90: confira a baixa.';
    expect(REVIEW_REASONS.amountMismatch(102250, 9990)).toBe(reason);
    expect(await onlyPayment()).toMatchObject({ state: 'needs_review', reviewReason: reason, erpReceiptId: suite.receipts()[0]!.id });
  });
});

describe('limits', () => {
  it('takes 10 payment attempts an hour per subscriber, then answers 429 with Retry-After before reaching Cielo', async () => {
    const client = await signedIn(suite.t);
    const declined = await suite.storeCard(cieloTestCard(2));
    for (let i = 0; i < 10; i++) expect((await pay(client, declined.id)).status).toBe(402);
    const refused = await pay(client, declined.id);
    expect([refused.status, refused.body.message]).toEqual([429, PAYMENT_MESSAGES.tooManyPayments]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(suite.cielo.sales()).toHaveLength(10);
  });
});

describe('secrets', () => {
  it('no card number nor CVV in any log line, answer or ledger row of a payment', async () => {
    const client = await signedIn(suite.t);
    const cardId = (await suite.calls.call(client, 'post', '/api/payment/card', newCard(VISA))).body.card.uuid;
    suite.cielo.failNext('createSale', { afterProcessing: true, hang: true });
    await suite.calls.call(client, 'post', '/api/payment/pay/invoice', { cardId, invoiceId: dueToday, installments: 3 });
    await suite.calls.call(client, 'get', `/api/payment/pay/invoice/${dueToday}`);
    // As a value: a bare 837 can be part of a timing or a timestamp.
    suite.calls.expectNoneOf([VISA, VISA.slice(6, 12), `"${CVV}"`, `:${CVV}`], 2);
    const rows = await suite.t.db.prisma.$queryRawUnsafe<Array<Record<string, unknown>>>('SELECT * FROM card_payments');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(VISA.slice(6, 12));
    expect(Object.values(rows[0]!).map(String)).not.toContain(CVV);
  });
});
