import { INVOICE_PATHS } from '@/features/invoices/invoice-display';

/** Meus Cartões (docs/product/subscriber.md#saved-cards). */
export const CARD_PATHS = {
  list: '/panel/financial/credit-card',
  add: '/panel/financial/credit-card/new',
};

/**
 * Where 'Novo Cartão de Crédito' leads back to (docs/product/subscriber.md#saved-cards): the invoice's card payment
 * when it was opened inside an invoice, else Meus Cartões.
 */
export const cardFormReturnPath = (invoiceId: string | undefined) =>
  invoiceId === undefined ? CARD_PATHS.list : INVOICE_PATHS.card(invoiceId);
