import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker';

describe('circuit breaker', () => {
  it('opens after the threshold of consecutive failures and lets one trial through after the cool-down', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ threshold: 3, coolDownMs: 1000, now: () => now });
    breaker.failed();
    breaker.failed();
    expect(breaker.allows()).toBe(true);
    breaker.failed();
    expect(breaker.allows()).toBe(false);
    now = 1000;
    expect(breaker.allows()).toBe(true);
    expect(breaker.allows()).toBe(false);
    breaker.succeeded();
    expect(breaker.allows()).toBe(true);
  });

  it('forgets failures after a success', () => {
    const breaker = createCircuitBreaker({ threshold: 2 });
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    expect(breaker.allows()).toBe(true);
  });
});
