import { API_ERRORS, badRequest, notFound } from './errors';
import { operationBody } from './payment-view';
import { STATUS, type Sale } from './sales-store';
import type { Answer, CieloCall, SimulatorState } from './simulator-state';

/** `?amount=` in cents; absent means the whole remaining amount. */
function amountParameter(call: CieloCall): number | undefined {
  const raw = call.query.amount ?? call.query.Amount;
  if (raw === undefined || raw === '') return undefined;
  const amount = Number(raw);
  if (!Number.isInteger(amount) || amount <= 0) throw badRequest(API_ERRORS.amountInvalid);
  return amount;
}

function saleOf(state: SimulatorState, call: CieloCall): Sale {
  const sale = state.sales.find(call.merchantId, call.params.paymentId ?? '');
  if (!sale) throw notFound();
  return sale;
}

/**
 * `PUT /1/sales/{PaymentId}/capture[?amount=]` → 200, Status 2, ReturnCode "6". Only an authorization not yet
 * captured can be captured, once, for at most the authorized amount (manual, "Partial or total capture").
 */
export function capture(state: SimulatorState, call: CieloCall): Answer {
  const sale = saleOf(state, call);
  const amount = amountParameter(call) ?? sale.amount;
  if (sale.status !== STATUS.authorized || amount > sale.amount) throw badRequest(API_ERRORS.notAvailableToCapture);
  Object.assign(sale, { status: STATUS.paymentConfirmed, returnCode: '6', capturedAmount: amount, capturedAt: state.now() });
  return { status: 200, body: operationBody(state.origin(), sale, '6') };
}

/**
 * `PUT /1/sales/{PaymentId}/void[?amount=]` → 200 (manual, "Canceling a transaction"):
 * - an authorization is voided whole (Status 10, ReturnCode "9"); partial voids are for captured sales only;
 * - a captured sale can be voided in parts until nothing is left: Status stays 2 (ReturnCode "0") and becomes 10
 *   when the captured amount is all voided. `VoidedAmount` is the running total, as the manual says.
 * Simplifications: always 10, never 11 (Refunded, after the day of the authorization); no D+1 wait and no 5 s
 * spacing between voids.
 */
export function voidSale(state: SimulatorState, call: CieloCall): Answer {
  return voidIt(state, call, saleOf(state, call));
}

/** `PUT /1/sales/OrderId/{MerchantOrderId}/void`: Cielo voids the newest sale of that order (manual, "Total cancellation"). */
export function voidByOrder(state: SimulatorState, call: CieloCall): Answer {
  const sale = state.sales.byOrder(call.merchantId, call.params.merchantOrderId ?? '').at(-1);
  if (!sale) throw notFound();
  return voidIt(state, call, sale);
}

function voidIt(state: SimulatorState, call: CieloCall, sale: Sale): Answer {
  const requested = amountParameter(call);
  const now = state.now();
  if (sale.status === STATUS.authorized) {
    if (requested !== undefined && requested !== sale.amount) throw badRequest(API_ERRORS.notAvailableToVoid);
    Object.assign(sale, { status: STATUS.voided, voidedAmount: sale.amount, voidedAt: now });
    return { status: 200, body: operationBody(state.origin(), sale, '9') };
  }
  if (sale.status !== STATUS.paymentConfirmed) throw badRequest(API_ERRORS.notAvailableToVoid);
  const captured = sale.capturedAmount ?? sale.amount;
  const remaining = captured - (sale.voidedAmount ?? 0);
  const amount = requested ?? remaining;
  if (amount > remaining) throw badRequest(API_ERRORS.notAvailableToVoid);
  const voidedAmount = (sale.voidedAmount ?? 0) + amount;
  const whole = voidedAmount === captured;
  Object.assign(sale, { voidedAmount, voidedAt: now, status: whole ? STATUS.voided : STATUS.paymentConfirmed });
  return { status: 200, body: operationBody(state.origin(), sale, whole ? '9' : '0') };
}
