import type { Dispatcher } from 'undici';
import { sharedAgent } from '../http/agents';
import { type Deadline, deadlineIn, hasPassed, msLeft, retryWithin } from '../http/deadline';
import { answerText, exchange } from '../http/exchange';
import { scalarText } from '../scalar-text';
import { checkAnswer, exchangeFailure, type AnswerCheck, type ExpectedAnswer } from './answer-check';
import { createCircuitBreaker, type CircuitBreaker } from './circuit-breaker';
import { IxcError, stripHtml } from './errors';
import { listBody, parseListAnswer, type IxcListQuery, type IxcListResult, type IxcRow } from './wire';

export interface IxcClientOptions {
  baseUrl: string;
  /** "<userId>:<hexToken>", sent as HTTP Basic. */
  token: string;
  /** One budget per call, retries of a listing included. */
  timeoutMs: number;
  listRetries: number;
  dispatcher?: Dispatcher;
  breaker?: CircuitBreaker;
  /** Told of every call once it ends (retries of a listing included), for the metrics (tenant-directory.ts). */
  onCall?: (call: IxcCallReport) => void;
}

export interface IxcCallReport {
  /** The table or action, never an id: `cliente`, `fn_areceber`, `get_boleto`. */
  operation: string;
  /** 'ok', or the IxcError's failure ('error' for anything else). */
  outcome: string;
  seconds: number;
}

/** A raw answer of an action route (get_boleto, get_pix, …), whose formats differ per action. */
export interface IxcRawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body, for an action called with `answer: 'json'`. */
  json?: unknown;
}

export interface ActionOptions {
  /** What a healthy answer looks like; any other answer counts as a failure of the ERP. */
  answer: ExpectedAnswer;
  /** The action changes something (a trust unlock): never retried, and an unknown outcome is `unconfirmed`. */
  write?: boolean;
}

export interface IxcClient {
  list(table: string, query: IxcListQuery): Promise<IxcListResult>;
  insert(table: string, record: IxcRow): Promise<string>;
  /** IXC replaces the whole row: `record` must be the full record (docs/product/ixc.md#connection). */
  update(table: string, id: string, record: IxcRow): Promise<void>;
  action(name: string, body: Record<string, string>, options: ActionOptions): Promise<IxcRawAnswer>;
  /** Milliseconds until this provider's circuit lets a call through; 0 when calls may go now. */
  retryAfterMs(): number;
  /** The deadline of one call, retries included. */
  readonly timeoutMs: number;
}

const RETRY_BASE_MS = 150;

interface Call extends AnswerCheck {
  method: 'POST' | 'PUT';
  body: unknown;
  listing: boolean;
  deadline: Deadline;
}

export function createIxcClient(options: IxcClientOptions): IxcClient {
  const authorization = `Basic ${Buffer.from(options.token).toString('base64')}`;
  const breaker = options.breaker ?? createCircuitBreaker();
  const dispatcher = options.dispatcher ?? sharedAgent('ixc');

  /** One HTTP exchange, told to the breaker as a success or a failure once its answer is classified. */
  async function send(call: Call): Promise<IxcRawAnswer> {
    if (hasPassed(call.deadline)) throw new IxcError('timeout', `no answer within ${options.timeoutMs} ms`, call.resource);
    const permit = breaker.acquire();
    if (!permit.granted) {
      throw new IxcError('circuit_open', `circuit open, next call in ${permit.retryAfterMs} ms`, call.resource, permit.retryAfterMs);
    }
    let answer: IxcRawAnswer;
    try {
      answer = await rawExchange(call);
    } catch (error) {
      breaker.failed();
      throw exchangeFailure(error, call, options.timeoutMs);
    }
    const { failure, json } = checkAnswer(answer, call);
    if (failure) {
      breaker.failed();
      throw failure;
    }
    breaker.succeeded();
    return { ...answer, json };
  }

  async function rawExchange(call: Call): Promise<IxcRawAnswer> {
    const answer = await exchange({
      method: call.method,
      url: `${options.baseUrl}/${call.resource}`,
      dispatcher,
      headers: {
        authorization,
        'content-type': 'application/json',
        accept: 'application/json, text/plain, */*',
        ...(call.listing ? { ixcsoft: 'listar' } : {}),
      },
      body: JSON.stringify(call.body),
      timeoutMs: msLeft(call.deadline),
    });
    const contentType = String(answer.headers['content-type'] ?? '');
    return { status: answer.status, contentType, text: answerText(answer, /iso-8859-1|latin1/i.test(contentType) ? 'latin1' : 'utf-8') };
  }

  /**
   * Listing is read-only, so a failed one may be tried again, within the same deadline, after a jittered
   * pause; never once the circuit has opened, and never a write.
   */
  const withRetries = <T>(attempt: (deadline: Deadline) => Promise<T>): Promise<T> =>
    retryWithin(
      deadlineIn(options.timeoutMs),
      {
        retries: options.listRetries,
        basePauseMs: RETRY_BASE_MS,
        retryable: (error) => error instanceof IxcError && error.failure === 'unavailable' && breaker.retryAfterMs() === 0,
      },
      attempt,
    );

  const write = (method: 'POST' | 'PUT', resource: string, body: unknown) =>
    send({ method, resource, body, listing: false, write: true, expected: 'json', deadline: deadlineIn(options.timeoutMs) });

  /** Reports the call's outcome to `onCall`, when given; the result or error passes as it is. */
  async function observed<T>(resource: string, call: () => Promise<T>): Promise<T> {
    if (!options.onCall) return call();
    const started = performance.now();
    const report = (outcome: string) =>
      options.onCall?.({ operation: resource.split('/')[0]!, outcome, seconds: (performance.now() - started) / 1000 });
    try {
      const result = await call();
      report('ok');
      return result;
    } catch (error) {
      report(error instanceof IxcError ? error.failure : 'error');
      throw error;
    }
  }

  return {
    list: (table, query) => observed(table, () => listWithRetries(table, query)),
    insert: (table, record) => observed(table, () => insertRow(table, record)),
    update: (table, id, record) => observed(table, () => updateRow(table, id, record)),
    action: (name, body, actionOptions) => observed(name, () => callAction(name, body, actionOptions)),
    retryAfterMs: () => breaker.retryAfterMs(),
    timeoutMs: options.timeoutMs,
  };

  function listWithRetries(table: string, query: IxcListQuery): Promise<IxcListResult> {
    return withRetries(async (deadline) => {
      const body = listBody(table, query);
      const answer = await send({ method: 'POST', resource: table, body, listing: true, write: false, expected: 'json', deadline });
      const parsed = parseListAnswer(interpret(answer, table));
      if (!parsed) throw new IxcError('malformed', 'list answer without total', table);
      return parsed;
    });
  }

  async function insertRow(table: string, record: IxcRow): Promise<string> {
    const answer = interpret(await write('POST', table, record), table);
    const id = (answer as { id?: unknown }).id;
    if (id === undefined || id === null || id === '') throw new IxcError('malformed', 'insert answer without id', table);
    return scalarText(id);
  }

  async function updateRow(table: string, id: string, record: IxcRow): Promise<void> {
    const resource = `${table}/${encodeURIComponent(id)}`;
    interpret(await write('PUT', resource, record), resource);
  }

  async function callAction(name: string, body: Record<string, string>, { answer: expected, write: changes = false }: ActionOptions) {
    const deadline = deadlineIn(options.timeoutMs);
    const answer = await send({ method: 'POST', resource: name, body, listing: false, write: changes, expected, deadline });
    if (answer.status === 401 || answer.status === 403) throw new IxcError('unauthorized', `HTTP ${answer.status}`, name);
    return answer;
  }
}

/** Reads a JSON answer the IXC way: refusals come with HTTP 200 too, as `{type:"error"}`. */
function interpret(answer: IxcRawAnswer, resource: string): Record<string, unknown> {
  if (answer.status === 401 || answer.status === 403) throw new IxcError('unauthorized', `HTTP ${answer.status}`, resource);
  const parsed = answer.json;
  if (!parsed || typeof parsed !== 'object') throw new IxcError('malformed', 'answer is not an object', resource);
  const { type, message } = parsed as { type?: unknown; message?: unknown };
  if (type === 'error') throw new IxcError('rejected', stripHtml(scalarText(message ?? '')), resource);
  if (answer.status >= 400) throw new IxcError('rejected', `HTTP ${answer.status}`, resource);
  return parsed as Record<string, unknown>;
}
