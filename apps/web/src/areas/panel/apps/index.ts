/** The app pages (generic and Watch) load as one chunk, once one of their addresses is opened. */
export { AppPage } from './AppPage';
