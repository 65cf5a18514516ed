import { setTimeout as sleep } from 'node:timers/promises';

/** Counts promises under way, so a shutdown can wait for the last of them before the database closes. */
export function trackInFlight() {
  let count = 0;
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      count += 1;
      try {
        return await work();
      } finally {
        count -= 1;
      }
    },
    /** Resolves once nothing is under way, or after timeoutMs. */
    async settled(timeoutMs: number): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (count > 0 && Date.now() < deadline) await sleep(10);
    },
  };
}
