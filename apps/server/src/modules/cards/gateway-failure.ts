import { CARD_MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, upstreamFailure } from '../../lib/app-error';
import type { CieloError } from '../../integrations/cielo';

/** Zero Auth's "no" and Cielo refusing the card's fields are the same thing to the subscriber (docs/product/cards.md#saved-cards). */
export const invalidCard = () => badRequest('CARD_INVALID', CARD_MESSAGES.cardInvalid);

/**
 * What the subscriber hears when a Cielo call about a new card fails. Nothing was charged (Zero Auth and
 * tokenization move no money), so every failure is final for this request and safe to try again:
 * - `rejected` (Cielo refused a field, e.g. code 57 'Bandeira inválida'): the card is invalid, 400;
 * - `timeout`: 504, `unavailable`: 503, with the generic text;
 * - `configuration` or `malformed`: the provider's settings or Cielo are wrong, not the card: 502, logged as an
 *   error so the operator sees it. CieloError carries no card number, CVV or merchant key, so it may be logged.
 */
export function newCardFailure(error: CieloError, log: FastifyBaseLogger): AppError {
  if (error.failure === 'rejected') return invalidCard();
  const detail = { failure: error.failure, operation: error.operation, httpStatus: error.httpStatus, detail: error.message };
  if (error.failure === 'configuration' || error.failure === 'malformed') {
    log.error(detail, 'card gateway refused the provider settings or answered out of protocol');
    return upstreamFailure(502);
  }
  log.warn(detail, 'card gateway failed');
  return upstreamFailure(error.failure === 'timeout' ? 504 : error.failure === 'unavailable' ? 503 : 502);
}
