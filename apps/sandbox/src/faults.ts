/** Failures the sandbox injects in front of every webservice answer. */
export interface Faults {
  /** Milliseconds added before each answer. */
  latencyMs: number;
  /** Share of requests, 0 to 1, answered with an overload error instead. */
  errorRate: number;
  /** When true every request's connection is dropped without an answer. */
  down: boolean;
}

export const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, down: false };

export function mergeFaults(current: Faults, change: Partial<Faults>): Faults {
  const next = { ...current, ...definedOnly(change) };
  if (!Number.isFinite(next.latencyMs) || next.latencyMs < 0) throw new RangeError('latencyMs must be a number >= 0');
  if (!(next.errorRate >= 0 && next.errorRate <= 1)) throw new RangeError('errorRate must be between 0 and 1');
  if (typeof next.down !== 'boolean') throw new RangeError('down must be a boolean');
  return next;
}

function definedOnly(change: Partial<Faults>): Partial<Faults> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
}
