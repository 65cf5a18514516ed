import { formatBrl } from '@central/domain';
import type { InvoiceCardPayment } from '@central/domain/api';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';

const text = FINANCIAL_TEXT.invoices;

/**
 * 'Pago com cartão' on a paid invoice (docs/product/cards.md#paying-an-invoice): 'Visa final 1111, em 3x' and the
 * total the card was charged, interest included, e.g. 'R$ 107,11'.
 */
export function paidByCard(payment: InvoiceCardPayment): { plan: string; total: string } {
  const brand = payment.brand ? (text.cardBrands[payment.brand] ?? payment.brand) : null;
  const card = brand && payment.last4 ? text.paidCard(brand, payment.last4) : text.anyCard;
  return { plan: text.paidByCardPlan(card, payment.installments), total: formatBrl(payment.total) };
}
