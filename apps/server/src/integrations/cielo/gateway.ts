import type { Dispatcher } from 'undici';
import {
  readCardToken,
  readPaymentIds,
  readSale,
  readSaleUpdate,
  readZeroAuth,
  type CieloSale,
  type SaleUpdate,
  type ZeroAuthResult,
} from './answers';
import { CieloError, refusal } from './errors';
import { CieloTransportError, createCieloSend, type CieloAnswer } from './http';
import { saleBody, tokenizeBody, zeroAuthBody, type CardToTokenize, type SaleRequest, type ZeroAuthInput } from './requests';
import { saleOutcome, unknownSale, type SaleOutcome } from './sale-outcome';

export interface CieloGatewayOptions {
  /** Transactions host, e.g. https://api.cieloecommerce.cielo.com.br (sandbox: apisandbox…). */
  apiUrl: string;
  /** Queries host, e.g. https://apiquery.cieloecommerce.cielo.com.br (sandbox: apiquerysandbox…). */
  queryUrl: string;
  merchantId: string;
  merchantKey: string;
  timeoutMs: number;
  dispatcher?: Dispatcher;
}

/**
 * The card gateway port, over Cielo API 3.0 (docs/product/cards.md#cielo-calls). Nothing here logs, and no
 * result or error carries a card number, a CVV or the merchant key: callers may log what they get.
 */
export interface CieloGateway {
  /** `POST /1/card/`: vaults the card; the token is what we store. */
  tokenize(card: CardToTokenize): Promise<{ cardToken: string }>;
  /** `POST /1/zeroauth`: asks the issuer whether the card can be charged, without charging it. */
  zeroAuth(input: ZeroAuthInput): Promise<ZeroAuthResult>;
  /** `POST /1/sales/` with `Capture: true`. Never throws for a lost answer: that is `unknown`. */
  sale(request: SaleRequest): Promise<SaleOutcome>;
  /** `GET /1/sales?merchantOrderId=` on the query host: the PaymentIds made under an order id (none: `[]`). */
  findSalesByOrder(merchantOrderId: string): Promise<string[]>;
  /** `GET /1/sales/{PaymentId}` on the query host. */
  getSale(paymentId: string): Promise<CieloSale>;
  /** `PUT /1/sales/{PaymentId}/capture[?amount=]`, for a sale left authorized (Status 1). */
  capture(paymentId: string, amountCents?: number): Promise<SaleUpdate>;
  /** `PUT /1/sales/{PaymentId}/void[?amount=]`: cancels (same day) or refunds (later), all or part. */
  void(paymentId: string, amountCents?: number): Promise<SaleUpdate>;
}

export function createCieloGateway(options: CieloGatewayOptions): CieloGateway {
  const send = createCieloSend(options);
  const api = trimSlash(options.apiUrl);
  const query = trimSlash(options.queryUrl);

  /** A call that moves no money: any lost answer is an error the caller may retry. */
  async function read(operation: string, call: () => Promise<CieloAnswer>): Promise<CieloAnswer> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof CieloTransportError)) throw error;
      const failure = error.reason === 'timeout' ? 'timeout' : 'unavailable';
      throw new CieloError(failure, error.message, operation);
    }
  }

  /** Checks a money-free call's answer: 2xx goes on; 5xx is `unavailable`; 4xx is a typed refusal. */
  function expectOk(answer: CieloAnswer, operation: string, secrets: readonly string[], on404: 'not_found' | 'configuration'): void {
    if (answer.status === 200 || answer.status === 201) return;
    if (answer.status >= 500) throw new CieloError('unavailable', `HTTP ${answer.status}`, operation, answer.status);
    throw refusal(answer, operation, secrets, on404);
  }

  /** Capture and void change money: a lost answer is `unconfirmed`, to be settled by `getSale`. */
  async function updateSale(action: 'capture' | 'void', paymentId: string, amountCents?: number): Promise<SaleUpdate> {
    const operation = `PUT /1/sales/{PaymentId}/${action}`;
    if (amountCents !== undefined && (!Number.isSafeInteger(amountCents) || amountCents <= 0))
      throw new TypeError('amountCents must be a positive integer');
    const amount = amountCents === undefined ? '' : `?amount=${amountCents}`;
    let answer: CieloAnswer;
    try {
      answer = await send('PUT', `${api}/1/sales/${encodeURIComponent(paymentId)}/${action}${amount}`);
    } catch (error) {
      if (error instanceof CieloTransportError && error.reason === 'not_sent')
        throw new CieloError('unavailable', error.message, operation);
      if (error instanceof CieloTransportError) throw new CieloError('unconfirmed', error.message, operation);
      throw error;
    }
    if (answer.status >= 500) throw new CieloError('unconfirmed', `HTTP ${answer.status}`, operation, answer.status);
    expectOk(answer, operation, [], 'not_found');
    return readSaleUpdate(answer.body, operation);
  }

  return {
    async tokenize(card) {
      const operation = 'POST /1/card/';
      const secrets = [card.number];
      const body = tokenizeBody(card);
      const answer = await read(operation, () => send('POST', `${api}/1/card/`, body));
      expectOk(answer, operation, secrets, 'configuration');
      return { cardToken: readCardToken(answer.body, operation) };
    },

    async zeroAuth(input) {
      const operation = 'POST /1/zeroauth';
      const secrets = 'card' in input ? [input.card.number, input.card.cvv] : [];
      const body = zeroAuthBody(input);
      const answer = await read(operation, () => send('POST', `${api}/1/zeroauth`, body));
      expectOk(answer, operation, secrets, 'configuration');
      return readZeroAuth(answer.body, operation, secrets);
    },

    async sale(request) {
      const secrets = request.securityCode ? [request.securityCode] : [];
      const body = saleBody(request);
      let answer: CieloAnswer;
      try {
        answer = await send('POST', `${api}/1/sales/`, body, request.requestId);
      } catch (error) {
        if (error instanceof CieloTransportError) return unknownSale(error.reason);
        throw error;
      }
      return saleOutcome(answer, secrets);
    },

    async findSalesByOrder(merchantOrderId) {
      const operation = 'GET /1/sales?merchantOrderId=';
      if (!/^[A-Za-z0-9]{1,36}$/.test(merchantOrderId)) throw new TypeError('merchantOrderId must be 1 to 36 letters or digits');
      const answer = await read(operation, () => send('GET', `${query}/1/sales?merchantOrderId=${merchantOrderId}`));
      // The manual: 404 when the order does not exist (or is another merchant's, or older than three months).
      if (answer.status === 404) return [];
      expectOk(answer, operation, [], 'configuration');
      return readPaymentIds(answer.body, operation);
    },

    async getSale(paymentId) {
      const operation = 'GET /1/sales/{PaymentId}';
      const answer = await read(operation, () => send('GET', `${query}/1/sales/${encodeURIComponent(paymentId)}`));
      expectOk(answer, operation, [], 'not_found');
      return readSale(answer.body, operation);
    },

    capture: (paymentId, amountCents) => updateSale('capture', paymentId, amountCents),
    void: (paymentId, amountCents) => updateSale('void', paymentId, amountCents),
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
