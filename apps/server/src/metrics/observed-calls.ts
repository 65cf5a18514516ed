import type { ExternalSystem, Metrics } from './metrics';

/**
 * What a failed call counts as: the adapter error's own word for it (`failure`: timeout, unavailable, unauthorized,
 * malformed, refused…; a transport error's `reason`), else 'error'. Never the message, which may carry ids.
 */
export function outcomeOf(error: unknown): string {
  const { failure, reason } = (error ?? {}) as { failure?: unknown; reason?: unknown };
  const word = typeof failure === 'string' ? failure : typeof reason === 'string' ? reason : 'error';
  return /^[a-z_]{1,40}$/.test(word) ? word : 'error';
}

/** Times `call` and tells `observe` its outcome ('ok' or outcomeOf the error) and seconds; the call's result passes as it is. */
export async function timed<T>(call: () => Promise<T>, observe: (outcome: string, seconds: number) => void): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await call();
    observe('ok', seconds());
    return result;
  } catch (error) {
    observe(outcomeOf(error), seconds());
    throw error;
  }
}

/**
 * The adapter with each of its methods timed into central_external_call_duration_seconds for one provider's system
 * (the adapters are object literals of async methods; other properties pass as they are). Without metrics, the adapter itself.
 */
export function observedAdapter<T extends object>(
  adapter: T,
  metrics: Pick<Metrics, 'externalCalls'> | undefined,
  labels: { system: ExternalSystem; provider: string },
): T {
  if (!metrics) return adapter;
  const observe = (outcome: string, seconds: number) => metrics.externalCalls.observe({ ...labels, outcome }, seconds);
  const entries = Object.entries(adapter).map(([name, value]): [string, unknown] => {
    if (typeof value !== 'function') return [name, value];
    const method = value as (...args: unknown[]) => Promise<unknown>;
    return [name, (...args: unknown[]) => timed(() => method.apply(adapter, args), observe)];
  });
  return Object.fromEntries(entries) as T;
}

/** Puts an adapter through observedAdapter, or leaves it as it is (the partner activations' optional last argument). */
export type ObserveAdapter = <C extends object>(adapter: C) => C;

export const unobserved: ObserveAdapter = (adapter) => adapter;

/** The partner apps' observer for one provider. */
export const partnerCalls =
  (metrics: Pick<Metrics, 'externalCalls'> | undefined, provider: string): ObserveAdapter =>
  (adapter) =>
    observedAdapter(adapter, metrics, { system: 'partner', provider });
