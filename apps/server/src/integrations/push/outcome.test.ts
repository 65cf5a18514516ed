import { describe, expect, it } from 'vitest';
import { classifyAnswer, parseRetryAfter } from './outcome';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('push answers', () => {
  it('reads Retry-After as delay-seconds or an HTTP-date, and ignores what it cannot read', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120);
    expect(parseRetryAfter(['7', '9'], NOW)).toBe(7);
    expect(parseRetryAfter(new Date(NOW + 90_000).toUTCString(), NOW)).toBe(90);
    expect(parseRetryAfter(new Date(NOW - 90_000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter('-5', NOW)).toBeUndefined();
  });

  it('treats other statuses as dropped, never as delivered or retried', () => {
    expect(classifyAnswer(202, undefined, NOW)).toEqual({ outcome: 'delivered', statusCode: 202 });
    expect(classifyAnswer(302, undefined, NOW)).toEqual({ outcome: 'dropped', statusCode: 302, reason: 'unexpected_status' });
    expect(classifyAnswer(415, undefined, NOW)).toEqual({ outcome: 'dropped', statusCode: 415, reason: 'unexpected_status' });
  });
});
