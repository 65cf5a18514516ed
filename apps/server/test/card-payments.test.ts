import { CARD_MESSAGES, installmentPlan, installmentPlans, MESSAGES } from '@central/domain';
import { cieloTestCard, DEMO_IDS } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../src/modules/cards/payments/payment-messages';
import { declineReason } from '../src/modules/cards/payments/payment-rules';
import { addCard, cardSuite, newCard, VISA } from './support/cards';
import { PADARIA, signedIn } from './support/subscriber';

/** Paying an invoice with a saved card: POST /api/payment/pay/invoice against Cielo's and IXC's simulators. */
const suite = cardSuite();
const { dueToday, partiallyPaid, padariaOpen, canceled } = DEMO_IDS.invoices;
const DUE_TODAY_CENTS = 9990;

const pay = (client: Awaited<ReturnType<typeof signedIn>>, body: object) => client.post('/api/payment/pay/invoice').send(body);
const savedVisa = async (client: Awaited<ReturnType<typeof signedIn>>) =>
  (await addCard(client, newCard(VISA)).expect(201)).body.card.uuid as string;
const invoiceDetail = async (client: Awaited<ReturnType<typeof signedIn>>, id: string) =>
  (await client.get(`/api/central/customer/invoice/${id}`).expect(200)).body.invoice;

describe('the payment screen', () => {
  it('offers 1x to 3x of the amount still due at the provider rate, the same figure as the invoice', async () => {
    const client = await signedIn(suite.t);
    const options = await client.get(`/api/payment/pay/invoice/${dueToday}`).expect(200);
    expect(options.body).toEqual({
      invoiceId: dueToday,
      amountDueCents: DUE_TODAY_CENTS,
      interestRatePercent: 2.35,
      plans: installmentPlans(DUE_TODAY_CENTS, 2.35),
      paymentInProgress: false,
    });
    expect(options.body.plans[2]).toEqual({ installments: 3, installmentCents: 3570, lastInstallmentCents: 3571, totalCents: 10711 });
    // A partial bill owes valor less valor_recebido: 79,90 − 30,00.
    const partial = await client.get(`/api/payment/pay/invoice/${partiallyPaid}`).expect(200);
    expect(partial.body.amountDueCents).toBe(4990);
    expect((await invoiceDetail(client, partiallyPaid)).amountDue).toBe(49.9);
  });

  it("answers 404 for another subscriber's invoice, a canceled one or nonsense, like the invoice screen", async () => {
    const client = await signedIn(suite.t);
    for (const id of [padariaOpen, canceled, '99999', 'abc']) {
      const answer = await client.get(`/api/payment/pay/invoice/${id}`);
      expect([answer.status, answer.body.message]).toEqual([404, MESSAGES.invoiceNotFound]);
    }
  });
});

describe('paying', () => {
  it('charges the plan once at Cielo, records the receipt in IXC and answers paid; the invoice then reads paid by card', async () => {
    const client = await signedIn(suite.t);
    const cardId = await savedVisa(client);
    await invoiceDetail(client, dueToday); // cached before paying: the payment must drop it
    const answer = await pay(client, { cardId, invoiceId: dueToday, installments: 3 });
    expect(answer.status).toBe(200);
    const [attempt] = await suite.payments();
    expect(answer.body).toEqual({
      message: PAYMENT_MESSAGES.paid,
      payment: { id: attempt!.id, invoiceId: dueToday, status: 'paid', ...installmentPlan(DUE_TODAY_CENTS, 3) },
    });

    const [sale] = suite.cielo.sales();
    expect(suite.cielo.sales()).toHaveLength(1);
    expect(sale).toMatchObject({
      merchantOrderId: attempt!.id.replace(/-/g, ''),
      amount: 10711,
      installments: 3,
      interest: 'ByMerchant',
      capture: true,
    });
    expect(suite.cielo.requests().find((request) => request.route === 'createSale')?.requestId).toBe(attempt!.id);
    expect(attempt).toMatchObject({
      state: 'done',
      amountCents: DUE_TODAY_CENTS,
      totalCents: 10711,
      installments: 3,
      gatewayPaymentId: sale!.paymentId,
      cardLast4: VISA.slice(-4),
    });

    const receipts = suite.receipts();
    expect(receipts).toHaveLength(1);
    // The sandbox stores amounts as IXC answers them; it took '99,90' (a decimal comma) and refuses any other date than DD/MM/YYYY.
    expect(receipts[0]).toMatchObject({
      id_receber: dueToday,
      conta_: '12',
      id_conta: '3',
      tipo_recebimento: 'C',
      valor_total_recebido: '99.90',
      credito: '99.90',
      debito: '99.90',
      filial_id: '1',
    });
    expect(receipts[0]!.historico).toContain(`Cielo PaymentId ${sale!.paymentId}`);
    expect(attempt!.erpReceiptId).toBe(receipts[0]!.id);

    expect(await invoiceDetail(client, dueToday)).toMatchObject({ status: 'received', paymentType: 'credit_card', amountDue: 0 });
    // 'Pago com cartão': the plan and what the card was charged, interest included, beside the original value.
    expect((await client.get(`/api/central/customer/invoice/${dueToday}`).expect(200)).body.cardPayment).toEqual({
      installments: 3,
      total: 107.11,
      brand: 'visa',
      last4: VISA.slice(-4),
    });
    const padaria = await signedIn(suite.t, PADARIA);
    expect((await padaria.get(`/api/central/customer/invoice/${padariaOpen}`).expect(200)).body.cardPayment).toBeNull();
    const again = await pay(client, { cardId, invoiceId: dueToday, installments: 1 });
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.invoiceAlreadyPaid]);
    expect(suite.cielo.sales()).toHaveLength(1);
  });

  it.each([
    [0, 'approved'],
    [1, 'approved'],
    [4, 'approved'],
    [2, '05'],
    [3, '57'],
    [5, '78'],
    [6, '99'],
    [7, '77'],
    [8, '70'],
  ])('a card ending in %i: %s', async (digit, expected) => {
    const client = await signedIn(suite.t);
    const card = await suite.storeCard(cieloTestCard(digit));
    const answer = await pay(client, { cardId: card.id, invoiceId: dueToday, installments: 1 });
    const [attempt] = await suite.payments();
    if (expected === 'approved') {
      expect([answer.status, answer.body.payment.status]).toEqual([200, 'paid']);
      expect(attempt!.state).toBe('done');
      expect(suite.receipts()).toHaveLength(1);
      return;
    }
    expect(answer.status).toBe(402);
    expect(answer.body).toEqual({ code: 'CARD_DECLINED', message: declineReason(expected) });
    expect(answer.body.message).not.toBe(PAYMENT_MESSAGES.declinedDefault);
    expect(attempt).toMatchObject({ state: 'declined', returnCode: expected });
    expect(suite.receipts()).toEqual([]);
    expect((await invoiceDetail(client, dueToday)).status).toBe('to_receive');
  });

  it('a declined attempt leaves the invoice open for another card, which pays it', async () => {
    const client = await signedIn(suite.t);
    const declined = await suite.storeCard(cieloTestCard(2));
    expect((await pay(client, { cardId: declined.id, invoiceId: dueToday, installments: 2 })).status).toBe(402);
    const answer = await pay(client, { cardId: await savedVisa(client), invoiceId: dueToday, installments: 2 });
    expect(answer.status).toBe(200);
    expect((await suite.payments()).map((row) => row.state)).toEqual(['declined', 'done']);
    expect(suite.cielo.sales().map((sale) => sale.status)).toEqual([3, 2]);
  });

  it.each([[0], [4], [1.5], ['3x'], [null], [undefined]])(
    'refuses %s installments with its text, before anything else',
    async (installments) => {
      const client = await signedIn(suite.t);
      const answer = await pay(client, { cardId: await savedVisa(client), invoiceId: dueToday, installments });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'INVALID_INSTALLMENTS', message: CARD_MESSAGES.installmentsInvalid });
      expect(suite.cielo.sales()).toEqual([]);
      expect(await suite.payments()).toEqual([]);
    },
  );

  it("keeps cards and invoices to their owners: another subscriber's card or invoice answers 404", async () => {
    const maria = await signedIn(suite.t);
    const mariaCard = await savedVisa(maria);
    const padaria = await signedIn(suite.t, PADARIA);
    const padariaCard = (await suite.storeCard(cieloTestCard(1), DEMO_IDS.customers.padaria)).id;

    const withOthersCard = await pay(padaria, { cardId: mariaCard, invoiceId: padariaOpen, installments: 1 });
    expect([withOthersCard.status, withOthersCard.body.message]).toEqual([404, CARD_MESSAGES.cardNotFound]);
    const othersInvoice = await pay(padaria, { cardId: padariaCard, invoiceId: dueToday, installments: 1 });
    expect([othersInvoice.status, othersInvoice.body.message]).toEqual([404, MESSAGES.invoiceNotFound]);
    const otherProvider = await signedIn(suite.t, undefined, 'outro.localhost');
    const fromOutro = await pay(otherProvider, { cardId: mariaCard, invoiceId: dueToday, installments: 1 });
    expect([fromOutro.status, fromOutro.body.message]).toEqual([404, CARD_MESSAGES.cardNotFound]);
    expect(suite.cielo.sales()).toEqual([]);
  });

  it('is off (404) for a provider without card payment, and needs a session', async () => {
    const acme = await suite.t
      .client('acme.localhost')
      .post('/api/payment/pay/invoice')
      .send({ cardId: 'x', invoiceId: '1', installments: 1 });
    expect(acme.status).toBe(404);
    const anonymous = await suite.t.client().post('/api/payment/pay/invoice').send({ cardId: 'x', invoiceId: dueToday, installments: 1 });
    expect(anonymous.status).toBe(401);
  });
});
