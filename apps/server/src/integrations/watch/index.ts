export { createWatchClient, type WatchClient, type WatchClientOptions } from './client';
export { isWatchFailure, WatchError, type WatchFailure } from './errors';
export { PARTNER_TEXTS, WATCH_PATHS, type WatchSubscriber } from './wire';
