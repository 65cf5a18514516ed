import { setTimeout as sleep } from 'node:timers/promises';

/** A moment, in epoch milliseconds, by which a call must be over: its retries and their pauses included. */
export type Deadline = number;

export const deadlineIn = (ms: number): Deadline => Date.now() + ms;

export const hasPassed = (deadline: Deadline) => deadline <= Date.now();

/** The budget left for one more exchange; at least 1 ms, so a timer is always set. */
export const msLeft = (deadline: Deadline) => Math.max(1, deadline - Date.now());

export interface RetryPolicy {
  /** Tries after the first one. */
  retries: number;
  /** The first pause; each next one doubles. A pause is drawn between half of it and all of it (jitter). */
  basePauseMs: number;
  /** Whether this failure may be tried again (a read that failed for want of an answer, say; never a write). */
  retryable: (error: unknown) => boolean;
}

/**
 * Runs `attempt` until it succeeds, its failure is not retryable, the retries are spent, or the next pause would
 * end past the deadline: then the last failure is thrown. Every attempt gets the same deadline, so the whole call,
 * pauses included, never outlives it.
 */
export async function retryWithin<T>(deadline: Deadline, policy: RetryPolicy, attempt: (deadline: Deadline) => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt(deadline);
    } catch (error) {
      const step = policy.basePauseMs * 2 ** retry;
      const pause = step / 2 + Math.random() * (step / 2);
      if (retry >= policy.retries || !policy.retryable(error) || Date.now() + pause >= deadline) throw error;
      await sleep(pause);
    }
  }
}
