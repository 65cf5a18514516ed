/**
 * The failures every partner app's adapter shares (each adds the refusals its partner tells apart by text).
 * - `rejected`: any other 4xx; `partnerMessage` holds the partner's text.
 * - `unauthorized`: the app's user/secret were refused.
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
