import { scalarText } from '../scalar-text';
import type { CieloAnswer } from './http';

/**
 * Why a Cielo call failed, for the calls that throw (a sale never throws for a lost answer: it returns `unknown`).
 * - `rejected`: HTTP 400 with Cielo's `[{Code, Message}]` (a field Cielo refuses); nothing was done.
 * - `configuration`: 401/403 (wrong MerchantId/MerchantKey, IP not allowed) or 404/405 on a route that always
 *   exists (a wrong host): the provider's settings are wrong, not the card.
 * - `not_found`: the sale or token asked for does not exist (404).
 * - `unavailable`: 5xx, a refused or dropped connection, on a call that moves no money.
 * - `timeout`: no answer within the deadline, on a call that moves no money.
 * - `unconfirmed`: a void or capture sent without a readable answer: it may have been done; query the sale.
 * - `malformed`: an answer that is not what the protocol promises.
 */
export type CieloFailure = 'rejected' | 'configuration' | 'not_found' | 'unavailable' | 'timeout' | 'unconfirmed' | 'malformed';

export interface CieloApiError {
  code: number;
  message: string;
}

/** Carries no request body and no header: never a card number, CVV or merchant key. */
export class CieloError extends Error {
  constructor(
    readonly failure: CieloFailure,
    message: string,
    /** The operation, e.g. `POST /1/sales/`, without ids that could be personal. */
    readonly operation: string,
    readonly httpStatus = 0,
    /** Cielo's own codes for `rejected` (manual, "API Error Codes"). */
    readonly apiErrors: readonly CieloApiError[] = [],
  ) {
    super(`Cielo ${operation}: ${message}`);
    this.name = 'CieloError';
  }
}

export function isCieloFailure(error: unknown, failure: CieloFailure): error is CieloError {
  return error instanceof CieloError && error.failure === failure;
}

/**
 * Cielo's 400 body is an array of `{Code, Message}`; Zero Auth documents a bare `{Code, Message}` object too
 * (code 57, "Bandeira inválida"). Anything else gives no codes.
 */
export function readApiErrors(body: unknown): CieloApiError[] {
  const items = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
  return items.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { Code, Message } = item as { Code?: unknown; Message?: unknown };
    if (Code === undefined && Message === undefined) return [];
    return [{ code: Number(Code ?? 0), message: scalarText(Message ?? '').slice(0, 300) }];
  });
}

/**
 * Removes from a text coming back from Cielo the secrets of the call that produced it (the exact card number and
 * CVV), and any run of 12 or more digits (a PAN-like number), before the text can reach an error, a log or a
 * response. Cielo's messages do not echo them today; this keeps it so if one ever does.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let clean = text.replace(/\d(?:[ .-]?\d){11,}/g, '[redacted]');
  for (const secret of secrets) {
    const digits = secret.replace(/\D/g, '');
    if (digits.length >= 3) clean = clean.replace(new RegExp(`(?<!\\d)${digits}(?!\\d)`, 'g'), '[redacted]');
  }
  return clean;
}

/**
 * A 4xx answer as a typed error: 400 carries Cielo's codes (their messages cleaned of the call's secrets);
 * 401/403/405 mean wrong settings. A 404 is `not_found` where an id was asked for, and `configuration` on a
 * route that always exists (a wrong host or path).
 */
export function refusal(
  answer: CieloAnswer,
  operation: string,
  secrets: readonly string[],
  on404: 'not_found' | 'configuration',
): CieloError {
  if (answer.status === 400) {
    const apiErrors = readApiErrors(answer.body).map(({ code, message }) => ({ code, message: redactSecrets(message, secrets) }));
    const summary = apiErrors.map(({ code, message }) => `${code} ${message}`).join('; ') || 'HTTP 400';
    return new CieloError('rejected', summary, operation, 400, apiErrors);
  }
  if (answer.status === 404 && on404 === 'not_found') return new CieloError('not_found', 'HTTP 404', operation, 404);
  return new CieloError('configuration', `HTTP ${answer.status}: check the merchant id, key and URLs`, operation, answer.status);
}
