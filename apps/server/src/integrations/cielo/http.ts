import { randomUUID } from 'node:crypto';
import { Agent, type Dispatcher, request } from 'undici';

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

const sharedAgent = new Agent({ keepAliveTimeout: 30_000, connections: 32 });
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export type CieloSend = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, requestId?: string) => Promise<CieloAnswer>;

/** One JSON exchange with Cielo's headers (manual: MerchantId, MerchantKey, RequestId, Content-Type). */
export function createCieloSend(options: CieloHttpOptions): CieloSend {
  const dispatcher = options.dispatcher ?? sharedAgent;
  return async (method, url, body, requestId = randomUUID()) => {
    try {
      const response = await request(url, {
        method,
        dispatcher,
        headers: {
          MerchantId: options.merchantId,
          MerchantKey: options.merchantKey,
          RequestId: requestId,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.body.text();
      return { status: response.statusCode, body: parseJson(text) };
    } catch (error) {
      throw new CieloTransportError(transportFailure(error));
    }
  };
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function transportFailure(error: unknown): TransportFailure {
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map((item) => {
    const { code, name } = (item ?? {}) as { code?: unknown; name?: unknown };
    return { code: String(code ?? ''), name: String(name ?? '') };
  });
  if (codes.some(({ code }) => NOT_SENT.has(code))) return 'not_sent';
  if (codes.some(({ code, name }) => TIMED_OUT.has(code) || name === 'TimeoutError' || name === 'AbortError')) return 'timeout';
  return 'network';
}
