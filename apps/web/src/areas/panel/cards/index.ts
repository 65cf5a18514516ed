/** Meus Cartões loads as one chunk, once one of its addresses is opened. */
export { CardsPage } from './CardsPage';
export { NewCardPage } from './NewCardPage';
