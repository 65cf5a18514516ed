import { Agent, type Dispatcher, request } from 'undici';
import { asksForPasswordConfirmation, type CodeReading, failureOfCode, NextcloudError, PASSWORD_CONFIRMATION_LOG, redact } from './errors';

export interface NextcloudHttpOptions {
  /** The Nextcloud's base URL, e.g. `https://cloud.provider.com.br` (a sub-path install keeps its path). */
  url: string;
  username: string;
  /** Sent in the Authorization header only; never in a URL, an error or a log. */
  password: string;
  /** Deadline of one call, connect to last byte of the answer. */
  timeoutMs: number;
  dispatcher?: Dispatcher;
}

export interface OcsSuccess {
  data: unknown;
}

export type OcsMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One OCS call: `path` under `/ocs/v1.php`, form fields (arrays as `name[]`), and how to read its failure codes. */
export type OcsSend = (
  method: OcsMethod,
  path: string,
  options?: { form?: Record<string, string | string[]>; operation?: string; codes?: CodeReading; secrets?: string[] },
) => Promise<OcsSuccess>;

const sharedAgent = new Agent({ keepAliveTimeout: 30_000, connections: 16 });
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function isTimeout(error: unknown): boolean {
  return [error, (error as { cause?: unknown } | null)?.cause].some((item) => {
    const { code, name } = (item ?? {}) as { code?: unknown; name?: unknown };
    return TIMED_OUT.has(String(code)) || name === 'TimeoutError' || name === 'AbortError';
  });
}

function encodeForm(form: Record<string, string | string[]>): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (Array.isArray(value)) for (const item of value) body.append(`${key}[]`, item);
    else body.append(key, value);
  }
  return body.toString();
}

/** The envelope's meta, or undefined when the body is not `{"ocs":{"meta":{...}}}`. */
function readEnvelope(text: string): { statuscode: number; message: string; data: unknown } | undefined {
  try {
    const ocs = (JSON.parse(text) as { ocs?: { meta?: { statuscode?: unknown; message?: unknown }; data?: unknown } }).ocs;
    if (!ocs?.meta || typeof ocs.meta.statuscode !== 'number') return undefined;
    return { statuscode: ocs.meta.statuscode, message: typeof ocs.meta.message === 'string' ? ocs.meta.message : '', data: ocs.data };
  } catch {
    return undefined;
  }
}

/**
 * OCS v1 with JSON: `?format=json`, `OCS-APIRequest: true` (without it Nextcloud answers 412 "CSRF check failed")
 * and Basic auth. v1 because it says everything in `meta.statuscode` (100 = success, HTTP 200 even on failure,
 * except 401), so one reading covers every answer.
 */
export function createOcsSend(options: NextcloudHttpOptions): OcsSend {
  const dispatcher = options.dispatcher ?? sharedAgent;
  const base = `${options.url.replace(/\/+$/, '')}/ocs/v1.php`;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  return async (method, path, { form, operation = `${method} ${path}`, codes, secrets = [] } = {}) => {
    const hidden = [options.password, ...secrets];
    let status: number;
    let text: string;
    try {
      const response = await request(`${base}${path}${path.includes('?') ? '&' : '?'}format=json`, {
        method,
        dispatcher,
        headers: {
          authorization,
          'ocs-apirequest': 'true',
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: encodeForm(form) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      // The underlying error (its URL, socket details) is dropped: our message only.
      if (isTimeout(error)) throw new NextcloudError('timeout', `no answer within ${options.timeoutMs} ms`, operation);
      throw new NextcloudError('unavailable', 'no answer (connection failed or dropped)', operation);
    }
    const envelope = readEnvelope(text);
    if (status === 401 || envelope?.statuscode === 997) {
      throw new NextcloudError('unauthorized', 'check the admin username and password', operation, 997, status);
    }
    if (status >= 500) throw new NextcloudError('unavailable', `HTTP ${status}`, operation, envelope?.statuscode ?? 0, status);
    if (!envelope) throw new NextcloudError('malformed', `HTTP ${status} without an OCS envelope: check the URL`, operation, 0, status);
    if (envelope.statuscode === 100) return { data: envelope.data };
    // Not "wrong credentials": the same credentials read; the write wants the login password (errors.ts).
    if (asksForPasswordConfirmation(envelope.statuscode, envelope.message)) {
      throw new NextcloudError('password_confirmation', PASSWORD_CONFIRMATION_LOG, operation, envelope.statuscode, status);
    }
    const message = redact(envelope.message, hidden) || `OCS ${envelope.statuscode}`;
    throw new NextcloudError(failureOfCode(envelope.statuscode, codes), message, operation, envelope.statuscode, status);
  };
}
