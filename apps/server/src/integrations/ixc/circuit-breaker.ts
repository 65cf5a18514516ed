/**
 * Stops calling an ERP that keeps failing: after `threshold` consecutive failures every call fails at once
 * for `coolDownMs`, then one trial call is let through (ASVS 16.5.2). People get the clear message at once
 * instead of waiting a full timeout per request while the ERP is down.
 */
export interface CircuitBreaker {
  /** False while open: the caller must not call. */
  allows(): boolean;
  succeeded(): void;
  failed(): void;
}

export function createCircuitBreaker(
  options: { threshold?: number; coolDownMs?: number; now?: () => number } = {},
): CircuitBreaker {
  const { threshold = 5, coolDownMs = 10_000, now = Date.now } = options;
  let failures = 0;
  let openUntil = 0;
  return {
    allows() {
      if (failures < threshold) return true;
      if (now() < openUntil) return false;
      openUntil = now() + coolDownMs; // half-open: this caller is the trial, the others wait for its verdict
      return true;
    },
    succeeded() {
      failures = 0;
      openUntil = 0;
    },
    failed() {
      failures += 1;
      if (failures >= threshold) openUntil = now() + coolDownMs;
    },
  };
}
