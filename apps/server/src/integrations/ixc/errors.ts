/**
 * Why an ERP call failed (docs/decisions/010).
 * - `unavailable`: connection refused or reset, HTTP 5xx, IXC's red HTML block (overload or a bad column), or
 *   an answer that is not what a healthy IXC sends (not JSON where JSON is due).
 * - `timeout`: no answer within the deadline (a read).
 * - `unconfirmed`: a write whose outcome is unknown: sent, but no answer within the deadline, the connection
 *   dropped, or the proxy gave up on IXC (502/504). It may have been carried out.
 * - `circuit_open`: not called at all, because the provider's ERP keeps failing; `retryAfterMs` says when the
 *   next call may go.
 * - `rejected`: IXC answered `{type:"error"}` (a refused operation, a missing permission).
 * - `unauthorized`: the tenant's token is wrong (HTTP 401/403).
 * - `malformed`: an answer that is not what the protocol promises.
 */
export type IxcFailure = 'unavailable' | 'timeout' | 'unconfirmed' | 'circuit_open' | 'rejected' | 'unauthorized' | 'malformed';

export class IxcError extends Error {
  constructor(
    readonly failure: IxcFailure,
    message: string,
    readonly resource: string,
    /** For `circuit_open`: milliseconds until the next call may go. */
    readonly retryAfterMs = 0,
  ) {
    super(`IXC ${resource}: ${message}`);
    this.name = 'IxcError';
  }
}

export function isIxcFailure(error: unknown, failure: IxcFailure): error is IxcError {
  return error instanceof IxcError && error.failure === failure;
}

/**
 * What a feature throws when its ERP call failed: its own failure (with its
 * docs/product/ixc.md#failures-timeouts-and-the-circuit-breaker text), except for an open circuit, which every endpoint
 * answers alike (503, Retry-After and the generic text).
 */
export function featureFailure(error: unknown, failure: Error): Error {
  return isIxcFailure(error, 'circuit_open') ? error : failure;
}

/** IXC error blocks are HTML; keep the words, drop the markup, cap the length for logs. */
export function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}
