import { Agent, type Dispatcher, request } from 'undici';

export interface WatchAnswer {
  status: number;
  /** The parsed JSON body; `undefined` when empty or not JSON. */
  body: unknown;
}

export interface WatchExchange {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as the query string of a GET, or as a form body of a POST (Watch's docs use form fields). */
  params: Record<string, string>;
  /** `Authorization` header value; never part of a URL, an error or a log. */
  authorization?: string;
}

/** No answer from Watch. The message is ours: the underlying error (with its URL and socket details) is dropped. */
export class WatchTransportError extends Error {
  constructor(readonly reason: 'timeout' | 'unavailable') {
    super(reason === 'timeout' ? 'no answer from Watch within the deadline' : 'Watch could not be reached');
    this.name = 'WatchTransportError';
  }
}

const sharedAgent = new Agent({ keepAliveTimeout: 30_000, connections: 16 });
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export type WatchSend = (exchange: WatchExchange) => Promise<WatchAnswer>;

/** One exchange with Watch, bounded by `timeoutMs` from connect to the last byte of the answer. */
export function createWatchSend(options: { baseUrl: string; timeoutMs: number; dispatcher?: Dispatcher }): WatchSend {
  const dispatcher = options.dispatcher ?? sharedAgent;
  const base = options.baseUrl.replace(/\/+$/, '');
  return async ({ method, path, params, authorization }) => {
    const form = new URLSearchParams(params).toString();
    const url = method === 'GET' && form ? `${base}${path}?${form}` : `${base}${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (authorization) headers.authorization = authorization;
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    try {
      const response = await request(url, {
        method,
        dispatcher,
        headers,
        ...(method === 'POST' ? { body: form } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.body.text();
      return { status: response.statusCode, body: parseJson(text) };
    } catch (error) {
      throw new WatchTransportError(timedOut(error) ? 'timeout' : 'unavailable');
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

function timedOut(error: unknown): boolean {
  return [error, (error as { cause?: unknown } | null)?.cause].some((item) => {
    const { code, name } = (item ?? {}) as { code?: unknown; name?: unknown };
    return TIMED_OUT.has(String(code)) || name === 'TimeoutError' || name === 'AbortError';
  });
}
