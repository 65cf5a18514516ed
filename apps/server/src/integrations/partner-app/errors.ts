/**
 * The failures every partner app's adapter shares (each adds the refusals its partner tells apart by text).
 * - `rejected`: any other 4xx; `partnerMessage` holds the partner's text.
 * - `unauthorized`: the app's credentials (user/secret, or access token) were refused.
 * - `unavailable`: 5xx, or the partner could not be reached.
 * - `timeout`: no complete answer within the deadline (the call may have been done).
 * - `malformed`: an answer that is not what the wire promises.
 */
export type PartnerAppFailure = 'rejected' | 'unauthorized' | 'unavailable' | 'timeout' | 'malformed';

/**
 * A partner app adapter's error: each adapter extends it with its failures, its `name` and the `partner` its messages
 * start with. Carries no request, no header, no secret and no password: callers may log it.
 */
export abstract class PartnerAppError<Failure extends string> extends Error {
  /** How the messages name the partner, e.g. `SVA login`. */
  declare static readonly partner: string;

  constructor(
    readonly failure: Failure,
    message: string,
    /** The operation, e.g. `POST /v1/subscribers`, without identifiers. */
    readonly operation: string,
    readonly httpStatus = 0,
    /** The partner's own text, when it gave one (cleaned of the call's secrets). */
    readonly partnerMessage?: string,
  ) {
    super(`${new.target.partner} ${operation}: ${message}`);
  }
}

/** The test for one failure of an adapter's errors, e.g. `isWatchFailure(error, 'unauthorized')`. */
export const failureTest =
  <E extends PartnerAppError<string>>(ErrorClass: abstract new (...args: never[]) => E) =>
  (error: unknown, failure: E['failure']): error is E =>
    error instanceof ErrorClass && error.failure === failure;

/** An adapter's error class, which the shared pieces raise with the failures they name. */
export type PartnerAppErrorClass<Failure extends string> = new (
  failure: Failure,
  message: string,
  operation: string,
  httpStatus?: number,
  partnerMessage?: string,
) => Error;

/**
 * Throws for the statuses every partner app reads alike: 401/403 are 'unauthorized' (`refused` tells what to check),
 * 5xx 'unavailable'. Any other status is the adapter's to read.
 */
export function refuseByStatus(
  PartnerError: PartnerAppErrorClass<'unauthorized' | 'unavailable'>,
  operation: string,
  status: number,
  refused: string,
): void {
  if (status === 401 || status === 403) throw new PartnerError('unauthorized', `HTTP ${status}: ${refused}`, operation, status);
  if (status >= 500) throw new PartnerError('unavailable', `HTTP ${status}`, operation, status);
}

/** A refusal carrying the partner's text (already cleaned), else `HTTP {status}` as its message. */
export const refusalError = <Failure extends string>(
  PartnerError: PartnerAppErrorClass<Failure>,
  failure: Failure,
  operation: string,
  status: number,
  partnerMessage: string | undefined,
) => new PartnerError(failure, partnerMessage ?? `HTTP ${status}`, operation, status, partnerMessage);
