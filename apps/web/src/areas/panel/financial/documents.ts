/** Notas Fiscais and Contratos load as one chunk, once one of their addresses is opened (see index.ts). */
export { FiscalNotesPage } from './FiscalNotesPage';
export { ContractsPage } from './ContractsPage';
