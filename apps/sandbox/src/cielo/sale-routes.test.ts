import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCieloSimulator, type CieloSimulator } from './cielo-simulator';
import { cielo, saleRequest, visaEndingIn } from './test-client';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let simulator: CieloSimulator;
let origin: string;

beforeAll(async () => {
  simulator = createCieloSimulator({ now: () => new Date('2026-11-23T15:00:00Z') });
  origin = await simulator.listen();
});
afterAll(() => simulator.close());
beforeEach(() => simulator.reset());

async function tokenFor(lastDigit: number): Promise<string> {
  const created = await cielo(origin, 'POST', '/1/card/', {
    CardNumber: visaEndingIn(lastDigit),
    Holder: 'MARIA SOUZA',
    ExpirationDate: '12/2030',
    Brand: 'Visa',
  });
  return created.body.CardToken;
}

async function sell(lastDigit: number, payment: Record<string, unknown> = {}, merchantOrderId = 'ORDER1') {
  const CardToken = await tokenFor(lastDigit);
  return cielo(origin, 'POST', '/1/sales/', saleRequest({ CardToken, SecurityCode: '123', Brand: 'Visa' }, payment, merchantOrderId));
}

describe('POST /1/sales/ with a CardToken: the last-digit rule', () => {
  it.each([0, 1, 4])('authorizes and captures a card ending in %i: 201, Status 2, ReturnCode 6', async (digit) => {
    const sold = await sell(digit);
    expect(sold.status).toBe(201);
    expect(sold.body.MerchantOrderId).toBe('ORDER1');
    expect(sold.body.Payment).toMatchObject({
      PaymentId: expect.stringMatching(GUID),
      Type: 'CreditCard',
      Amount: 15700,
      CapturedAmount: 15700,
      Installments: 1,
      Capture: true,
      Status: 2,
      ReturnCode: '6',
      ReturnMessage: 'Operation Successful',
      Tid: expect.stringMatching(/^\d{20}$/),
      ProofOfSale: expect.stringMatching(/^\d{6}$/),
      AuthorizationCode: expect.stringMatching(/^\d{6}$/),
      ReceivedDate: '2026-11-23 12:00:00',
      CreditCard: { CardNumber: `411111******${visaEndingIn(digit).slice(-4)}`, Brand: 'Visa' },
    });
    expect(sold.body.Payment.Links).toEqual([
      { Method: 'GET', Rel: 'self', Href: `${origin}/1/sales/${sold.body.Payment.PaymentId}` },
      { Method: 'PUT', Rel: 'void', Href: `${origin}/1/sales/${sold.body.Payment.PaymentId}/void` },
    ]);
  });

  it('leaves an authorization to capture when Capture is false: Status 1, ReturnCode 4, a capture link', async () => {
    const sold = await sell(1, { Capture: false });
    expect(sold.body.Payment).toMatchObject({ Status: 1, ReturnCode: '4', Capture: false });
    expect(sold.body.Payment.CapturedAmount).toBeUndefined();
    expect(sold.body.Payment.Links.map((link: { Rel: string }) => link.Rel)).toEqual(['self', 'capture', 'void']);
  });

  it.each([
    [2, '05', 'Not Authorized'],
    [3, '57', 'Expired Card'],
    [5, '78', 'Blocked Card'],
    [6, '99', 'Time Out'],
    [7, '77', 'Canceled Card'],
    [8, '70', 'Problems with the Credit Card'],
  ])('declines a card ending in %i: 201, Status 3, ReturnCode %s', async (digit, ReturnCode, ReturnMessage) => {
    const sold = await sell(digit);
    expect(sold.status).toBe(201);
    expect(sold.body.Payment).toMatchObject({ Status: 3, ReturnCode, ReturnMessage });
    expect(sold.body.Payment.AuthorizationCode).toBeUndefined();
    expect(sold.body.Payment.Links).toHaveLength(1);
  });

  it('draws digit 9 from the seed: the same seed gives the same statuses', async () => {
    const statuses = async () => {
      simulator.reset();
      const token = await tokenFor(9);
      const results: number[] = [];
      for (let index = 0; index < 12; index++) {
        const sold = await cielo(origin, 'POST', '/1/sales/', saleRequest({ CardToken: token, SecurityCode: '123', Brand: 'Visa' }));
        results.push(sold.body.Payment.Status);
      }
      return results;
    };
    const first = await statuses();
    expect(await statuses()).toEqual(first);
    expect(new Set(first)).toEqual(new Set([2, 3]));
  });

  it('accepts an open CardNumber (any digits, as the sandbox does) and saves it when SaveCard is true', async () => {
    const open = { CardNumber: '5555666677778884', Holder: 'MARIA SOUZA', ExpirationDate: '12/2030', SecurityCode: '123', Brand: 'Master' };
    const sold = await cielo(origin, 'POST', '/1/sales/', saleRequest(open));
    expect(sold.body.Payment).toMatchObject({ Status: 2, CreditCard: { CardNumber: '555566******8884', SaveCard: false } });
    expect(sold.body.Payment.CreditCard.CardToken).toBeUndefined();

    const saved = await cielo(
      origin,
      'POST',
      '/1/sales/',
      saleRequest({ ...open, CardNumber: visaEndingIn(0), Brand: 'Visa', SaveCard: true }),
    );
    expect(saved.body.Payment.CreditCard).toMatchObject({ SaveCard: true, CardToken: expect.stringMatching(GUID) });
    expect(simulator.cards()).toHaveLength(1);
  });
});

describe('POST /1/sales/: bad input answers 400 with Cielo codes and makes no sale', () => {
  const token = { CardToken: 'set-in-test', SecurityCode: '123', Brand: 'Visa' };
  it.each([
    ['Amount 0', { Amount: 0 }, 108, 'Amount must be greater or equal to zero'],
    ['Amount in reais', { Amount: 157.5 }, 108, 'Amount must be greater or equal to zero'],
    ['Installments 0', { Installments: 0 }, 123, 'Installments must be greater or equal to one'],
    [
      'Installments 13',
      { Installments: 13 },
      186,
      'The selected provider does not support the options provided (Capture, Authenticate, Recurrent or Installments)',
    ],
    ['no Type', { Type: undefined }, 102, 'Payment Type is required'],
    ['a Pix payment', { Type: 'Pix' }, 173, 'Payment method is not enabled'],
    ['no CreditCard', { CreditCard: undefined }, 124, 'Credit Card is Required'],
  ])('%s', async (_name, payment, Code, Message) => {
    const CardToken = await tokenFor(1);
    const refused = await cielo(origin, 'POST', '/1/sales/', saleRequest({ ...token, CardToken }, payment));
    expect(refused).toEqual({ status: 400, body: [{ Code, Message }] });
    expect(simulator.sales()).toHaveLength(0);
  });

  it('refuses a missing MerchantOrderId (122), a missing Payment (119), an unknown token (130) and a long CVV (146)', async () => {
    const CardToken = await tokenFor(1);
    const expectCode = async (body: unknown, Code: number) =>
      expect((await cielo(origin, 'POST', '/1/sales/', body)).body[0].Code).toBe(Code);
    await expectCode(saleRequest({ ...token, CardToken }, {}, ''), 122);
    await expectCode({ MerchantOrderId: 'ORDER1' }, 119);
    await expectCode(saleRequest({ ...token, CardToken: '00000000-0000-0000-0000-000000000000' }), 130);
    await expectCode(saleRequest({ ...token, CardToken, SecurityCode: '12345' }), 146);
    expect(simulator.sales()).toHaveLength(0);
  });
});

describe('queries', () => {
  it('GET /1/sales/{PaymentId} answers the sale as created; an unknown id answers 404 with no body', async () => {
    const sold = await sell(1);
    const read = await cielo(origin, 'GET', `/1/sales/${sold.body.Payment.PaymentId}`);
    expect(read).toEqual({ status: 200, body: sold.body });
    expect(await cielo(origin, 'GET', '/1/sales/00000000-0000-0000-0000-000000000000')).toEqual({ status: 404, body: undefined });
  });

  it('does not deduplicate by MerchantOrderId: two POSTs are two sales, both listed by the order query', async () => {
    const first = await sell(1, {}, 'INV42A1');
    const second = await sell(1, {}, 'INV42A1');
    await sell(1, {}, 'OTHER');
    expect(first.body.Payment.PaymentId).not.toBe(second.body.Payment.PaymentId);

    const listed = await cielo(origin, 'GET', '/1/sales?merchantOrderId=INV42A1');
    expect(listed).toEqual({
      status: 200,
      body: {
        ReasonCode: 0,
        ReasonMessage: 'Successful',
        Payments: [
          { PaymentId: first.body.Payment.PaymentId, ReceveidDate: '2026-11-23T12:00:00.000' },
          { PaymentId: second.body.Payment.PaymentId, ReceveidDate: '2026-11-23T12:00:00.000' },
        ],
      },
    });
  });

  it('answers 404 with no body for an order without sales', async () => {
    expect(await cielo(origin, 'GET', '/1/sales?merchantOrderId=NOPE')).toEqual({ status: 404, body: undefined });
  });
});

describe('capture and void', () => {
  const put = (path: string) => cielo(origin, 'PUT', path);

  it('captures an authorization once, in part, then refuses a second capture (308)', async () => {
    const { body } = await sell(1, { Capture: false });
    const id = body.Payment.PaymentId;
    const captured = await put(`/1/sales/${id}/capture?amount=10000`);
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ Status: 2, ReturnCode: '6', ReturnMessage: 'Operation Successful', Tid: body.Payment.Tid });
    expect((await cielo(origin, 'GET', `/1/sales/${id}`)).body.Payment).toMatchObject({
      Status: 2,
      CapturedAmount: 10000,
      CapturedDate: '2026-11-23 12:00:00',
    });
    expect(await put(`/1/sales/${id}/capture`)).toEqual({
      status: 400,
      body: [{ Code: 308, Message: 'Transaction not available to capture' }],
    });
  });

  it('refuses to capture more than authorized, or a declined sale', async () => {
    const authorized = await sell(1, { Capture: false });
    expect((await put(`/1/sales/${authorized.body.Payment.PaymentId}/capture?amount=15701`)).body[0].Code).toBe(308);
    const declined = await sell(2, { Capture: false });
    expect((await put(`/1/sales/${declined.body.Payment.PaymentId}/capture`)).body[0].Code).toBe(308);
  });

  it('voids an authorization whole: Status 10, ReturnCode 9; a partial void of it is refused (309)', async () => {
    const { body } = await sell(1, { Capture: false });
    const id = body.Payment.PaymentId;
    expect((await put(`/1/sales/${id}/void?amount=100`)).body).toEqual([{ Code: 309, Message: 'Transaction not available to void' }]);
    const voided = await put(`/1/sales/${id}/void`);
    expect(voided.body).toMatchObject({ Status: 10, ReturnCode: '9' });
    expect((await cielo(origin, 'GET', `/1/sales/${id}`)).body.Payment).toMatchObject({ Status: 10, VoidedAmount: 15700 });
    expect((await put(`/1/sales/${id}/void`)).body[0].Code).toBe(309);
  });

  it('voids a captured sale in parts: Status stays 2 until all is voided, then 10', async () => {
    const { body } = await sell(0);
    const id = body.Payment.PaymentId;
    const part = await put(`/1/sales/${id}/void?amount=5700`);
    expect(part.body).toMatchObject({ Status: 2, ReturnCode: '0' });
    expect((await put(`/1/sales/${id}/void?amount=10001`)).body[0].Code).toBe(309);
    const rest = await put(`/1/sales/${id}/void`);
    expect(rest.body).toMatchObject({ Status: 10, ReturnCode: '9' });
    expect((await cielo(origin, 'GET', `/1/sales/${id}`)).body.Payment).toMatchObject({ Status: 10, VoidedAmount: 15700 });
  });

  it('refuses to void a declined sale (309) and answers 404 for an unknown one', async () => {
    const { body } = await sell(5);
    expect((await put(`/1/sales/${body.Payment.PaymentId}/void`)).body[0].Code).toBe(309);
    expect(await put('/1/sales/00000000-0000-0000-0000-000000000000/void')).toEqual({ status: 404, body: undefined });
  });

  it('voids by MerchantOrderId the newest sale of that order', async () => {
    const older = await sell(1, {}, 'ORDER9');
    const newer = await sell(1, {}, 'ORDER9');
    expect((await put('/1/sales/OrderId/ORDER9/void')).body).toMatchObject({ Status: 10 });
    const statusOf = (id: string) => simulator.sales().find((sale) => sale.paymentId === id)?.status;
    expect(statusOf(newer.body.Payment.PaymentId)).toBe(10);
    expect(statusOf(older.body.Payment.PaymentId)).toBe(2);
  });
});
