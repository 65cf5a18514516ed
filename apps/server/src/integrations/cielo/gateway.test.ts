import { inspect } from 'node:util';
import { CIELO_SANDBOX_MERCHANT, cieloTestCard, createCieloSimulator, type CieloSimulator } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CieloError } from './errors';
import { createCieloGateway, type CieloGateway } from './gateway';
import type { SaleRequest } from './requests';

/**
 * The adapter against the Cielo simulator of `@central/sandbox`, over real HTTP: the sandbox's last-digit rules,
 * lost answers after the sale was made, and the promise that no card number or CVV leaves the adapter.
 */

const CVV = '987';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let simulator: CieloSimulator;
let origin: string;
let gateway: CieloGateway;
/** Everything the adapter returned or threw, checked at the end for card numbers and CVVs. */
const seen: unknown[] = [];
const usedNumbers = new Set<string>();

function gatewayWith(overrides: Partial<Parameters<typeof createCieloGateway>[0]> = {}): CieloGateway {
  return createCieloGateway({ apiUrl: origin, queryUrl: `${origin}/`, ...CIELO_SANDBOX_MERCHANT, timeoutMs: 2_000, ...overrides });
}

async function keep<T>(promise: Promise<T>): Promise<T> {
  try {
    const result = await promise;
    seen.push(result);
    return result;
  } catch (error) {
    seen.push(error);
    throw error;
  }
}

async function vault(number: string, brand: 'visa' | 'mastercard' = 'visa'): Promise<string> {
  usedNumbers.add(number);
  const { cardToken } = await keep(
    gateway.tokenize({ customerName: 'Maria Souza', number, holder: 'MARIA SOUZA', expiry: '12/2030', brand }),
  );
  return cardToken;
}

function saleOf(cardToken: string, merchantOrderId: string, overrides: Partial<SaleRequest> = {}): SaleRequest {
  return {
    merchantOrderId,
    amountCents: 10_722,
    installments: 3,
    cardToken,
    securityCode: CVV,
    brand: 'visa',
    customerName: 'Maria Souza',
    softDescriptor: 'PROVEDOR',
    ...overrides,
  };
}

beforeAll(async () => {
  simulator = createCieloSimulator({ now: () => new Date('2026-11-23T15:00:00Z') });
  origin = await simulator.listen();
  gateway = gatewayWith();
});
afterAll(() => simulator.close());
beforeEach(() => simulator.reset());

describe('tokenize and Zero Auth', () => {
  it('vaults a card and sends the merchant headers', async () => {
    const token = await vault(cieloTestCard(1));
    expect(token).toMatch(GUID);
    expect(simulator.cards()).toHaveLength(1);
    expect(simulator.requests()[0]).toMatchObject({
      method: 'POST',
      route: 'tokenize',
      merchantId: CIELO_SANDBOX_MERCHANT.merchantId,
      status: 201,
    });
  });

  it('says whether an open card or a token can be charged', async () => {
    const good = cieloTestCard(4, '55555555555555');
    const bad = cieloTestCard(2, '55555555555555');
    usedNumbers.add(good).add(bad);
    const open = (number: string) => ({
      card: { number, holder: 'MARIA SOUZA', expiry: '12/2030', cvv: CVV, brand: 'mastercard' as const },
    });
    expect(await keep(gateway.zeroAuth(open(good)))).toEqual({ valid: true, returnCode: '00', returnMessage: 'Transacao autorizada' });
    expect(await keep(gateway.zeroAuth(open(bad)))).toEqual({ valid: false, returnCode: '05', returnMessage: 'Not Authorized' });
    const token = await vault(cieloTestCard(7));
    expect(await keep(gateway.zeroAuth({ cardToken: token, brand: 'visa' }))).toMatchObject({ valid: false, returnCode: '77' });
  });
});

describe('sales by the sandbox last-digit rule', () => {
  it.each([0, 1, 4])('approves and captures a card ending in %i', async (digit) => {
    const token = await vault(cieloTestCard(digit));
    const outcome = await keep(gateway.sale(saleOf(token, `ORDER${digit}`)));
    expect(outcome).toMatchObject({
      outcome: 'approved',
      captured: true,
      sale: {
        status: 2,
        statusName: 'paymentConfirmed',
        amountCents: 10_722,
        capturedAmountCents: 10_722,
        installments: 3,
        cardLast4: `${cieloTestCard(digit).slice(-4)}`,
      },
    });
  });

  it.each([
    [2, '05'],
    [3, '57'],
    [5, '78'],
    [6, '99'],
    [7, '77'],
    [8, '70'],
  ])('declines a card ending in %i with ReturnCode %s', async (digit, returnCode) => {
    const token = await vault(cieloTestCard(digit));
    const outcome = await keep(gateway.sale(saleOf(token, `ORDER${digit}`)));
    expect(outcome).toMatchObject({ outcome: 'declined', status: 3, returnCode });
  });

  it('gives a card ending in 9 either outcome, never unknown', async () => {
    const token = await vault(cieloTestCard(9));
    for (let i = 0; i < 6; i++) {
      const outcome = await keep(gateway.sale(saleOf(token, `NINE${i}`)));
      expect(['approved', 'declined']).toContain(outcome.outcome);
    }
  });

  it('sends the sale as Cielo wants it: captured, interest by the merchant, with the RequestId given', async () => {
    const token = await vault(cieloTestCard(1));
    const requestId = '0f9e8d7c-6b5a-4c3d-2e1f-00000000abcd';
    await keep(gateway.sale(saleOf(token, 'ORDERREQ', { requestId })));
    expect(simulator.sales()[0]).toMatchObject({
      merchantOrderId: 'ORDERREQ',
      amount: 10_722,
      installments: 3,
      interest: 'ByMerchant',
      capture: true,
    });
    expect(simulator.requests().at(-1)).toMatchObject({ route: 'createSale', requestId });
  });
});

describe('finding out what happened', () => {
  it('finds the sales of an order on the query host, and none for an unknown order', async () => {
    expect(await keep(gateway.findSalesByOrder('NOSUCHORDER'))).toEqual([]);
    const token = await vault(cieloTestCard(1));
    const outcome = await keep(gateway.sale(saleOf(token, 'ORDERFIND')));
    if (outcome.outcome !== 'approved') throw new Error('expected an approval');
    expect(await keep(gateway.findSalesByOrder('ORDERFIND'))).toEqual([outcome.sale.paymentId]);
    expect(await keep(gateway.getSale(outcome.sale.paymentId))).toMatchObject({
      paymentId: outcome.sale.paymentId,
      merchantOrderId: 'ORDERFIND',
      status: 2,
    });
  });

  it('calls a timeout unknown, and the query then finds the one sale that was made', async () => {
    const token = await vault(cieloTestCard(1));
    simulator.failNext('createSale', { hang: true, afterProcessing: true });
    const hurried = gatewayWith({ timeoutMs: 300 });
    expect(await keep(hurried.sale(saleOf(token, 'ORDERLOST')))).toEqual({ outcome: 'unknown', reason: 'timeout', httpStatus: 0 });
    const found = await keep(gateway.findSalesByOrder('ORDERLOST'));
    expect(found).toHaveLength(1);
    expect(await keep(gateway.getSale(found[0]!))).toMatchObject({ status: 2, amountCents: 10_722 });
  });

  it('calls a 5xx unknown too, whether or not the sale was made', async () => {
    const token = await vault(cieloTestCard(1));
    simulator.failNext('createSale', { status: 502, afterProcessing: true });
    expect(await keep(gateway.sale(saleOf(token, 'ORDER502')))).toEqual({ outcome: 'unknown', reason: 'unavailable', httpStatus: 502 });
    expect(await keep(gateway.findSalesByOrder('ORDER502'))).toHaveLength(1);
    simulator.failNext('createSale', { status: 503 });
    expect(await keep(gateway.sale(saleOf(token, 'ORDER503')))).toMatchObject({ outcome: 'unknown', reason: 'unavailable' });
    expect(await keep(gateway.findSalesByOrder('ORDER503'))).toEqual([]);
  });

  it('calls a sale to a closed port unknown (not sent), and a read there unavailable', async () => {
    const closed = gatewayWith({ apiUrl: 'http://127.0.0.1:9', queryUrl: 'http://127.0.0.1:9' });
    expect(await keep(closed.sale(saleOf('6e1bf77a-b28b-4660-b14f-455e2a1c95e9', 'ORDERDOWN')))).toEqual({
      outcome: 'unknown',
      reason: 'not_sent',
      httpStatus: 0,
    });
    await expect(keep(closed.getSale('6e1bf77a-b28b-4660-b14f-455e2a1c95e9'))).rejects.toMatchObject({ failure: 'unavailable' });
  });

  it('says not found for an unknown PaymentId', async () => {
    await expect(keep(gateway.getSale('6e1bf77a-b28b-4660-b14f-455e2a1c95e9'))).rejects.toMatchObject({
      failure: 'not_found',
      httpStatus: 404,
    });
  });
});

describe('voids and refusals', () => {
  it('voids part, then the rest, of a captured sale', async () => {
    const token = await vault(cieloTestCard(0));
    const outcome = await keep(gateway.sale(saleOf(token, 'ORDERVOID')));
    if (outcome.outcome !== 'approved') throw new Error('expected an approval');
    expect(await keep(gateway.void(outcome.sale.paymentId, 722))).toMatchObject({ status: 2, statusName: 'paymentConfirmed' });
    expect(await keep(gateway.void(outcome.sale.paymentId))).toMatchObject({ status: 10, statusName: 'voided' });
    await expect(keep(gateway.void(outcome.sale.paymentId))).rejects.toMatchObject({ failure: 'rejected', apiErrors: [{ code: 309 }] });
  });

  it('calls a void without an answer unconfirmed', async () => {
    const token = await vault(cieloTestCard(0));
    const outcome = await keep(gateway.sale(saleOf(token, 'ORDERVOID2')));
    if (outcome.outcome !== 'approved') throw new Error('expected an approval');
    simulator.failNext('void', { hang: true, afterProcessing: true });
    await expect(keep(gatewayWith({ timeoutMs: 300 }).void(outcome.sale.paymentId))).rejects.toMatchObject({ failure: 'unconfirmed' });
    expect(await keep(gateway.getSale(outcome.sale.paymentId))).toMatchObject({ status: 10 });
  });

  it("turns Cielo's 400 codes into a typed rejection", async () => {
    const error = await keep(gateway.sale(saleOf('6e1bf77a-b28b-4660-b14f-455e2a1c95e9', 'ORDERNOCARD'))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CieloError);
    expect(error).toMatchObject({ failure: 'rejected', httpStatus: 400, apiErrors: [{ code: 130, message: 'Could not get Credit Card' }] });
  });

  it('turns a wrong merchant key into a configuration error, on every call', async () => {
    const wrong = gatewayWith({ merchantKey: 'X'.repeat(40) });
    const number = cieloTestCard(1);
    usedNumbers.add(number);
    await expect(
      keep(wrong.tokenize({ customerName: 'M', number, holder: 'M S', expiry: '12/2030', brand: 'visa' })),
    ).rejects.toMatchObject({ failure: 'configuration', httpStatus: 401 });
    await expect(keep(wrong.sale(saleOf('6e1bf77a-b28b-4660-b14f-455e2a1c95e9', 'ORDERKEY')))).rejects.toMatchObject({
      failure: 'configuration',
      httpStatus: 401,
    });
    await expect(keep(wrong.findSalesByOrder('ORDERKEY'))).rejects.toMatchObject({ failure: 'configuration' });
    expect(JSON.stringify(seen.map(describeFully))).not.toContain('X'.repeat(40));
  });
});

/** Every field of a result or an error, its message and stack included, as a log line would show it. */
function describeFully(item: unknown): string {
  if (item instanceof Error)
    return `${inspect(item, { depth: 5 })} ${JSON.stringify({ ...item, message: item.message, stack: item.stack })}`;
  return `${inspect(item, { depth: 5 })} ${JSON.stringify(item)}`;
}

describe('card data never leaves the adapter', () => {
  it('puts no card number and no CVV in any result or error of this file', () => {
    expect(seen.length).toBeGreaterThan(30);
    expect(usedNumbers.size).toBeGreaterThan(5);
    const everything = seen.map(describeFully).join('\n');
    for (const number of usedNumbers) {
      expect(everything).not.toContain(number);
      expect(everything).not.toContain(number.slice(0, 12));
    }
    expect(everything).not.toMatch(new RegExp(`(?<![0-9a-f])${CVV}(?![0-9a-f])`));
    expect(everything).not.toContain(CIELO_SANDBOX_MERCHANT.merchantKey);
  });
});
