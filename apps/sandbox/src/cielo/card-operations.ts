import * as rules from './card-rules';
import { API_ERRORS, badRequest, cardNotFound, CieloFailure, internalError } from './errors';
import { outcomeFor } from './last-digit';
import { record, type Answer, type CieloCall, type SimulatorState } from './simulator-state';

function requestBody(call: CieloCall): Record<string, unknown> {
  const body = record(call.body);
  if (!body) throw badRequest(API_ERRORS.requestEmpty);
  return body;
}

/** `POST /1/card/` → 201 `{CardToken, Links}` (manual, "Creating a tokenized card before authorization"). */
export function tokenize(state: SimulatorState, call: CieloCall): Answer {
  const body = requestBody(call);
  const number = rules.cardNumber(body.CardNumber);
  const holder = rules.holder(body.Holder);
  const expirationDate = rules.expirationDate(body.ExpirationDate, state.now());
  const brand = rules.saleBrand(body.Brand);
  if (!rules.passesLuhn(number)) throw internalError();
  const card = state.vault.store({ merchantId: call.merchantId, number, holder, expirationDate, brand });
  return {
    status: 201,
    body: { CardToken: card.cardToken, Links: { Method: 'GET', Rel: 'self', Href: `${state.origin()}/1/card/${card.cardToken}` } },
  };
}

/** `GET /1/card/{token}` (query host) → the masked card (hexdocs.pm/cielo, Cielo.Token.get_card). */
export function getCard(state: SimulatorState, call: CieloCall): Answer {
  const card = state.vault.find(call.merchantId, call.params.cardToken ?? '');
  if (!card) throw cardNotFound();
  return { status: 200, body: { CardNumber: card.maskedNumber, Holder: card.holder, ExpirationDate: card.expirationDate } };
}

/**
 * `POST /1/zeroauth` → 200 `{Valid, ReturnCode, ReturnMessage, IssuerTransactionId}` (manual, "Zero Auth").
 * Success is `"00"`/"Transacao autorizada" as in the manual; a refusal carries the sandbox table's code.
 * The manual also says the sandbox approves Zero Auth only for numbers starting with 5; we apply the last-digit
 * table to every brand instead, so that Visa test cards behave the same in Zero Auth and in sales.
 */
export function zeroAuth(state: SimulatorState, call: CieloCall): Answer {
  const body = requestBody(call);
  const token = rules.text(body.CardToken);
  let lastDigits: string;
  let brand: string;
  if (token) {
    const card = state.vault.find(call.merchantId, token);
    if (!card) throw badRequest(API_ERRORS.cardTokenNotFound);
    lastDigits = card.lastDigits;
    brand = rules.text(body.Brand) ?? card.brand;
  } else {
    lastDigits = rules.cardNumber(body.CardNumber);
    rules.holder(body.Holder);
    rules.expirationDate(body.ExpirationDate, state.now());
    rules.securityCode(body.SecurityCode);
    brand = rules.text(body.Brand) ?? '';
    if (!brand) throw badRequest(API_ERRORS.brandRequired);
  }
  // The manual shows this one as a bare object, not the usual array.
  if (!rules.zeroAuthSupports(brand)) throw new CieloFailure(400, { Code: 57, Message: 'Bandeira inválida' });
  const issuerTransactionId = String(Math.floor(state.random() * 1e15)).padStart(15, '0');
  const outcome = outcomeFor(lastDigits, state.random);
  return {
    status: 200,
    body: outcome.authorized
      ? { Valid: true, ReturnCode: '00', ReturnMessage: 'Transacao autorizada', IssuerTransactionId: issuerTransactionId }
      : { Valid: false, ReturnCode: outcome.returnCode, ReturnMessage: outcome.returnMessage, IssuerTransactionId: issuerTransactionId },
  };
}
