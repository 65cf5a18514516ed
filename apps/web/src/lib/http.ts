import { MESSAGES } from '@central/domain';

/** Every failed call ends up as one of these, with the pt-BR text to show in `message`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Form calls: each field's first problem, to show under that field. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let tenantClientId: string | null = null;

/** Set once at boot, from the tenant theme: the server refuses calls whose client_id disagrees with the host. */
export function setTenantClientId(clientId: string | null): void {
  tenantClientId = clientId;
}

async function request<T>(method: Method, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (tenantClientId) headers.client_id = tenantClientId;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_failure', MESSAGES.serverFailure);
  }

  const payload = await readJson(response);
  if (!response.ok) throw errorFrom(response.status, payload);
  return payload as T;
}

/** A GET started ahead of the code that will make it, and its answer once it came (none if it failed). */
interface EarlyRead {
  pending: Promise<unknown>;
  startedAt: number;
  answer?: unknown;
}

/** GETs started ahead of the code that will make them (a page's first reads), each waiting to be taken once. */
const earlyReads = new Map<string, EarlyRead>();
/** An early read nobody took within this long is stale: the page that wanted it was left. */
const EARLY_READ_FRESH_MS = 10_000;

/**
 * Starts a GET now, for the next `http.get` of the same path to take instead of asking again: the panel's loader
 * starts the home's reads beside the session check rather than after it (one round trip less before the home shows).
 * Gives the read's answer, for the reads that follow from it.
 */
export function readEarly(path: string): Promise<unknown> {
  const started = earlyReads.get(path);
  if (started) return started.pending;
  const pending = request('GET', path);
  const read: EarlyRead = { pending, startedAt: Date.now() };
  // Whoever takes it sees the failure; untaken, it must not surface as an unhandled rejection.
  pending.then(
    (answer) => (read.answer = answer),
    () => undefined,
  );
  earlyReads.set(path, read);
  return pending;
}

/** Forgets the early reads nobody took, e.g. because the session they were made under turned out to be gone. */
export function dropEarlyReads(): void {
  earlyReads.clear();
}

/**
 * The answer of this path's early read if it is in and not taken yet. The reads a page's HTML preloads are usually in
 * before its code has booted: the shell's SWR cache takes them from here (components/shell-cache.ts), so the page is
 * drawn once, with its data, instead of a skeleton and then one render per answer. Nothing waits for an answer still
 * under way.
 */
export function earlyAnswerOf(path: string): { answer: unknown } | undefined {
  const read = earlyReads.get(path);
  return read && 'answer' in read && fresh(read) ? { answer: read.answer } : undefined;
}

const fresh = (read: EarlyRead) => Date.now() - read.startedAt < EARLY_READ_FRESH_MS;

function takeEarlyRead<T>(path: string): Promise<T> | undefined {
  const early = earlyReads.get(path);
  earlyReads.delete(path);
  return early && fresh(early) ? (early.pending as Promise<T>) : undefined;
}

/**
 * The Idempotency-Key of each action under way or worth retrying, by what it sends
 * (docs/product/README.md#repeated-requests). The same submission sent again while the first is under way (a
 * double click), or after it failed without a final answer (no connection, a server failure, a limit), reuses the
 * key, so the server does it once and answers both alike; once an answer is final, the same submission is a new
 * action with a new key.
 */
const actionKeys = new Map<string, string>();
/** Failed actions are remembered for their retries; a page left open for days keeps no more than this many. */
const MAX_ACTION_KEYS = 50;

/** A random UUID, also where the page is not a secure context and `crypto.randomUUID` is missing. */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a failed attempt leaves the action to be retried as it is: it got no final answer. */
function mayBeRetried(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 429 || error.code === 'IDEMPOTENCY_KEY_IN_PROGRESS';
}

async function requestOnce<T>(method: 'POST' | 'PATCH', path: string, body: unknown): Promise<T> {
  const action = `${method} ${path} ${JSON.stringify(body)}`;
  const key = actionKeys.get(action) ?? newActionKey();
  actionKeys.delete(action);
  actionKeys.set(action, key);
  const forget = () => {
    if (actionKeys.get(action) === key) actionKeys.delete(action);
  };
  try {
    const answer = await request<T>(method, path, body, key);
    forget();
    return answer;
  } catch (error) {
    if (!mayBeRetried(error)) forget();
    for (const oldest of actionKeys.keys()) {
      if (actionKeys.size <= MAX_ACTION_KEYS) break;
      actionKeys.delete(oldest);
    }
    throw error;
  }
}

export const http = {
  get: <T>(path: string) => takeEarlyRead<T>(path) ?? request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  /** A POST that creates or sends something: done once per user action, however often it is sent (actionKeys). */
  postOnce: <T>(path: string, body?: unknown) => requestOnce<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  /** A PATCH that changes something outside Central (a router's Wi-Fi): done once per user action, like postOnce. */
  patchOnce: <T>(path: string, body?: unknown) => requestOnce<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, payload: unknown): ApiError {
  const { code, message, fields } = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  return new ApiError(
    status,
    typeof code === 'string' ? code : `http_${status}`,
    typeof message === 'string' && message ? message : MESSAGES.serverFailure,
    fieldTexts(fields),
  );
}

function fieldTexts(fields: unknown): Record<string, string> {
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * A write the ERP did not confirm (504, code `*_UNCONFIRMED`): it may have happened, so the person is told, in
 * the server's words, to check before trying again (docs/decisions/010).
 */
export function isUnconfirmedWrite(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 504 && error.code.endsWith('_UNCONFIRMED');
}

/** The text to show for a failed call: the server's own message, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.serverFailure;
}
