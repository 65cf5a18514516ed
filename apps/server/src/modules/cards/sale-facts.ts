import { verdictOfStatus, type CieloGateway, type CieloSale, type SaleOutcome } from '../../integrations/cielo';
import { merchantOrderIdOf, type CardPayment } from './payment-ledger';

/**
 * What the gateway says about an attempt's sale, in the ledger's terms:
 * - `captured`: money moved; `authorized`: the issuer approved and the capture is still owed;
 * - `declined`: no money moved (refused, aborted, or already voided);
 * - `none`: Cielo has no sale under the attempt's MerchantOrderId;
 * - `several`: more than one sale under one order id, which this product never sends: a person must look;
 * - `unknown`: not finished, or the answer was lost: ask again later, never charge again.
 */
export type SaleFacts =
  | { sale: 'captured'; paymentId: string; tid?: string; returnCode?: string; returnMessage?: string }
  | { sale: 'authorized'; paymentId: string; tid?: string }
  | { sale: 'declined'; paymentId?: string; returnCode: string; returnMessage: string }
  | { sale: 'none' }
  | { sale: 'several'; paymentIds: string[] }
  | { sale: 'unknown'; paymentId?: string };

export function factsOfOutcome(outcome: SaleOutcome): SaleFacts {
  if (outcome.outcome === 'approved') return factsOfSale(outcome.sale);
  if (outcome.outcome === 'declined') {
    return { sale: 'declined', paymentId: outcome.paymentId, returnCode: outcome.returnCode, returnMessage: outcome.returnMessage };
  }
  return { sale: 'unknown', ...(outcome.paymentId ? { paymentId: outcome.paymentId } : {}) };
}

export function factsOfSale(sale: CieloSale): SaleFacts {
  const verdict = verdictOfStatus(sale.status);
  const codes = { returnCode: sale.returnCode ?? '', returnMessage: sale.returnMessage ?? '' };
  if (verdict.verdict === 'approved') {
    return verdict.captured
      ? { sale: 'captured', paymentId: sale.paymentId, ...(sale.tid ? { tid: sale.tid } : {}), ...codes }
      : { sale: 'authorized', paymentId: sale.paymentId, ...(sale.tid ? { tid: sale.tid } : {}) };
  }
  if (verdict.verdict === 'declined') return { sale: 'declined', paymentId: sale.paymentId, ...codes };
  return { sale: 'unknown', paymentId: sale.paymentId };
}

/**
 * Asks Cielo what became of an attempt's sale: by its PaymentId when the ledger has one, otherwise by the
 * MerchantOrderId derived from the attempt (the only order id its sale can carry). Gateway failures propagate:
 * the caller keeps the attempt as it is and asks again later.
 */
export async function querySale(gateway: CieloGateway, attempt: CardPayment): Promise<SaleFacts> {
  if (attempt.gatewayPaymentId) return factsOfSale(await gateway.getSale(attempt.gatewayPaymentId));
  const paymentIds = await gateway.findSalesByOrder(merchantOrderIdOf(attempt));
  if (paymentIds.length === 0) return { sale: 'none' };
  if (paymentIds.length > 1) return { sale: 'several', paymentIds };
  return factsOfSale(await gateway.getSale(paymentIds[0]!));
}
