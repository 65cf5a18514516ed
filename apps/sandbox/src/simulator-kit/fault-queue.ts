/**
 * A failure to stage for the next call(s) of a route, to exercise an adapter's timeouts and error handling.
 * - `status`: answer this HTTP status instead of the real answer, with the simulator's own body for it.
 * - `hang`: never answer; the request ends only when the client gives up or the simulator closes.
 * - `delayMs`: wait this long first (alone, the real answer just comes late).
 * - `afterProcessing`: do the work first and fail only the answer (the caller cannot know whether it happened).
 * - `times`: how many calls it applies to (default 1).
 */
export interface StagedFault {
  status?: number;
  hang?: boolean;
  delayMs?: number;
  afterProcessing?: boolean;
  times?: number;
}

export interface FaultQueue<Route extends string, Fault extends StagedFault> {
  /** Queues the fault `times` times for the route; a TypeError for an unknown route or a bad `times`. */
  add(route: Route, fault: Fault): void;
  /** The next staged fault of the route, removed from the queue; undefined when none is staged. */
  take(route: Route): Fault | undefined;
  clear(): void;
}

/** Faults staged per named route, each used once, oldest first. */
export function createFaultQueue<Route extends string, Fault extends StagedFault = StagedFault>(
  routes: readonly Route[],
): FaultQueue<Route, Fault> {
  const staged = new Map<Route, Fault[]>();
  return {
    add(route, fault) {
      if (!routes.includes(route)) throw new TypeError(`unknown route ${String(route)}`);
      const times = fault.times ?? 1;
      if (!Number.isInteger(times) || times < 1) throw new TypeError('times must be a positive integer');
      const queue = staged.get(route) ?? [];
      for (let index = 0; index < times; index++) queue.push(fault);
      staged.set(route, queue);
    },
    take: (route) => staged.get(route)?.shift(),
    clear: () => staged.clear(),
  };
}
