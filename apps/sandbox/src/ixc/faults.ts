/**
 * How an overloaded IXC answers a request picked by `errorRate`
 * (docs/product/ixc.md#failures-timeouts-and-the-circuit-breaker): `mixed` is either of the two seen most (the red HTML
 * block with HTTP 200, or the proxy's 504 page); the others always give one answer: the red block with 200 (`html`), a
 * 200 text that is neither JSON nor HTML (`text`, as PHP echoes "Too many connections"), or an error status (`http-500`
 * is IXC's red block, 502 to 504 the proxy's pages).
 */
export const ERROR_ANSWERS = ['mixed', 'html', 'text', 'http-500', 'http-502', 'http-503', 'http-504'] as const;
export type ErrorAnswer = (typeof ERROR_ANSWERS)[number];

/** Failures the sandbox injects in front of every webservice answer. */
export interface Faults {
  /** Milliseconds added before each answer. */
  latencyMs: number;
  /** Share of requests, 0 to 1, answered with an overload error instead. */
  errorRate: number;
  /** Which overload error those requests get. */
  errorAnswer: ErrorAnswer;
  /** When true every request's connection is dropped without an answer. */
  down: boolean;
  /**
   * Milliseconds to hold the answer of every request that is not a listing (inserts, updates, actions) after
   * it was carried out: a write that happens, but whose answer comes after the client gave up.
   */
  writeAnswerDelayMs: number;
}

export const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, errorAnswer: 'mixed', down: false, writeAnswerDelayMs: 0 };

export function mergeFaults(current: Faults, change: Partial<Faults>): Faults {
  const next = { ...current, ...definedOnly(change) };
  if (!Number.isFinite(next.latencyMs) || next.latencyMs < 0) throw new RangeError('latencyMs must be a number >= 0');
  if (!(next.errorRate >= 0 && next.errorRate <= 1)) throw new RangeError('errorRate must be between 0 and 1');
  if (!ERROR_ANSWERS.includes(next.errorAnswer)) throw new RangeError(`errorAnswer must be one of ${ERROR_ANSWERS.join(', ')}`);
  if (typeof next.down !== 'boolean') throw new RangeError('down must be a boolean');
  if (!Number.isFinite(next.writeAnswerDelayMs) || next.writeAnswerDelayMs < 0) {
    throw new RangeError('writeAnswerDelayMs must be a number >= 0');
  }
  return next;
}

function definedOnly(change: Partial<Faults>): Partial<Faults> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
}
