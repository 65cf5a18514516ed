import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCieloSimulator, type CieloSimulator } from './cielo-simulator';
import { cielo, saleRequest, visaEndingIn } from './test-client';

let simulator: CieloSimulator;
let origin: string;

beforeAll(async () => {
  simulator = createCieloSimulator();
  origin = await simulator.listen();
});
afterAll(() => simulator.close());
beforeEach(() => simulator.reset());

const openCard = (number = visaEndingIn(1), SecurityCode = '8642') => ({
  CardNumber: number,
  Holder: 'MARIA SOUZA',
  ExpirationDate: '12/2030',
  SecurityCode,
  Brand: 'Visa',
});

describe('failNext', () => {
  it('answers a staged status before doing anything: no sale is made, and the next call is normal', async () => {
    simulator.failNext('createSale', { status: 503 });
    expect(await cielo(origin, 'POST', '/1/sales/', saleRequest(openCard()))).toEqual({
      status: 503,
      body: { Message: 'An error has occurred.' },
    });
    expect(simulator.sales()).toHaveLength(0);
    expect((await cielo(origin, 'POST', '/1/sales/', saleRequest(openCard()))).status).toBe(201);
  });

  it('can make the sale and then hang: the client times out, and the order query finds the one sale', async () => {
    simulator.failNext('createSale', { hang: true, afterProcessing: true });
    const attempt = cielo(origin, 'POST', '/1/sales/', saleRequest(openCard(), {}, 'INV7A1'), { signal: AbortSignal.timeout(200) });
    await expect(attempt).rejects.toThrow();
    expect(simulator.sales()).toHaveLength(1);

    const listed = await cielo(origin, 'GET', '/1/sales?merchantOrderId=INV7A1');
    expect(listed.body.Payments).toEqual([{ PaymentId: simulator.sales()[0]!.paymentId, ReceveidDate: expect.any(String) }]);
    expect(simulator.requests().find((entry) => entry.route === 'createSale')).toMatchObject({ status: null, fault: 'hang' });
  });

  it('can fail the answer of a capture that did happen (afterProcessing with a status)', async () => {
    const sold = await cielo(origin, 'POST', '/1/sales/', saleRequest(openCard(), { Capture: false }));
    simulator.failNext('capture', { status: 500, afterProcessing: true });
    expect((await cielo(origin, 'PUT', `/1/sales/${sold.body.Payment.PaymentId}/capture`)).status).toBe(500);
    expect(simulator.sales()[0]!.status).toBe(2);
  });

  it('delays an answer by delayMs, and repeats a fault `times` times', async () => {
    simulator.failNext('salesByOrder', { delayMs: 150 });
    const started = Date.now();
    expect((await cielo(origin, 'GET', '/1/sales?merchantOrderId=NONE')).status).toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    simulator.failNext('getSale', { status: 502, times: 2 });
    const path = '/1/sales/00000000-0000-0000-0000-000000000000';
    expect((await cielo(origin, 'GET', path)).status).toBe(502);
    expect((await cielo(origin, 'GET', path)).status).toBe(502);
    expect((await cielo(origin, 'GET', path)).status).toBe(404);
  });

  it('releases a hanging call when the simulator closes', async () => {
    const other = createCieloSimulator();
    const otherOrigin = await other.listen();
    other.failNext('tokenize', { hang: true });
    const attempt = cielo(otherOrigin, 'POST', '/1/card/', openCard()).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await other.close();
    expect(await attempt).toBeInstanceOf(Error);
  });
});

describe('reset', () => {
  it('forgets sales, cards, faults and the log', async () => {
    await cielo(origin, 'POST', '/1/card/', openCard());
    await cielo(origin, 'POST', '/1/sales/', saleRequest(openCard()));
    simulator.failNext('createSale', { status: 500 });
    simulator.reset();
    expect(simulator.sales()).toEqual([]);
    expect(simulator.cards()).toEqual([]);
    expect(simulator.requests()).toEqual([]);
    expect((await cielo(origin, 'POST', '/1/sales/', saleRequest(openCard()))).status).toBe(201);
  });
});

describe('card data never leaves the vault', () => {
  it('keeps card numbers and security codes out of the request log, the sales, the cards and every answer', async () => {
    const numbers = [visaEndingIn(1), visaEndingIn(2), '5555666677778884'];
    const answers: unknown[] = [];
    const tokenized = await cielo(origin, 'POST', '/1/card/', openCard(numbers[0]));
    answers.push(tokenized.body);
    answers.push((await cielo(origin, 'GET', `/1/card/${tokenized.body.CardToken}`)).body);
    answers.push((await cielo(origin, 'POST', '/1/zeroauth', openCard(numbers[1]))).body);
    answers.push((await cielo(origin, 'POST', '/1/zeroauth', { CardToken: tokenized.body.CardToken, Brand: 'Visa' })).body);
    const sold = await cielo(
      origin,
      'POST',
      '/1/sales/',
      saleRequest({ CardToken: tokenized.body.CardToken, SecurityCode: '8642', Brand: 'Visa' }),
    );
    answers.push(sold.body);
    answers.push(
      (await cielo(origin, 'POST', '/1/sales/', saleRequest({ ...openCard(numbers[2], '9753'), Brand: 'Master', SaveCard: true }))).body,
    );
    answers.push((await cielo(origin, 'POST', '/1/sales/', saleRequest({ ...openCard(numbers[1]), SaveCard: true }))).body);
    answers.push((await cielo(origin, 'GET', `/1/sales/${sold.body.Payment.PaymentId}`)).body);
    answers.push((await cielo(origin, 'POST', '/1/card/', { ...openCard('4024007153763191') })).body);

    const everything = JSON.stringify({ log: simulator.requests(), sales: simulator.sales(), cards: simulator.cards(), answers });
    expect(simulator.requests()).toHaveLength(9);
    for (const number of [...numbers, '4024007153763191']) expect(everything).not.toContain(number);
    expect(everything).not.toMatch(/"(8642|9753|123)"/);
    expect(everything).not.toContain('SecurityCode');
  });
});

describe('a staged decline', () => {
  it('makes the next sale Declined with the given code whatever the last digit, then the digit rules again', async () => {
    simulator.failNext('createSale', { decline: { returnCode: '51', returnMessage: 'Insufficient Funds' } });
    const declined = await cielo(origin, 'POST', '/1/sales/', saleRequest(openCard()));
    expect(declined.status).toBe(201);
    expect(declined.body.Payment).toMatchObject({ Status: 3, ReturnCode: '51', ReturnMessage: 'Insufficient Funds' });
    expect((await cielo(origin, 'POST', '/1/sales/', saleRequest(openCard()))).body.Payment.Status).toBe(2);
  });
});

describe('the HTTP controls (for journeys in another process)', () => {
  const control = (path: string, body?: unknown) =>
    fetch(`${origin}/__sandbox/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('stage a fault for a route and reset everything', async () => {
    expect((await control('faults', { route: 'createSale', fault: { status: 503 } })).status).toBe(204);
    expect((await cielo(origin, 'POST', '/1/sales/', saleRequest(openCard()))).status).toBe(503);
    expect((await cielo(origin, 'POST', '/1/sales/', saleRequest(openCard()))).status).toBe(201);
    expect(simulator.sales()).toHaveLength(1);
    expect((await control('reset')).status).toBe(204);
    expect(simulator.sales()).toEqual([]);
    expect((await control('faults', { fault: { status: 500 } })).status).toBe(400);
  });
});
