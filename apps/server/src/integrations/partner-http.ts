import type { Dispatcher } from 'undici';
import { sharedAgent } from './http/agents';
import { answerText, exchange, formBody, parseJson } from './http/exchange';
import { HttpTransportError, timedOut } from './http/transport-error';

/*
 * One HTTP exchange with a partner system (Watch, SVA login, Toca Livros, the ACSs), shared so that each adapter
 * keeps only its wire: the URL, the headers and the body it sends, and how it reads the answer. The partners' JSON
 * convention over the exchange every adapter uses (http/exchange.ts), in the partners' pool.
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

/** Awaits `sending`, turning "no answer" into the adapter's own error; any other error passes as it is. */
export async function orTransportError<T>(
  sending: Promise<T>,
  toError: (reason: PartnerTransportError['reason'], message: string) => Error,
): Promise<T> {
  try {
    return await sending;
  } catch (error) {
    if (error instanceof PartnerTransportError) throw toError(error.reason, error.message);
    throw error;
  }
}

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

/** A sender bound to one partner's base URL and deadline. */
export function createPartnerSend(options: PartnerHttpOptions): PartnerSend {
  const dispatcher = options.dispatcher ?? sharedAgent('partners');
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
      body = formBody(form);
    }
    try {
      const answer = await exchange({ method, url: `${base}${path}${search}`, headers, body, timeoutMs: options.timeoutMs, dispatcher });
      return { status: answer.status, body: parseJson(answerText(answer)), headers: answer.headers };
    } catch (error) {
      if (error instanceof HttpTransportError)
        throw new PartnerTransportError(timedOut(error.reason) ? 'timeout' : 'unavailable', options.partner);
      throw error;
    }
  };
}
