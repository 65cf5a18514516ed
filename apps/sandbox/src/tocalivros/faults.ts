/** The simulator's routes, named for `failNext` and the request log. */
export type TocaLivrosRoute = 'register' | 'find';

export const TOCALIVROS_ROUTES: readonly TocaLivrosRoute[] = ['register', 'find'];

/**
 * A failure to stage for the next call(s) of a route.
 * - `status`: answer this HTTP status (401 as refused credentials; any other with `{message: 'internal error'}`). Nothing is done.
 * - `hang`: never answer; the request ends when the client gives up or the simulator closes.
 * - `delayMs`: wait this long first, then answer normally.
 * - `times`: how many calls it applies to (default 1).
 */
export interface TocaLivrosFault {
  status?: number;
  hang?: boolean;
  delayMs?: number;
  times?: number;
}

export function createFaults() {
  const staged = new Map<TocaLivrosRoute, TocaLivrosFault[]>();
  return {
    add(route: TocaLivrosRoute, fault: TocaLivrosFault) {
      if (!TOCALIVROS_ROUTES.includes(route)) throw new TypeError(`unknown route ${String(route)}`);
      const times = fault.times ?? 1;
      if (!Number.isInteger(times) || times < 1) throw new TypeError('times must be a positive integer');
      const queue = staged.get(route) ?? [];
      for (let index = 0; index < times; index++) queue.push(fault);
      staged.set(route, queue);
    },
    take: (route: TocaLivrosRoute): TocaLivrosFault | undefined => staged.get(route)?.shift(),
    clear: () => staged.clear(),
  };
}

export type Faults = ReturnType<typeof createFaults>;
