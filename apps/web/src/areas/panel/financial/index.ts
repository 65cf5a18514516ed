/** Faturas, Notas Fiscais and Contratos load as one chunk, once one of their addresses is opened. */
export { InvoicesToPayPage, InvoicesReceivedPage } from './InvoicesPages';
export { InvoiceDetailPage } from './InvoiceDetailPage';
export { BoletoPage } from './BoletoPage';
export { PixPage } from './PixPage';
export { FiscalNotesPage } from './FiscalNotesPage';
export { ContractsPage } from './ContractsPage';
