/**
 * Stops calling an ERP that keeps failing (ASVS 16.5.2; docs/decisions/010). Closed, every call goes. After
 * `threshold` consecutive failures it opens: every call is refused at once for `coolDownMs`. Then it lets
 * exactly one call through, the probe, and refuses the others while the probe is out; the probe's outcome
 * decides: a success closes the circuit, a failure opens it for another cool-down.
 */
export interface CircuitBreaker {
  /** Asks to make one call. Every granted call must be followed by exactly one `succeeded()` or `failed()`. */
  acquire(): CircuitPermit;
  /** Milliseconds until a call could go (0: now), without taking the probe's place. */
  retryAfterMs(): number;
  /** Whether the circuit has opened and no call has succeeded since (its probe's cool-downs included). */
  isOpen(): boolean;
  succeeded(): void;
  failed(): void;
}

export type CircuitPermit = { granted: true } | { granted: false; retryAfterMs: number };

/** What a refused caller is told to wait while the probe is out: its verdict is near. */
export const PROBE_WAIT_MS = 1000;

export interface CircuitBreakerOptions {
  threshold?: number;
  coolDownMs?: number;
  /** A probe that never reported (a caller's bug) stops blocking the next one after this long. */
  probeTimeoutMs?: number;
  now?: () => number;
}

export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const { threshold = 5, coolDownMs = 10_000, probeTimeoutMs = 60_000, now = Date.now } = options;
  let failures = 0;
  let openUntil = 0;
  let probeSince: number | null = null;

  const probing = () => probeSince !== null && now() - probeSince < probeTimeoutMs;
  const waitMs = () => {
    if (failures < threshold) return 0;
    if (now() < openUntil) return openUntil - now();
    return probing() ? PROBE_WAIT_MS : 0;
  };

  return {
    acquire() {
      const wait = waitMs();
      if (wait > 0) return { granted: false, retryAfterMs: wait };
      if (failures >= threshold) probeSince = now();
      return { granted: true };
    },
    retryAfterMs: waitMs,
    isOpen: () => failures >= threshold,
    succeeded() {
      failures = 0;
      openUntil = 0;
      probeSince = null;
    },
    failed() {
      failures += 1;
      probeSince = null;
      if (failures >= threshold) openUntil = now() + coolDownMs;
    },
  };
}
