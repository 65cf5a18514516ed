import { randomUUID } from 'node:crypto';
import { maskForSale, passesLuhn } from './card-rules';
import { listDate } from './cielo-dates';
import { API_ERRORS, badRequest, internalError, notFound } from './errors';
import { outcomeFor } from './last-digit';
import { saleBody } from './payment-view';
import { parseSaleRequest } from './sale-request';
import type { SaleRequest } from './sales-store';
import { STATUS, type Sale } from './sales-store';
import type { Answer, CieloCall, SimulatorState } from './simulator-state';

/** The card as the sale records it: masked, plus the digits the sandbox rule needs, then forgotten. */
function resolveCard(state: SimulatorState, merchantId: string, card: SaleRequest['card']) {
  if (card.kind === 'token') {
    const stored = state.vault.find(merchantId, card.cardToken);
    if (!stored) throw badRequest(API_ERRORS.cardTokenNotFound);
    const view = {
      maskedNumber: stored.saleMask,
      holder: stored.holder,
      expirationDate: stored.expirationDate,
      brand: card.brand,
      cardToken: stored.cardToken,
      saveCard: false,
    };
    return { lastDigits: stored.lastDigits, view };
  }
  let cardToken: string | undefined;
  if (card.saveCard) {
    // Saving goes through the vault, which refuses a number failing mod 10 (see `internalError`).
    if (!passesLuhn(card.number)) throw internalError();
    cardToken = state.vault.store({
      merchantId,
      number: card.number,
      holder: card.holder,
      expirationDate: card.expirationDate,
      brand: card.brand,
    }).cardToken;
  }
  const view = {
    maskedNumber: maskForSale(card.number),
    holder: card.holder,
    expirationDate: card.expirationDate,
    brand: card.brand,
    cardToken,
    saveCard: card.saveCard,
  };
  return { lastDigits: card.number.slice(-4), view };
}

const digits = (value: number, length: number) => String(value).padStart(length, '0').slice(-length);

/** `POST /1/sales/` → 201 with the whole sale, authorized or declined by the last-digit rule. */
export function createSale(state: SimulatorState, call: CieloCall): Answer {
  const request = parseSaleRequest(call.body, state);
  const { lastDigits, view } = resolveCard(state, call.merchantId, request.card);
  const outcome = call.decline ? { authorized: false as const, ...call.decline } : outcomeFor(lastDigits, state.random);
  const now = state.now();
  const sequence = state.nextSequence();
  const sale: Sale = {
    merchantId: call.merchantId,
    paymentId: randomUUID(),
    merchantOrderId: request.merchantOrderId,
    customer: request.customer,
    amount: request.amount,
    installments: request.installments,
    interest: request.interest,
    capture: request.capture,
    softDescriptor: request.softDescriptor,
    card: view,
    status: STATUS.declined,
    returnCode: '',
    returnMessage: '',
    tid: `${digits(now.getUTCMonth() + 1, 2)}${digits(now.getUTCDate(), 2)}${digits(sequence, 16)}`,
    proofOfSale: digits(sequence, 6),
    receivedAt: now,
  };
  if (outcome.authorized) {
    sale.authorizationCode = digits(100000 + sequence * 7919, 6);
    sale.returnMessage = 'Operation Successful';
    if (request.capture)
      Object.assign(sale, { status: STATUS.paymentConfirmed, returnCode: '6', capturedAmount: request.amount, capturedAt: now });
    else Object.assign(sale, { status: STATUS.authorized, returnCode: '4' });
  } else {
    Object.assign(sale, { returnCode: outcome.returnCode, returnMessage: outcome.returnMessage });
  }
  state.sales.add(sale);
  return { status: 201, body: saleBody(state.origin(), sale) };
}

/** `GET /1/sales/{PaymentId}` (query host). */
export function getSale(state: SimulatorState, call: CieloCall): Answer {
  const sale = state.sales.find(call.merchantId, call.params.paymentId ?? '');
  if (!sale) throw notFound();
  return { status: 200, body: saleBody(state.origin(), sale) };
}

/**
 * `GET /1/sales?merchantOrderId=` (query host) → every sale of that order, oldest first. The shape is the one a
 * real sandbox answered (hexdocs.pm/cielo, Cielo.Consultation: `Payments` of `{PaymentId, ReceveidDate}`, the
 * field misspelled by Cielo) with the `ReasonCode`/`ReasonMessage` that docs.cielo.com.br lists; the frozen
 * manual's example says `Payment`, which Cielo does not send. No sale → 404.
 */
export function salesByOrder(state: SimulatorState, call: CieloCall): Answer {
  const merchantOrderId = call.query.merchantOrderId ?? call.query.MerchantOrderId ?? '';
  const sales = merchantOrderId ? state.sales.byOrder(call.merchantId, merchantOrderId) : [];
  if (sales.length === 0) throw notFound();
  return {
    status: 200,
    body: {
      ReasonCode: 0,
      ReasonMessage: 'Successful',
      Payments: sales.map((sale) => ({ PaymentId: sale.paymentId, ReceveidDate: listDate(sale.receivedAt) })),
    },
  };
}
