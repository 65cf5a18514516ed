/** How a staged fault showed in a logged request. */
export type AppliedFault = 'status' | 'hang' | 'delay';

/**
 * One request as the test controls see it: never a body, a header, a token or a secret. A simulator extends it
 * with what identifies the caller (a client id, a login), and may widen `Applied` with faults of its own.
 */
export interface LoggedRequest<Route extends string = string, Applied extends string = AppliedFault> {
  at: Date;
  method: string;
  route: Route;
  /** The path, without its query string unless the simulator keeps it. */
  path: string;
  /** The HTTP status answered; null while or when the simulator hung (a staged `hang`). */
  status: number | null;
  fault?: Applied;
}
