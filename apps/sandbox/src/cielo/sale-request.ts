import * as rules from './card-rules';
import { API_ERRORS, badRequest } from './errors';
import type { SaleCard, SaleRequest } from './sales-store';
import { record, type SimulatorState } from './simulator-state';

/** Up to 12 installments, the usual ceiling of a Cielo credit affiliation; more is refused with code 186. */
const MAX_INSTALLMENTS = 12;

export function parseSaleRequest(body: unknown, state: SimulatorState): SaleRequest {
  const sale = record(body);
  if (!sale) throw badRequest(API_ERRORS.requestEmpty);
  const merchantOrderId = rules.text(sale.MerchantOrderId);
  if (!merchantOrderId) throw badRequest(API_ERRORS.merchantOrderIdRequired);
  if (merchantOrderId.length > 50) throw badRequest(API_ERRORS.orderIdInvalid);
  const payment = record(sale.Payment);
  if (!payment) throw badRequest(API_ERRORS.paymentRequired);
  const type = rules.text(payment.Type);
  if (!type) throw badRequest(API_ERRORS.paymentTypeRequired);
  // The simulated affiliation has credit cards only; Cielo answers 173 for a method the merchant lacks.
  if (type !== 'CreditCard') throw badRequest(API_ERRORS.paymentMethodNotEnabled);
  const amount = payment.Amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) throw badRequest(API_ERRORS.amountInvalid);
  const installments = payment.Installments;
  if (typeof installments !== 'number' || !Number.isInteger(installments) || installments < 1)
    throw badRequest(API_ERRORS.installmentsInvalid);
  if (installments > MAX_INSTALLMENTS) throw badRequest(API_ERRORS.optionsNotSupported);
  return {
    merchantOrderId,
    customer: sale.Customer ?? {},
    amount,
    installments,
    interest: rules.text(payment.Interest) ?? 'ByMerchant',
    capture: rules.flag(payment.Capture),
    softDescriptor: rules.text(payment.SoftDescriptor),
    card: parseCard(payment.CreditCard, state),
  };
}

function parseCard(value: unknown, state: SimulatorState): SaleCard {
  const card = record(value);
  if (!card) throw badRequest(API_ERRORS.creditCardRequired);
  rules.securityCode(card.SecurityCode);
  const cardToken = rules.text(card.CardToken);
  if (cardToken) {
    const brand = rules.text(card.Brand);
    if (!brand) throw badRequest(API_ERRORS.brandRequired);
    return { kind: 'token', cardToken, brand };
  }
  return {
    kind: 'number',
    number: rules.cardNumber(card.CardNumber),
    holder: rules.holder(card.Holder),
    expirationDate: rules.expirationDate(card.ExpirationDate, state.now()),
    brand: rules.saleBrand(card.Brand),
    saveCard: rules.flag(card.SaveCard),
  };
}
