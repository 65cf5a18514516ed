import type { StagedFault } from '../simulator-kit';

/** The simulator's routes, named for `failNext` and the request log. */
export type SvaLoginRoute = 'provision' | 'find' | 'resetPassword';

export const SVA_LOGIN_ROUTES: readonly SvaLoginRoute[] = ['provision', 'find', 'resetPassword'];

/**
 * A failure to stage for the next call(s) of a route.
 * - `status`: answer this HTTP status (401 as refused credentials; any other with `{message: 'internal error'}`). Nothing is done.
 * - `hang`: never answer; the request ends when the client gives up or the simulator closes.
 * - `delayMs`: wait this long first, then answer normally.
 * - `times`: how many calls it applies to (default 1).
 */
export type SvaLoginFault = Omit<StagedFault, 'afterProcessing'>;
