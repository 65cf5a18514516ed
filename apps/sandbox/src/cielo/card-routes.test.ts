import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCieloSimulator, type CieloSimulator } from './cielo-simulator';
import { cielo, MERCHANT_HEADERS, visaEndingIn } from './test-client';

const OTHER_MERCHANT = { merchantId: '0b5f2f0e-1111-4c2d-8e3f-222222222222', merchantKey: 'OTHERMERCHANTKEY00000000000000000000000' };
const OTHER_HEADERS = { MerchantId: OTHER_MERCHANT.merchantId, MerchantKey: OTHER_MERCHANT.merchantKey };
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let simulator: CieloSimulator;
let origin: string;

beforeAll(async () => {
  simulator = createCieloSimulator({
    merchants: [{ merchantId: MERCHANT_HEADERS.MerchantId, merchantKey: MERCHANT_HEADERS.MerchantKey }, OTHER_MERCHANT],
    now: () => new Date('2026-11-23T15:00:00Z'),
  });
  origin = await simulator.listen();
});
afterAll(() => simulator.close());
beforeEach(() => simulator.reset());

const card = (overrides: Record<string, unknown> = {}) => ({
  CustomerName: 'Maria Souza',
  CardNumber: visaEndingIn(1),
  Holder: 'MARIA SOUZA',
  ExpirationDate: '12/2030',
  Brand: 'Visa',
  ...overrides,
});

describe('POST /1/card/ (tokenize)', () => {
  it('answers 201 with a GUID CardToken and its link, and GET /1/card/{token} shows it masked', async () => {
    const created = await cielo(origin, 'POST', '/1/card/', card());
    expect(created.status).toBe(201);
    expect(created.body.CardToken).toMatch(GUID);
    expect(created.body.Links).toEqual({ Method: 'GET', Rel: 'self', Href: `${origin}/1/card/${created.body.CardToken}` });

    const read = await cielo(origin, 'GET', `/1/card/${created.body.CardToken}`);
    expect(read).toEqual({ status: 200, body: { CardNumber: '************1111', Holder: 'MARIA SOUZA', ExpirationDate: '12/2030' } });
    expect(simulator.cards()).toHaveLength(1);
  });

  it('answers 500 to a number failing mod 10, as Cielo does, and stores nothing', async () => {
    const refused = await cielo(origin, 'POST', '/1/card/', card({ CardNumber: '4024007153763191' }));
    expect(refused).toEqual({ status: 500, body: { Message: 'An error has occurred.' } });
    expect(simulator.cards()).toHaveLength(0);
  });

  it.each([
    [{ ExpirationDate: '13/2030' }, 126, 'Credit Card Expiration Date is invalid'],
    [{ ExpirationDate: '2030-12' }, 126, 'Credit Card Expiration Date is invalid'],
    [{ ExpirationDate: '10/2026' }, 126, 'Credit Card Expiration Date is invalid'],
    [{ ExpirationDate: undefined }, 125, 'Credit Card Expiration Date is required'],
    [{ Holder: ' ' }, 117, 'Credit Card Holder is required'],
    [{ CardNumber: undefined }, 118, 'Credit Card Number is required'],
    [{ CardNumber: '41111111111111111' }, 128, 'Card Number length exceeded'],
    [{ Brand: undefined }, 182, 'Brand is required'],
    [{ Brand: 'Banco' }, 185, 'Brand is not supported by selected provider'],
  ])('answers 400 with Cielo error array to %o', async (overrides, Code, Message) => {
    const refused = await cielo(origin, 'POST', '/1/card/', card(overrides));
    expect(refused).toEqual({ status: 400, body: [{ Code, Message }] });
    expect(simulator.cards()).toHaveLength(0);
  });

  it('answers 400 code 184 to an empty or malformed body', async () => {
    expect(await cielo(origin, 'POST', '/1/card/')).toEqual({ status: 400, body: [{ Code: 184, Message: 'Request could not be empty' }] });
    expect(await cielo(origin, 'POST', '/1/card/', undefined, { rawBody: '{"CardNumber":' })).toEqual({
      status: 400,
      body: [{ Code: 184, Message: 'Request could not be empty' }],
    });
  });

  it('answers 400 "Not found" for an unknown token and for another merchant\'s token', async () => {
    const created = await cielo(origin, 'POST', '/1/card/', card());
    expect(await cielo(origin, 'GET', '/1/card/00000000-0000-0000-0000-000000000000')).toEqual({ status: 400, body: 'Not found' });
    expect(await cielo(origin, 'GET', `/1/card/${created.body.CardToken}`, undefined, { headers: OTHER_HEADERS })).toEqual({
      status: 400,
      body: 'Not found',
    });
  });
});

describe('authentication', () => {
  it.each([
    ['no headers', {}],
    ['a wrong key', { MerchantId: MERCHANT_HEADERS.MerchantId, MerchantKey: 'WRONG' }],
    ['an unknown merchant', { MerchantId: '99999999-9999-4999-8999-999999999999', MerchantKey: MERCHANT_HEADERS.MerchantKey }],
  ])('answers 401 {"Message":"Merchant not found"} to %s, and does nothing', async (_name, headers) => {
    const refused = await cielo(origin, 'POST', '/1/card/', card(), { headers });
    expect(refused).toEqual({ status: 401, body: { Message: 'Merchant not found' } });
    expect((await cielo(origin, 'GET', '/1/sales?merchantOrderId=X', undefined, { headers })).status).toBe(401);
    expect(simulator.cards()).toHaveLength(0);
  });

  it('takes the MerchantId in any case, as a GUID', async () => {
    const headers = { ...MERCHANT_HEADERS, MerchantId: MERCHANT_HEADERS.MerchantId.toUpperCase() };
    expect((await cielo(origin, 'POST', '/1/card/', card(), { headers })).status).toBe(201);
  });
});

describe('POST /1/zeroauth', () => {
  const openCard = (lastDigit: number, overrides: Record<string, unknown> = {}) => ({
    CardType: 'CreditCard',
    CardNumber: visaEndingIn(lastDigit),
    Holder: 'MARIA SOUZA',
    ExpirationDate: '12/2030',
    SecurityCode: '123',
    SaveCard: 'false',
    Brand: 'Visa',
    ...overrides,
  });

  it('validates a tokenized card ending in an authorized digit', async () => {
    const { body } = await cielo(origin, 'POST', '/1/card/', card({ CardNumber: visaEndingIn(4) }));
    const checked = await cielo(origin, 'POST', '/1/zeroauth', { CardToken: body.CardToken, SaveCard: 'false', Brand: 'Visa' });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      Valid: true,
      ReturnCode: '00',
      ReturnMessage: 'Transacao autorizada',
      IssuerTransactionId: expect.stringMatching(/^\d{15}$/),
    });
  });

  it.each([
    [0, true, '00'],
    [1, true, '00'],
    [2, false, '05'],
    [3, false, '57'],
    [5, false, '78'],
    [6, false, '99'],
    [7, false, '77'],
    [8, false, '70'],
  ])('answers an open card ending in %i with Valid %s and ReturnCode %s', async (digit, Valid, ReturnCode) => {
    const checked = await cielo(origin, 'POST', '/1/zeroauth', openCard(digit));
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ Valid, ReturnCode });
  });

  it('refuses a brand Zero Auth does not support with code 57, and an unknown token with 130', async () => {
    expect(await cielo(origin, 'POST', '/1/zeroauth', openCard(1, { Brand: 'Amex' }))).toEqual({
      status: 400,
      body: { Code: 57, Message: 'Bandeira inválida' },
    });
    expect(await cielo(origin, 'POST', '/1/zeroauth', { CardToken: '00000000-0000-0000-0000-000000000000', Brand: 'Visa' })).toEqual({
      status: 400,
      body: [{ Code: 130, Message: 'Could not get Credit Card' }],
    });
  });

  it("checks an open card's fields like a sale", async () => {
    expect(await cielo(origin, 'POST', '/1/zeroauth', openCard(1, { ExpirationDate: '00/2030' }))).toEqual({
      status: 400,
      body: [{ Code: 126, Message: 'Credit Card Expiration Date is invalid' }],
    });
  });
});
