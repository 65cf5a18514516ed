/**
 * Why an ERP call failed.
 * - `unavailable`: connection refused or reset, HTTP 5xx, or IXC's red HTML block (overload or a bad column).
 * - `timeout`: no answer within the deadline.
 * - `rejected`: IXC answered `{type:"error"}` (a refused operation, a missing permission).
 * - `unauthorized`: the tenant's token is wrong (HTTP 401/403).
 * - `malformed`: an answer that is not what the protocol promises.
 */
export type IxcFailure = 'unavailable' | 'timeout' | 'rejected' | 'unauthorized' | 'malformed';

export class IxcError extends Error {
  constructor(
    readonly failure: IxcFailure,
    message: string,
    readonly resource: string,
  ) {
    super(`IXC ${resource}: ${message}`);
    this.name = 'IxcError';
  }
}

/** IXC error blocks are HTML; keep the words, drop the markup, cap the length for logs. */
export function stripHtml(text: string): string {
  return text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);
}
