import type { StagedFault } from '../simulator-kit';

/** The simulator's routes, named for `failNext` and the request log. `void` covers both void paths. */
export type CieloRoute = 'tokenize' | 'getCard' | 'zeroAuth' | 'createSale' | 'getSale' | 'salesByOrder' | 'capture' | 'void';

export const CIELO_ROUTES: readonly CieloRoute[] = [
  'tokenize',
  'getCard',
  'zeroAuth',
  'createSale',
  'getSale',
  'salesByOrder',
  'capture',
  'void',
];

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
export interface CieloFault extends StagedFault {
  decline?: { returnCode: string; returnMessage: string };
}
