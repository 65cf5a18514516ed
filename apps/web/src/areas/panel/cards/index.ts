/** Meus Cartões and paying an invoice by card load as one chunk, once one of their addresses is opened. */
export { CardsPage } from './CardsPage';
export { NewCardPage } from './NewCardPage';
export { InvoiceCardPaymentPage } from './InvoiceCardPaymentPage';
