export { createSvaLoginClient, type SvaLoginClient, type SvaLoginClientOptions } from './client';
export { isSvaLoginFailure, SvaLoginError, type SvaLoginFailure } from './errors';
export { PARTNER_TEXTS, SVA_LOGIN_PATHS, type SvaLoginSubscriber } from './wire';
