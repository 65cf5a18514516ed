/** The provider's page (/provider): its own chunk, apart from the panel and the admin area; its sign-in (/admin) is another. */
export { ProviderPage } from './ProviderPage';
export { providerLoader } from './session';
