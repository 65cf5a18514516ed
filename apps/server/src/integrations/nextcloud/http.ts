import type { Dispatcher } from 'undici';
import { sharedAgent } from '../http/agents';
import { answerText, exchange, formBody, parseJson } from '../http/exchange';
import { HttpTransportError, timedOut } from '../http/transport-error';
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

/** The envelope's meta, or undefined when the body is not `{"ocs":{"meta":{...}}}`. */
function readEnvelope(text: string): { statuscode: number; message: string; data: unknown } | undefined {
  const ocs = (parseJson(text) as { ocs?: { meta?: { statuscode?: unknown; message?: unknown }; data?: unknown } } | null | undefined)?.ocs;
  if (!ocs?.meta || typeof ocs.meta.statuscode !== 'number') return undefined;
  return { statuscode: ocs.meta.statuscode, message: typeof ocs.meta.message === 'string' ? ocs.meta.message : '', data: ocs.data };
}

/**
 * OCS v1 with JSON: `?format=json`, `OCS-APIRequest: true` (without it Nextcloud answers 412 "CSRF check failed")
 * and Basic auth. v1 because it says everything in `meta.statuscode` (100 = success, HTTP 200 even on failure,
 * except 401), so one reading covers every answer.
 */
export function createOcsSend(options: NextcloudHttpOptions): OcsSend {
  const dispatcher = options.dispatcher ?? sharedAgent('nextcloud');
  const base = `${options.url.replace(/\/+$/, '')}/ocs/v1.php`;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  return async (method, path, { form, operation = `${method} ${path}`, codes, secrets = [] } = {}) => {
    const hidden = [options.password, ...secrets];
    let status: number;
    let text: string;
    try {
      const answer = await exchange({
        method,
        url: `${base}${path}${path.includes('?') ? '&' : '?'}format=json`,
        dispatcher,
        headers: {
          authorization,
          'ocs-apirequest': 'true',
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? formBody(form) : undefined,
        timeoutMs: options.timeoutMs,
      });
      status = answer.status;
      text = answerText(answer);
    } catch (error) {
      if (!(error instanceof HttpTransportError)) throw error;
      // The underlying error (its socket details) is dropped: our message only.
      if (timedOut(error.reason)) throw new NextcloudError('timeout', `no answer within ${options.timeoutMs} ms`, operation);
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
