import { randomUUID } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { sharedAgent } from '../http/agents';
import { answerText, exchange, parseJson } from '../http/exchange';
import { HttpTransportError, timedOut, type TransportReason } from '../http/transport-error';

export interface CieloHttpOptions {
  merchantId: string;
  /** Sent as a header only; never in a URL, an error or a log. */
  merchantKey: string;
  /** Deadline of one call, connect to last byte of the answer. */
  timeoutMs: number;
  dispatcher?: Dispatcher;
}

export interface CieloAnswer {
  status: number;
  /** The parsed JSON body; `undefined` when empty or not JSON. */
  body: unknown;
}

/**
 * Why no answer came:
 * - `not_sent`: the connection was never made (refused, unknown host): Cielo cannot have acted;
 * - `timeout`: no complete answer within the deadline: Cielo may have acted;
 * - `network`: the connection dropped on the way: Cielo may have acted.
 */
export type TransportFailure = 'not_sent' | 'timeout' | 'network';

/** No answer from Cielo. Its message is ours: the underlying error (and its URL or socket details) is dropped. */
export class CieloTransportError extends Error {
  constructor(readonly reason: TransportFailure) {
    super(`no answer from Cielo (${reason})`);
    this.name = 'CieloTransportError';
  }
}

export type CieloSend = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, requestId?: string) => Promise<CieloAnswer>;

/** One JSON exchange with Cielo's headers (manual: MerchantId, MerchantKey, RequestId, Content-Type). */
export function createCieloSend(options: CieloHttpOptions): CieloSend {
  const dispatcher = options.dispatcher ?? sharedAgent('cielo');
  return async (method, url, body, requestId = randomUUID()) => {
    try {
      const answer = await exchange({
        method,
        url,
        dispatcher,
        headers: {
          MerchantId: options.merchantId,
          MerchantKey: options.merchantKey,
          RequestId: requestId,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: options.timeoutMs,
      });
      return { status: answer.status, body: parseJson(answerText(answer)) };
    } catch (error) {
      if (error instanceof HttpTransportError) throw new CieloTransportError(transportFailure(error.reason));
      throw error;
    }
  };
}

/**
 * `not_sent` only for a refused connection, an unknown host or a connect timeout; any other loss (an unreachable
 * host and a failed TLS handshake included) is read as `network`, the cautious reading where money moves.
 */
function transportFailure(reason: TransportReason): TransportFailure {
  if (reason === 'refused' || reason === 'connect_timeout') return 'not_sent';
  return timedOut(reason) ? 'timeout' : 'network';
}
