export { createWatchClient, type WatchClient, type WatchClientOptions } from './client';
export { authorizeRequest, exchangeCode, type AuthorizeRequest, type ExchangeCodeOptions } from './oauth';
export { isWatchFailure, WatchError, type WatchFailure } from './errors';
export { PARTNER_TEXTS, WATCH_PATHS, type WatchSubscriber } from './wire';
