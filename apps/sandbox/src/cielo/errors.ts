/**
 * Cielo's error answers, as the API 3.0 sends them.
 *
 * Validation failures are HTTP 400 with an array of `{Code, Message}` (manual, "Integration errors", e.g.
 * `[{"Code":126,"Message":"Credit Card Expiration Date is invalid"}]`). Codes and messages below are copied from
 * the manual's "API Error Codes" table (developercielo.github.io, api-ecommerce-cielo, frozen 2024-09-16);
 * which code Cielo picks for a given mistake is our reading of that table's descriptions.
 */
export const API_ERRORS = {
  requestEmpty: { Code: 184, Message: 'Request could not be empty' },
  paymentTypeRequired: { Code: 102, Message: 'Payment Type is required' },
  orderIdInvalid: { Code: 107, Message: 'OrderId is invalid or does not exists' },
  amountInvalid: { Code: 108, Message: 'Amount must be greater or equal to zero' },
  holderRequired: { Code: 117, Message: 'Credit Card Holder is required' },
  cardNumberRequired: { Code: 118, Message: 'Credit Card Number is required' },
  paymentRequired: { Code: 119, Message: 'At least one Payment is required' },
  merchantOrderIdRequired: { Code: 122, Message: 'MerchantOrderId is required' },
  installmentsInvalid: { Code: 123, Message: 'Installments must be greater or equal to one' },
  creditCardRequired: { Code: 124, Message: 'Credit Card is Required' },
  expirationRequired: { Code: 125, Message: 'Credit Card Expiration Date is required' },
  expirationInvalid: { Code: 126, Message: 'Credit Card Expiration Date is invalid' },
  cardNumberTooLong: { Code: 128, Message: 'Card Number length exceeded' },
  cardTokenNotFound: { Code: 130, Message: 'Could not get Credit Card' },
  securityCodeTooLong: { Code: 146, Message: 'SecurityCode length exceeded' },
  paymentMethodNotEnabled: { Code: 173, Message: 'Payment method is not enabled' },
  brandRequired: { Code: 182, Message: 'Brand is required' },
  brandNotSupported: { Code: 185, Message: 'Brand is not supported by selected provider' },
  /** The only code whose message names installments; the manual lists none for "too many". */
  optionsNotSupported: {
    Code: 186,
    Message: 'The selected provider does not support the options provided (Capture, Authenticate, Recurrent or Installments)',
  },
  notAvailableToCapture: { Code: 308, Message: 'Transaction not available to capture' },
  notAvailableToVoid: { Code: 309, Message: 'Transaction not available to void' },
} as const;

export type ApiError = { Code: number; Message: string };

/** An answer other than success, thrown by the operations and turned into the HTTP reply by the route layer. */
export class CieloFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Cielo simulator answers ${status}`);
  }
}

export const badRequest = (...errors: ApiError[]) => new CieloFailure(400, errors);

/**
 * A merchant pair Cielo does not know: HTTP 401 with a bare object, not the error array (reported by SDK users
 * whose parsers broke on it: DeveloperCielo/API-3.0-Java#43 `{"Message":"Merchant not found"}`,
 * DeveloperCielo/API-3.0-Python#5 "401 is not the JSON the SDK expects").
 */
export const merchantNotFound = () => new CieloFailure(401, { Message: 'Merchant not found' });

/**
 * Cielo's vault refuses a number that fails mod 10 with HTTP 500, not with a 400 code
 * (DeveloperCielo/developercielo.github.io#272, confirmed by Cielo staff). The body is ASP.NET Web API's generic
 * one, an inference: the other Cielo bodies are that framework's.
 */
export const internalError = () => new CieloFailure(500, { Message: 'An error has occurred.' });

/**
 * An unknown resource. For `GET /1/sales?merchantOrderId=` the manual documents 404 ("the order does not exist,
 * or was created by another merchant"); the Elixir client `cielo` maps it to `:not_found` with no body. For an
 * unknown PaymentId the manual documents nothing; 404 with no body is our choice.
 */
export const notFound = () => new CieloFailure(404, undefined);

/** `GET /1/card/{token}` for an unknown token: 400 with the JSON string "Not found" (hexdocs.pm/cielo, Cielo.Token). */
export const cardNotFound = () => new CieloFailure(400, 'Not found');
