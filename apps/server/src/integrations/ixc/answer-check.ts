import { HttpTransportError, transportError, type TransportReason } from '../http/transport-error';
import { IxcError, stripHtml } from './errors';

/** What a healthy IXC answers a call with: JSON (lists, inserts, most actions), or a printed document. */
export type ExpectedAnswer = 'json' | 'document';

export interface AnswerCheck {
  resource: string;
  expected: ExpectedAnswer;
  /** A write (insert, update, an action that changes something): an unknown outcome is `unconfirmed`. */
  write: boolean;
}

const BASE64 = /^[A-Za-z0-9+/\s]+=*\s*$/;

/**
 * The failure an answer shows, or null for an answer a working IXC gives (docs/decisions/010). Failures are
 * what an overloaded IXC or its proxy sends: HTTP 5xx, the red HTML block (with HTTP 200 too), and any body
 * that is not of the expected kind. A document action may answer plain base64, an empty body (nothing to
 * print) or `{type:"error"}`; those are answers, not failures. 401/403 and JSON refusals are answers too: the
 * caller reads them. Returns the parsed JSON of a JSON answer, so it is parsed once.
 */
export function checkAnswer(
  answer: { status: number; text: string },
  check: AnswerCheck,
): { failure: IxcError; json?: undefined } | { failure: null; json: unknown } {
  const fail = (failure: 'unavailable' | 'unconfirmed', detail: string) => ({ failure: new IxcError(failure, detail, check.resource) });
  if (answer.status >= 500) {
    // 502 and 504 come from IXC's proxy, which gave up on a request IXC may still have carried out.
    const gatewayGaveUp = answer.status === 502 || answer.status === 504;
    return fail(check.write && gatewayGaveUp ? 'unconfirmed' : 'unavailable', `HTTP ${answer.status} ${stripHtml(answer.text)}`);
  }
  if (answer.status === 401 || answer.status === 403) return { failure: null, json: undefined };
  const text = answer.text.trim();
  if (text.startsWith('<')) return fail('unavailable', stripHtml(text) || `HTTP ${answer.status} HTML`);
  if (check.expected === 'document') {
    if (text === '' || text.startsWith('{') || BASE64.test(text)) return { failure: null, json: undefined };
    return fail('unavailable', `neither a document nor JSON: ${stripHtml(text).slice(0, 80)}`);
  }
  try {
    return { failure: null, json: JSON.parse(text) };
  } catch {
    return fail('unavailable', `not JSON: ${stripHtml(text).slice(0, 80) || '(empty body)'}`);
  }
}

/** Failures before a request leaves: nothing reached IXC, so even a write surely did not happen. */
const NOT_SENT = new Set<TransportReason>(['refused', 'unreachable', 'tls', 'connect_timeout']);

/** The failure of a call that got no answer: a timeout or a dropped connection, and for a write, unconfirmed. */
export function exchangeFailure(error: unknown, check: AnswerCheck, timeoutMs: number): IxcError {
  const { reason, detail: message } = error instanceof HttpTransportError ? error : transportError(error);
  const timedOut = reason === 'deadline';
  const detail = timedOut ? `no answer within ${timeoutMs} ms` : message;
  if (check.write && !NOT_SENT.has(reason))
    return new IxcError('unconfirmed', `${detail}; the write may have been carried out`, check.resource);
  return new IxcError(timedOut ? 'timeout' : 'unavailable', detail, check.resource);
}
