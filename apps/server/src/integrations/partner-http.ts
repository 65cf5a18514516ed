import { Agent, type Dispatcher, request } from 'undici';

/**
 * One HTTP exchange with a partner system (Watch, SVA login, Toca Livros, the ACSs), shared so that each adapter
 * keeps only its wire: the URL, the headers and the body it sends, and how it reads the answer.
 */
/** Deadline of one call to a partner app's API by default. */
export const DEFAULT_PARTNER_TIMEOUT_MS = 10_000;

export interface PartnerExchange {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path after the base URL, starting with `/`; may carry its own query string. */
  path: string;
  /** Added to the query string. */
  query?: Record<string, string>;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as an `application/x-www-form-urlencoded` body. */
  form?: Record<string, string>;
  /** `Authorization` header value; never part of a URL, an error or a log. */
  authorization?: string;
}

export interface PartnerAnswer {
  status: number;
  /** The parsed JSON body; `undefined` when empty or not JSON. */
  body: unknown;
  /** Response headers, lower-case names (undici's). */
  headers: Record<string, string | string[] | undefined>;
}

/**
 * No answer from the partner. The message is ours: the underlying error (with its URL, socket details and perhaps
 * credentials) is dropped.
 */
export class PartnerTransportError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unavailable',
    partner: string,
  ) {
    super(reason === 'timeout' ? `no answer from ${partner} within the deadline` : `${partner} could not be reached`);
    this.name = 'PartnerTransportError';
  }
}

export type PartnerSend = (exchange: PartnerExchange) => Promise<PartnerAnswer>;

export interface PartnerHttpOptions {
  /** Named in transport errors, e.g. 'Watch'. */
  partner: string;
  baseUrl: string;
  /** From connect to the last byte of the answer. */
  timeoutMs: number;
  /** Sent with every exchange that brings none of its own. */
  authorization?: string;
  dispatcher?: Dispatcher;
}

/** The `Authorization` value of HTTP Basic; also a secret to clean from partner texts. */
export const basicAuthorization = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

const sharedAgent = new Agent({ keepAliveTimeout: 30_000, connections: 16 });
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** A sender bound to one partner's base URL and deadline. */
export function createPartnerSend(options: PartnerHttpOptions): PartnerSend {
  const dispatcher = options.dispatcher ?? sharedAgent;
  const base = options.baseUrl.replace(/\/+$/, '');
  return async ({ method, path, query, json, form, authorization }) => {
    const search =
      query && Object.keys(query).length > 0 ? `${path.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}` : '';
    const headers: Record<string, string> = { accept: 'application/json' };
    const auth = authorization ?? options.authorization;
    if (auth) headers.authorization = auth;
    let body: string | undefined;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    try {
      const response = await request(`${base}${path}${search}`, {
        method,
        dispatcher,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.body.text();
      return { status: response.statusCode, body: parseJson(text), headers: response.headers };
    } catch (error) {
      throw new PartnerTransportError(timedOut(error) ? 'timeout' : 'unavailable', options.partner);
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
