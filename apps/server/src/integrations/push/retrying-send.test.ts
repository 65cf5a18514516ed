import { describe, expect, it } from 'vitest';
import type { PushResult } from './outcome';
import { sendWithRetry } from './retrying-send';

const SUBSCRIPTION = { endpoint: 'https://push.test/x', keys: { p256dh: 'p', auth: 'a' } };
const OPTIONS = { vapid: { publicKey: 'pub', privateKey: 'priv' }, subject: 'mailto:push@central.test', ttlSeconds: 60 };

/** A sender answering `answers` in turn, and the waits the retry asked for. */
function scripted(...answers: PushResult[]) {
  const waits: number[] = [];
  let calls = 0;
  const sender = { send: async () => answers[Math.min(calls++, answers.length - 1)]! };
  const policy = { wait: async (ms: number) => void waits.push(ms), random: () => 0.5 };
  return { sender, policy, waits, calls: () => calls };
}

const retry = (retryAfterSeconds?: number): PushResult =>
  retryAfterSeconds === undefined
    ? { outcome: 'retry', statusCode: 503, reason: 'unavailable' }
    : { outcome: 'retry', statusCode: 429, retryAfterSeconds, reason: 'rate_limited' };
const delivered: PushResult = { outcome: 'delivered', statusCode: 201 };

describe('sendWithRetry', () => {
  it('waits as long as Retry-After says, then delivers', async () => {
    const s = scripted(retry(7), delivered);
    const result = await sendWithRetry(s.sender, SUBSCRIPTION, 'x', OPTIONS, s.policy);
    expect(result).toEqual({ ...delivered, attempts: 2 });
    expect(s.waits).toEqual([7000]);
  });

  it('backs off exponentially without Retry-After and gives up after the last try with the retry answer', async () => {
    const s = scripted(retry(), retry(), retry(), retry(), delivered);
    const result = await sendWithRetry(s.sender, SUBSCRIPTION, 'x', OPTIONS, { ...s.policy, attempts: 4, baseDelayMs: 100 });
    expect(result).toMatchObject({ outcome: 'retry', statusCode: 503, attempts: 4 });
    expect(s.waits).toEqual([100, 200, 400]);
    expect(s.calls()).toBe(4);
  });

  it('does not hold a lane for a Retry-After beyond the longest accepted wait', async () => {
    const s = scripted(retry(3600), delivered);
    const result = await sendWithRetry(s.sender, SUBSCRIPTION, 'x', OPTIONS, { ...s.policy, maxDelayMs: 60_000 });
    expect(result).toMatchObject({ outcome: 'retry', retryAfterSeconds: 3600, attempts: 1 });
    expect(s.waits).toEqual([]);
  });

  it('never retries gone or dropped answers', async () => {
    for (const answer of [
      { outcome: 'gone', statusCode: 410 },
      { outcome: 'dropped', statusCode: 413, reason: 'too_large' },
    ] as PushResult[]) {
      const s = scripted(answer, delivered);
      expect(await sendWithRetry(s.sender, SUBSCRIPTION, 'x', OPTIONS, s.policy)).toEqual({ ...answer, attempts: 1 });
    }
  });

  it('stops retrying once its signal aborts', async () => {
    const stop = new AbortController();
    const s = scripted(retry(1), retry(1), delivered);
    const result = await sendWithRetry(s.sender, SUBSCRIPTION, 'x', OPTIONS, {
      ...s.policy,
      signal: stop.signal,
      wait: async () => stop.abort(),
    });
    expect(result).toMatchObject({ outcome: 'retry', attempts: 1 });
  });
});
