/** The simulator's routes, named for `failNext` and the request log. `void` covers both void paths. */
export type CieloRoute = 'tokenize' | 'getCard' | 'zeroAuth' | 'createSale' | 'getSale' | 'salesByOrder' | 'capture' | 'void';

/**
 * A failure to stage for the next call(s) of a route, to exercise an adapter's timeouts and retries.
 * - `status`: answer this HTTP status (body `{"Message":"An error has occurred."}`) instead of the real answer.
 * - `hang`: never answer; the request ends only when the client gives up or the simulator closes.
 * - `delayMs`: wait this long first (alone, the real answer just comes late).
 * - `afterProcessing`: do the work first (the sale is made, the capture happens) and fail only the answer: the
 *   case where the caller cannot know whether money moved and must query before doing anything else.
 * - `decline` (createSale only): the issuer refuses this sale with this code, whatever the card's last digit: a
 *   card that passed Zero Auth and is declined later (no limit left, blocked since).
 * - `times`: how many calls it applies to (default 1).
 */
export interface CieloFault {
  status?: number;
  hang?: boolean;
  delayMs?: number;
  afterProcessing?: boolean;
  decline?: { returnCode: string; returnMessage: string };
  times?: number;
}

export function createFaults() {
  const staged = new Map<CieloRoute, CieloFault[]>();
  return {
    add(route: CieloRoute, fault: CieloFault) {
      const times = fault.times ?? 1;
      if (!Number.isInteger(times) || times < 1) throw new TypeError('times must be a positive integer');
      const queue = staged.get(route) ?? [];
      for (let index = 0; index < times; index++) queue.push(fault);
      staged.set(route, queue);
    },
    take: (route: CieloRoute): CieloFault | undefined => staged.get(route)?.shift(),
    clear: () => staged.clear(),
  };
}

export type Faults = ReturnType<typeof createFaults>;
