import { CARD_MESSAGES, formatBrl, installmentsProblem } from '@central/domain';
import type { PayInvoiceBody } from '@central/domain/api';
import { verdictOfStatus, type CieloSale, type SaleOutcome } from '../../../integrations/cielo';
import { invalidFields } from '../../../lib/app-error';
import { PAYMENT_MESSAGES } from './payment-messages';
import type { CardPayment } from './payments-store';

/** Cielo's `MerchantOrderId` (letters and digits, up to 36) of an attempt: its uuid without the hyphens. */
export const merchantOrderIdOf = (attempt: Pick<CardPayment, 'id'>) => attempt.id.replace(/-/g, '');

/**
 * The text of docs/product/cards.md#paying-an-invoice for anything but an integer from 1 to 3 (a digit string from a
 * form counts as its number).
 */
export function installmentsOf(value: PayInvoiceBody['installments']): number {
  const number = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (installmentsProblem(number)) throw invalidFields({ installments: CARD_MESSAGES.installmentsInvalid }, 'INVALID_INSTALLMENTS');
  return number as number;
}

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

/** The receipt's free text: what ties it to the card sale, for the provider's finance team. */
export function receiptHistory(attempt: CardPayment): string {
  const card =
    attempt.cardBrand && attempt.cardLast4
      ? ` ${attempt.cardBrand === 'mastercard' ? 'Mastercard' : 'Visa'} final ${attempt.cardLast4}`
      : '';
  return [
    `Pagamento com cartão${card} pela Central do Assinante`,
    `${attempt.installments}x, total ${formatBrl(attempt.totalCents / 100)}`,
    `Cielo PaymentId ${attempt.gatewayPaymentId ?? '-'}${attempt.gatewayTid ? ` Tid ${attempt.gatewayTid}` : ''}`,
  ].join(' - ');
}

/**
 * The issuer's reason, in pt-BR, by Cielo's `ReturnCode`. The sandbox's codes (docs/product/cards.md#cielo-calls: 05,
 * 57, 78, 99, 77, 70) differ from production's ABECS codes; where a code means different things in each (57: an expired
 * card in the sandbox, a transaction the card does not allow in production) the text fits both. A code not listed hears
 * the default text: the reason is the bank's to give, and the subscriber's next step is the same.
 */
const DECLINE_REASONS: Readonly<Record<string, string>> = {
  '05': 'Pagamento não autorizado pelo banco emissor do cartão. Fale com o seu banco ou use outro cartão.',
  '51': 'Pagamento não autorizado: limite insuficiente. Use outro cartão ou fale com o seu banco.',
  '54': 'Cartão vencido. Use outro cartão.',
  '57': 'Cartão expirado ou sem permissão para esta compra. Use outro cartão ou fale com o seu banco.',
  '70': 'O banco emissor encontrou um problema com este cartão. Fale com o seu banco ou use outro cartão.',
  '77': 'Este cartão foi cancelado. Use outro cartão.',
  '78': 'Este cartão está bloqueado. Desbloqueie-o com o seu banco ou use outro cartão.',
  '99': 'O banco emissor não respondeu a tempo. Tente novamente em alguns minutos.',
};

export function declineReason(returnCode: string | null | undefined): string {
  const code = (returnCode ?? '').trim();
  return DECLINE_REASONS[code.length === 1 ? `0${code}` : code] ?? PAYMENT_MESSAGES.declinedDefault;
}
