import { readSale, type CieloSale } from './answers';
import { refusal } from './errors';
import type { CieloAnswer, TransportFailure } from './http';
import { verdictOfStatus } from './status';

/**
 * What became of a sale request. Only `approved` and `declined` are facts; `unknown` means Cielo may or may not
 * have made the sale, so the caller must find it by its MerchantOrderId (`findSalesByOrder`) before deciding
 * anything, and must never send it again blindly. A timeout is always `unknown`, never `declined`.
 */
export type SaleOutcome =
  | { outcome: 'approved'; captured: boolean; sale: CieloSale }
  | { outcome: 'declined'; paymentId: string; status: number; returnCode: string; returnMessage: string }
  | { outcome: 'unknown'; reason: UnknownSaleReason; httpStatus: number; paymentId?: string };

/**
 * - `not_sent`, `timeout`, `network`: no answer (see TransportFailure);
 * - `unavailable`: Cielo (or a proxy before it) answered 5xx;
 * - `unexpected_status`: another status than the protocol's;
 * - `malformed`: a success status whose body can't be read;
 * - `pending`: the sale exists but is not finished (Status 0, 12 or one we do not know): ask again with `getSale`.
 */
export type UnknownSaleReason = TransportFailure | 'unavailable' | 'unexpected_status' | 'malformed' | 'pending';

export const SALE_OPERATION = 'POST /1/sales/';

/** Reads Cielo's answer to `POST /1/sales/`. Throws only where no sale can have been made (400, 401/403/404/405). */
export function saleOutcome(answer: CieloAnswer, secrets: readonly string[]): SaleOutcome {
  const { status: httpStatus, body } = answer;
  if (httpStatus === 200 || httpStatus === 201) {
    let sale: CieloSale;
    try {
      sale = readSale(body, SALE_OPERATION, secrets);
    } catch {
      return { outcome: 'unknown', reason: 'malformed', httpStatus };
    }
    const verdict = verdictOfStatus(sale.status);
    if (verdict.verdict === 'approved') return { outcome: 'approved', captured: verdict.captured, sale };
    if (verdict.verdict === 'declined') {
      return {
        outcome: 'declined',
        paymentId: sale.paymentId,
        status: sale.status,
        returnCode: sale.returnCode ?? '',
        returnMessage: sale.returnMessage ?? '',
      };
    }
    return { outcome: 'unknown', reason: 'pending', httpStatus, paymentId: sale.paymentId };
  }
  if (httpStatus >= 500) return { outcome: 'unknown', reason: 'unavailable', httpStatus };
  if (httpStatus >= 400 && httpStatus < 500 && httpStatus !== 408 && httpStatus !== 429) {
    // Cielo refused the request itself, before any authorization: no sale exists.
    throw refusal(answer, SALE_OPERATION, secrets, 'configuration');
  }
  return { outcome: 'unknown', reason: 'unexpected_status', httpStatus };
}

export function unknownSale(reason: TransportFailure): SaleOutcome {
  return { outcome: 'unknown', reason, httpStatus: 0 };
}
