/** The provider's pages (/admin and /provider): their own chunk, apart from the panel and the admin area. */
export { ProviderSignInPage } from './ProviderSignInPage';
export { ProviderPage } from './ProviderPage';
export { providerLoader } from './session';
