import { useDeferredValue } from 'react';

/**
 * A read's answer, drawn as a deferred render. SWR hands an answer to React as a synchronous update, which React draws
 * in one task: a home's cards or a list of providers held a slow phone's main thread for over 100 ms, and a tap waited.
 * Deferred, React first keeps what is on screen, then draws the answer in slices a tap can interrupt. `belongs` drops
 * an answer of an earlier address (another invoice), so a page never shows one while the next is drawn.
 */
export function useDeferredData<T>(data: T | undefined, belongs: (data: T) => boolean = () => true): T | undefined {
  const deferred = useDeferredValue(data);
  return deferred !== undefined && belongs(deferred) ? deferred : undefined;
}
