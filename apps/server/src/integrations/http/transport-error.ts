/**
 * Why an exchange got no answer, from the earliest stage to the latest:
 * - `refused`: the host refused the connection or its name does not resolve: nothing was sent;
 * - `unreachable`: no route to the host or its network: nothing was sent;
 * - `tls`: the TLS handshake failed (an untrusted or expired certificate, a protocol mismatch): nothing was sent;
 * - `connect_timeout`: no connection within undici's connect timeout: nothing was sent;
 * - `response_timeout`: connected, but undici's headers or body timeout passed: the request may have been acted on;
 * - `deadline`: the exchange's own deadline passed, at whatever stage: it may have been acted on;
 * - `dropped`: anything else, such as a connection reset on the way: it may have been acted on.
 * Each adapter maps these onto its own failures (which count as "not sent", which as "timeout").
 */
export type TransportReason = 'refused' | 'unreachable' | 'tls' | 'connect_timeout' | 'response_timeout' | 'deadline' | 'dropped';

/**
 * No answer. The message is ours and names no URL, header or credential; `detail` keeps the underlying error's own
 * message (a host and port at most, e.g. `connect ECONNREFUSED 10.0.0.5:443`) for the adapters that show it.
 */
export class HttpTransportError extends Error {
  constructor(
    readonly reason: TransportReason,
    readonly detail: string,
  ) {
    super(`no answer (${reason})`);
    this.name = 'HttpTransportError';
  }
}

const REFUSED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH']);
const TLS = /CERT|TLS|SSL/;
const RESPONSE_TIMEOUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** The name of the reason `AbortSignal.timeout` aborts with, and of undici's own abort error. */
const DEADLINE = new Set(['TimeoutError', 'AbortError']);

/** Classifies what undici threw, reading the error and its `cause` (codes first: they say the stage). */
export function transportError(error: unknown): HttpTransportError {
  const layers = [error, (error as { cause?: unknown } | null)?.cause].map((item) => {
    const { code, name } = (item ?? {}) as { code?: unknown; name?: unknown };
    return { code: typeof code === 'string' ? code : '', name: typeof name === 'string' ? name : '' };
  });
  const some = (test: (layer: { code: string; name: string }) => boolean) => layers.some(test);
  const reason: TransportReason = some(({ code }) => code === 'UND_ERR_CONNECT_TIMEOUT')
    ? 'connect_timeout'
    : some(({ code }) => REFUSED.has(code))
      ? 'refused'
      : some(({ code }) => UNREACHABLE.has(code))
        ? 'unreachable'
        : some(({ code }) => TLS.test(code))
          ? 'tls'
          : some(({ code }) => RESPONSE_TIMEOUT.has(code))
            ? 'response_timeout'
            : some(({ name }) => DEADLINE.has(name))
              ? 'deadline'
              : 'dropped';
  const { message } = (error ?? {}) as { message?: unknown };
  return new HttpTransportError(reason, String(message ?? error));
}

/** No answer came in time: undici's response timeouts or the deadline (not a connect timeout: nothing was sent). */
export const timedOut = (reason: TransportReason) => reason === 'response_timeout' || reason === 'deadline';
