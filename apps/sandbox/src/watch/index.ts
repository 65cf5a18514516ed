export {
  createWatchSimulator,
  WATCH_SANDBOX_CLIENT,
  WATCH_SANDBOX_OLETV_PACKAGE_ID,
  WATCH_SANDBOX_PACKAGE_ID,
  type WatchSimulator,
  type WatchSimulatorOptions,
} from './watch-simulator';
export type { WatchFault, WatchRoute } from './faults';
export type { WatchLoggedRequest } from './serve-call';
export type { WatchSentEmail, WatchTicket, WatchUser } from './subscriber-store';
export type { WatchClientCredentials } from './oauth-server';
export { WATCH_TEXTS } from './wire';
