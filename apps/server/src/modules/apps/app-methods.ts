import { EMAIL_PLATFORMS, WATCH_PLATFORMS } from '@central/domain';

/**
 * The integration methods (docs/product/partners.md#which-contracts-see-an-app) by what activating them means:
 * - Watch Brasil's subscriber API (watch, watchbr, and Olé TV, which Watch's platform also serves);
 * - the IXC webservice itself (add_product_in_contract: the app's product is added to the contract);
 * - nothing (display_only: a description and store links).
 * Playhub, login_sva, Toca Livros and ATP Box have adapters of their own.
 */
export const WATCH_METHODS: ReadonlySet<string> = new Set(WATCH_PLATFORMS);
/** Partners that provision a login per contract (the active view shows it). */
export const LOGIN_METHODS: ReadonlySet<string> = new Set(['playhub', 'login_sva']);
/** Methods whose activation keeps the login the subscriber signs in with (`app_activations.partner_ref`). */
export const SHOWS_LOGIN: ReadonlySet<string> = new Set([...LOGIN_METHODS, 'api_toca_livros']);
export const NO_PARTNER_METHODS: ReadonlySet<string> = new Set(['display_only', 'add_product_in_contract']);

/** The `platform` (docs/product/partners.md#which-contracts-see-an-app): the method, with Olé TV's two spellings as one. */
export const platformOf = (method: string) => (method === 'ole_tv' ? 'oletv' : method);
export const needsEmail = (method: string) => EMAIL_PLATFORMS.includes(method);
