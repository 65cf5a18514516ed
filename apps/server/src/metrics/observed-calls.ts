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

/**
 * The adapter with each of its calls that answer a promise timed into central_external_call_duration_seconds for one
 * provider's system; a method that answers at once and other properties pass as they are. Without metrics, the adapter
 * itself.
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
    const method = value as (...args: unknown[]) => unknown;
    return [
      name,
      (...args: unknown[]) => {
        const started = performance.now();
        const seconds = () => (performance.now() - started) / 1000;
        const answer = method.apply(adapter, args);
        if (!(answer instanceof Promise)) return answer;
        return answer.then(
          (result: unknown) => {
            observe('ok', seconds());
            return result;
          },
          (error: unknown) => {
            observe(outcomeOf(error), seconds());
            throw error;
          },
        );
      },
    ];
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
