import { describe, expect, it } from 'vitest';
import { createCircuitBreaker, PROBE_WAIT_MS } from './circuit-breaker';

const open = (retryAfterMs: number) => ({ granted: false, retryAfterMs });
const GRANTED = { granted: true };

/** A breaker opened by two failures, at the end of its 1 s cool-down, with the probe just granted. */
function probeOut() {
  const clock = { now: 0 };
  const breaker = createCircuitBreaker({ threshold: 2, coolDownMs: 1000, now: () => clock.now });
  breaker.failed();
  breaker.failed();
  clock.now = 1000;
  expect(breaker.acquire()).toEqual(GRANTED);
  return { breaker, clock };
}

describe('circuit breaker', () => {
  it('says it is open from the threshold until a call succeeds, its cool-downs and probes included', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ threshold: 2, coolDownMs: 1000, now: () => now });
    breaker.failed();
    expect(breaker.isOpen()).toBe(false);
    breaker.failed();
    expect(breaker.isOpen()).toBe(true);
    now = 1000;
    expect([breaker.acquire(), breaker.isOpen()]).toEqual([GRANTED, true]);
    breaker.succeeded();
    expect(breaker.isOpen()).toBe(false);
  });

  it('opens after the threshold of consecutive failures and says how long until the probe', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ threshold: 3, coolDownMs: 1000, now: () => now });
    breaker.failed();
    breaker.failed();
    expect(breaker.acquire()).toEqual(GRANTED);
    breaker.failed();
    expect(breaker.acquire()).toEqual(open(1000));
    now = 400;
    expect(breaker.retryAfterMs()).toBe(600);
    expect(breaker.acquire()).toEqual(open(600));
  });

  it('lets exactly one probe through after the cool-down and refuses the others while it is out', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ threshold: 1, coolDownMs: 1000, now: () => now });
    breaker.failed();
    now = 1000;
    expect(breaker.retryAfterMs()).toBe(0);
    expect(breaker.acquire()).toEqual(GRANTED);
    expect(breaker.retryAfterMs()).toBe(PROBE_WAIT_MS);
    expect(breaker.acquire()).toEqual(open(PROBE_WAIT_MS));
    now = 5000;
    expect(breaker.acquire()).toEqual(open(PROBE_WAIT_MS));
  });

  it('closes when the probe succeeds', () => {
    const { breaker } = probeOut();
    breaker.succeeded();
    expect([breaker.acquire(), breaker.acquire(), breaker.retryAfterMs()]).toEqual([GRANTED, GRANTED, 0]);
    breaker.failed();
    expect(breaker.acquire()).toEqual(GRANTED);
  });

  it('opens for another cool-down when the probe fails', () => {
    const { breaker, clock } = probeOut();
    clock.now = 1200;
    breaker.failed();
    expect(breaker.acquire()).toEqual(open(1000));
    clock.now = 2200;
    expect(breaker.acquire()).toEqual(GRANTED);
  });

  it('stops waiting for a probe that never reported', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ threshold: 1, coolDownMs: 100, probeTimeoutMs: 5000, now: () => now });
    breaker.failed();
    now = 100;
    expect(breaker.acquire()).toEqual(GRANTED);
    now = 5099;
    expect(breaker.acquire()).toEqual(open(PROBE_WAIT_MS));
    now = 5100;
    expect(breaker.acquire()).toEqual(GRANTED);
  });

  it('forgets failures after a success', () => {
    const breaker = createCircuitBreaker({ threshold: 2 });
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    expect(breaker.acquire()).toEqual(GRANTED);
  });
});
