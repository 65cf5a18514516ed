/**
 * The bills' pages (the lists, an invoice, its boleto and PIX) load as one chunk, once one of their addresses is opened.
 * Notas Fiscais and Contratos are another (documents.ts): their month picker, settlement form and dialogs are not on an
 * invoice's way to the screen.
 */
export { InvoicesToPayPage, InvoicesReceivedPage } from './InvoicesPages';
export { InvoiceDetailPage } from './InvoiceDetailPage';
export { BoletoPage } from './BoletoPage';
export { PixPage } from './PixPage';
