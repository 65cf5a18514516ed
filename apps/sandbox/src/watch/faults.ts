/** The simulator's routes, named for `failNext` and the request log. */
export type WatchRoute = 'token' | 'insert' | 'getTickets' | 'updateStatus' | 'deleteTicket' | 'sendActivation';

export const WATCH_ROUTES: readonly WatchRoute[] = ['token', 'insert', 'getTickets', 'updateStatus', 'deleteTicket', 'sendActivation'];

/**
 * A failure to stage for the next call(s) of a route, to exercise an adapter's timeouts and token handling.
 * - `status`: answer this HTTP status instead of the real answer (401 answers like a refused token; any other
 *   status carries the envelope with a generic text). Nothing is done.
 * - `hang`: never answer; the request ends when the client gives up or the simulator closes.
 * - `delayMs`: wait this long first, then answer normally.
 * - `times`: how many calls it applies to (default 1).
 */
export interface WatchFault {
  status?: number;
  hang?: boolean;
  delayMs?: number;
  times?: number;
}

export function createFaults() {
  const staged = new Map<WatchRoute, WatchFault[]>();
  return {
    add(route: WatchRoute, fault: WatchFault) {
      if (!WATCH_ROUTES.includes(route)) throw new TypeError(`unknown route ${String(route)}`);
      const times = fault.times ?? 1;
      if (!Number.isInteger(times) || times < 1) throw new TypeError('times must be a positive integer');
      const queue = staged.get(route) ?? [];
      for (let index = 0; index < times; index++) queue.push(fault);
      staged.set(route, queue);
    },
    take: (route: WatchRoute): WatchFault | undefined => staged.get(route)?.shift(),
    clear: () => staged.clear(),
  };
}

export type Faults = ReturnType<typeof createFaults>;
