import { Agent, type Dispatcher, request } from 'undici';

export interface SvaLoginAnswer {
  status: number;
  /** The parsed JSON body; `undefined` when empty or not JSON. */
  body: unknown;
}

export interface SvaLoginExchange {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as JSON; a POST without one has no body. */
  json?: Record<string, unknown>;
}

/** No answer from the partner. The message is ours: the underlying error (URL, socket details) is dropped. */
export class SvaLoginTransportError extends Error {
  constructor(readonly reason: 'timeout' | 'unavailable') {
    super(reason === 'timeout' ? 'no answer from the partner within the deadline' : 'the partner could not be reached');
    this.name = 'SvaLoginTransportError';
  }
}

const sharedAgent = new Agent({ keepAliveTimeout: 30_000, connections: 16 });
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The `Authorization` header value; also a secret to clean from partner texts. */
export const basicAuthorization = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

export type SvaLoginSend = (exchange: SvaLoginExchange) => Promise<SvaLoginAnswer>;

/** One exchange with Basic auth, bounded by `timeoutMs` from connect to the last byte of the answer. */
export function createSvaLoginSend(options: { baseUrl: string; user: string; secret: string; timeoutMs: number; dispatcher?: Dispatcher }): SvaLoginSend {
  const dispatcher = options.dispatcher ?? sharedAgent;
  const base = options.baseUrl.replace(/\/+$/, '');
  const authorization = basicAuthorization(options.user, options.secret);
  return async ({ method, path, json }) => {
    const headers: Record<string, string> = { accept: 'application/json', authorization };
    if (json) headers['content-type'] = 'application/json';
    try {
      const response = await request(`${base}${path}`, {
        method,
        dispatcher,
        headers,
        ...(json ? { body: JSON.stringify(json) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.body.text();
      return { status: response.statusCode, body: parseJson(text) };
    } catch (error) {
      throw new SvaLoginTransportError(timedOut(error) ? 'timeout' : 'unavailable');
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
