import type { IncomingHttpHeaders } from 'node:http';
import { type Dispatcher, request } from 'undici';
import { maskUrl } from '../../lib/log-masking';
import { type HttpTransportError, transportError } from './transport-error';

/**
 * One HTTP exchange of an adapter with the system it speaks to (IXC, Cielo, Nextcloud, the partners, the ACSs):
 * the request goes out exactly as the adapter built it, the whole answer is read within `timeoutMs` (connect to
 * the last byte), and anything that stops an answer becomes one `HttpTransportError`. The adapter keeps its wire:
 * URL, headers, body, how it reads the answer and what each failure means to it.
 */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** From connect to the last byte of the answer; a call with retries passes what its deadline leaves (`msLeft`). */
  timeoutMs: number;
  /** A pool of `agents.ts`, or a test's own. */
  dispatcher: Dispatcher;
  /** Where to note the exchange; adapters pass none (they log nothing). */
  log?: ExchangeLog;
}

export interface HttpAnswer {
  status: number;
  /** Lower-case names, as undici gives them. */
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

/** A pino-like logger; each exchange is one `debug` line with the URL masked and no header or body. */
export interface ExchangeLog {
  debug(fields: ExchangeLogLine, message: string): void;
}

export interface ExchangeLogLine {
  method: string;
  /** Masked (lib/log-masking.ts): secret query values and token-like path segments are redacted. */
  url: string;
  ms: number;
  status?: number;
  failure?: HttpTransportError['reason'];
}

export const EXCHANGE_LOG_MESSAGE = 'outbound HTTP exchange';

export async function exchange(outgoing: HttpRequest): Promise<HttpAnswer> {
  const started = performance.now();
  const note = (outcome: { status: number } | { failure: HttpTransportError['reason'] }) =>
    outgoing.log?.debug(
      { method: outgoing.method, url: maskUrl(outgoing.url), ms: Math.round(performance.now() - started), ...outcome },
      EXCHANGE_LOG_MESSAGE,
    );
  let answer: HttpAnswer;
  try {
    const response = await request(outgoing.url, {
      method: outgoing.method,
      dispatcher: outgoing.dispatcher,
      headers: outgoing.headers,
      ...(outgoing.body === undefined ? {} : { body: outgoing.body }),
      signal: AbortSignal.timeout(outgoing.timeoutMs),
    });
    answer = { status: response.statusCode, headers: response.headers, bytes: Buffer.from(await response.body.arrayBuffer()) };
  } catch (error) {
    const failure = transportError(error);
    note({ failure: failure.reason });
    throw failure;
  }
  note({ status: answer.status });
  return answer;
}

const UTF8 = new TextDecoder('utf-8');
const LATIN1 = new TextDecoder('latin1');

/** The answer's text: UTF-8 (a leading BOM dropped), or Latin-1 for a system that says so in its content type. */
export const answerText = (answer: HttpAnswer, charset: 'utf-8' | 'latin1' = 'utf-8') =>
  (charset === 'latin1' ? LATIN1 : UTF8).decode(answer.bytes);

/** A JSON body as parsed, or `undefined` when the text is blank or not JSON. */
export function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An `application/x-www-form-urlencoded` body; a list becomes repeated `name[]` fields (PHP's convention). */
export function formBody(form: Record<string, string | readonly string[]>): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (typeof value === 'string') body.append(key, value);
    else for (const item of value) body.append(`${key}[]`, item);
  }
  return body.toString();
}
