import { setTimeout as sleep } from 'node:timers/promises';
import type { PushSubscription } from './encrypt';
import type { PushResult, PushSender, SendOptions } from './sender';

export interface RetryPolicy {
  /** Tries in all, the first included (default 4). */
  attempts?: number;
  /** First backoff when the push service gives no `Retry-After`; doubled each try, with ±20% jitter (default 1 s). */
  baseDelayMs?: number;
  /**
   * The longest wait this send accepts (default 60 s). A `Retry-After` beyond it ends the tries at once: the push
   * service asked for more patience than a fan-out lane should hold, and the message counts as failed.
   */
  maxDelayMs?: number;
  /** Stops waiting when aborted (a job runner stopping); the last answer is returned. */
  signal?: AbortSignal;
  /** For tests: how a wait is made. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/**
 * One push, tried again while the push service says "later" (429, 5xx, no answer): after its `Retry-After`, or with
 * exponential backoff and jitter so that devices throttled together do not return together. Delivered, gone and
 * dropped answers end it at once; after the last try the caller gets the `retry` answer and counts a failure.
 */
export async function sendWithRetry(
  sender: Pick<PushSender, 'send'>,
  subscription: PushSubscription,
  payload: object | string,
  options: SendOptions,
  policy: RetryPolicy = {},
): Promise<PushResult & { attempts: number }> {
  const attempts = policy.attempts ?? 4;
  const baseDelayMs = policy.baseDelayMs ?? 1000;
  const maxDelayMs = policy.maxDelayMs ?? 60_000;
  const wait = policy.wait ?? ((ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined));
  const random = policy.random ?? Math.random;
  for (let attempt = 1; ; attempt += 1) {
    const result = await sender.send(subscription, payload, options);
    if (result.outcome !== 'retry' || attempt >= attempts || policy.signal?.aborted) return { ...result, attempts: attempt };
    const delayMs =
      result.retryAfterSeconds !== undefined ? result.retryAfterSeconds * 1000 : baseDelayMs * 2 ** (attempt - 1) * (0.8 + 0.4 * random());
    if (delayMs > maxDelayMs) return { ...result, attempts: attempt };
    await wait(delayMs, policy.signal);
    if (policy.signal?.aborted) return { ...result, attempts: attempt };
  }
}
