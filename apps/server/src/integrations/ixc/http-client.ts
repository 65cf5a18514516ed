import { Agent, type Dispatcher, request } from 'undici';
import { createCircuitBreaker, type CircuitBreaker } from './circuit-breaker';
import { IxcError, stripHtml } from './errors';
import { listBody, parseListAnswer, type IxcListQuery, type IxcListResult, type IxcRow } from './wire';

export interface IxcClientOptions {
  baseUrl: string;
  /** "<userId>:<hexToken>", sent as HTTP Basic. */
  token: string;
  timeoutMs: number;
  listRetries: number;
  dispatcher?: Dispatcher;
  breaker?: CircuitBreaker;
}

/** A raw answer of an action route (get_boleto, get_pix, …), whose formats differ per action. */
export interface IxcRawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export interface IxcClient {
  list(table: string, query: IxcListQuery): Promise<IxcListResult>;
  insert(table: string, record: IxcRow): Promise<string>;
  /** IXC replaces the whole row: `record` must be the full record (reference §1.2). */
  update(table: string, id: string, record: IxcRow): Promise<void>;
  action(name: string, body: Record<string, string>): Promise<IxcRawAnswer>;
}

const sharedAgent = new Agent({ keepAliveTimeout: 30_000, connections: 64 });
const RETRY_BASE_MS = 150;

export function createIxcClient(options: IxcClientOptions): IxcClient {
  const authorization = `Basic ${Buffer.from(options.token).toString('base64')}`;
  const breaker = options.breaker ?? createCircuitBreaker();
  const dispatcher = options.dispatcher ?? sharedAgent;

  async function send(method: 'POST' | 'PUT', resource: string, body: unknown, listing: boolean, deadline: number) {
    if (!breaker.allows()) throw new IxcError('unavailable', 'circuit open after repeated failures', resource);
    try {
      const answer = await exchange(method, resource, body, listing, deadline);
      breaker.succeeded();
      return answer;
    } catch (error) {
      if (error instanceof IxcError && (error.failure === 'unavailable' || error.failure === 'timeout')) breaker.failed();
      throw error;
    }
  }

  async function exchange(method: 'POST' | 'PUT', resource: string, body: unknown, listing: boolean, deadline: number) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new IxcError('timeout', `no answer within ${options.timeoutMs} ms`, resource);
    try {
      const response = await request(`${options.baseUrl}/${resource}`, {
        method,
        dispatcher,
        headers: {
          authorization,
          'content-type': 'application/json',
          accept: 'application/json, text/plain, */*',
          ...(listing ? { ixcsoft: 'listar' } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(remaining),
      });
      const contentType = String(response.headers['content-type'] ?? '');
      const bytes = Buffer.from(await response.body.arrayBuffer());
      const text = new TextDecoder(/iso-8859-1|latin1/i.test(contentType) ? 'latin1' : 'utf-8').decode(bytes);
      return { status: response.statusCode, contentType, text };
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new IxcError('timeout', `no answer within ${options.timeoutMs} ms`, resource);
      }
      throw new IxcError('unavailable', (error as Error).message, resource);
    }
  }

  /** Listing is read-only, so it may be retried within the same deadline; writes never are. */
  async function withRetries<T>(resource: string, attempt: (deadline: number) => Promise<T>): Promise<T> {
    const deadline = Date.now() + options.timeoutMs;
    for (let retry = 0; ; retry++) {
      try {
        return await attempt(deadline);
      } catch (error) {
        const retryable = error instanceof IxcError && error.failure === 'unavailable';
        const pause = RETRY_BASE_MS * 2 ** retry;
        if (!retryable || retry >= options.listRetries || Date.now() + pause >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  return {
    list(table, query) {
      return withRetries(table, async (deadline) => {
        const answer = await send('POST', table, listBody(table, query), true, deadline);
        const parsed = parseListAnswer(interpret(answer, table));
        if (!parsed) throw new IxcError('malformed', 'list answer without total', table);
        return parsed;
      });
    },
    async insert(table, record) {
      const answer = interpret(await send('POST', table, record, false, Date.now() + options.timeoutMs), table);
      const id = (answer as { id?: unknown }).id;
      if (id === undefined || id === null || id === '') throw new IxcError('malformed', 'insert answer without id', table);
      return String(id);
    },
    async update(table, id, record) {
      const resource = `${table}/${encodeURIComponent(id)}`;
      interpret(await send('PUT', resource, record, false, Date.now() + options.timeoutMs), resource);
    },
    async action(name, body) {
      const answer = await send('POST', name, body, false, Date.now() + options.timeoutMs);
      if (answer.status === 401 || answer.status === 403) throw new IxcError('unauthorized', `HTTP ${answer.status}`, name);
      return answer;
    },
  };
}

/** Reads an answer the IXC way: errors come with HTTP 200 too, as JSON `{type:"error"}` or an HTML block. */
function interpret(answer: IxcRawAnswer, resource: string): Record<string, unknown> {
  if (answer.status === 401 || answer.status === 403) throw new IxcError('unauthorized', `HTTP ${answer.status}`, resource);
  if (answer.status >= 500) throw new IxcError('unavailable', `HTTP ${answer.status} ${stripHtml(answer.text)}`, resource);
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    // The red HTML block ("Ocorreu um erro ao processar") means IXC could not process the call: overload
    // as often as a bad column. Treating it as unavailable lets a read be retried and the breaker count it.
    throw new IxcError('unavailable', stripHtml(answer.text) || `HTTP ${answer.status}`, resource);
  }
  if (!parsed || typeof parsed !== 'object') throw new IxcError('malformed', 'answer is not an object', resource);
  const { type, message } = parsed as { type?: unknown; message?: unknown };
  if (type === 'error') throw new IxcError('rejected', stripHtml(String(message ?? '')), resource);
  if (answer.status >= 400) throw new IxcError('rejected', `HTTP ${answer.status}`, resource);
  return parsed as Record<string, unknown>;
}
