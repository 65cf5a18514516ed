export { createTocaLivrosClient, type TocaLivrosClient, type TocaLivrosClientOptions } from './client';
export { isTocaLivrosFailure, TocaLivrosError, type TocaLivrosFailure } from './errors';
export { type BooksAccount, PARTNER_TEXTS, TOCALIVROS_PATHS } from './wire';
