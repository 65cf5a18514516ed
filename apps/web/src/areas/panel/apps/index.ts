/** The app pages (generic, Watch and Toca Livros) load as one chunk, once one of their addresses is opened. */
export { AppPage } from './AppPage';
export { BooksAppPage } from './BooksAppPage';
export { OletvPage } from './OletvPage';
