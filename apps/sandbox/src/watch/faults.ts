import type { StagedFault } from '../simulator-kit';

/** The simulator's routes, named for `failNext` and the request log. */
export type WatchRoute = 'authorize' | 'token' | 'insert' | 'getTickets' | 'updateStatus' | 'deleteTicket' | 'sendActivation';

export const WATCH_ROUTES: readonly WatchRoute[] = [
  'authorize',
  'token',
  'insert',
  'getTickets',
  'updateStatus',
  'deleteTicket',
  'sendActivation',
];

/**
 * A failure to stage for the next call(s) of a route, to exercise an adapter's timeouts and token handling.
 * - `status`: answer this HTTP status instead of the real answer (401 answers like a refused token; any other
 *   status carries the envelope with a generic text). Nothing is done.
 * - `hang`: never answer; the request ends when the client gives up or the simulator closes.
 * - `delayMs`: wait this long first, then answer normally.
 * - `times`: how many calls it applies to (default 1).
 */
export type WatchFault = Omit<StagedFault, 'afterProcessing'>;
