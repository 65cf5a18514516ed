/**
 * - `delivered`: the push service took the message (201, or 200/202 from older services);
 * - `gone`: 404/410, the subscription expired or never existed — delete it;
 * - `retry`: 429, 5xx, Windows' 406, or no answer — send again later, after `retryAfterSeconds` when given;
 * - `dropped`: refused for good (400/401/403/413, another status, or refused before sending) — log `reason`.
 *   `vapid_refused` (401/403) is the operator's configuration, not the subscription's: the push service refused our
 *   VAPID token (Apple's 403 BadJwtToken for a localhost or .local subject); keep the subscription.
 */
export type PushOutcome = 'delivered' | 'gone' | 'retry' | 'dropped';

export type PushDropReason =
  'too_large' | 'invalid_subscription' | 'invalid_vapid_keys' | 'rejected' | 'vapid_refused' | 'unexpected_status';

export type PushRetryReason = 'rate_limited' | 'unavailable' | 'timeout' | 'network';

export interface PushResult {
  outcome: PushOutcome;
  /** The push service's status; 0 when no answer was received or the message was never sent. */
  statusCode: number;
  retryAfterSeconds?: number;
  reason?: PushDropReason | PushRetryReason;
}

export function classifyAnswer(statusCode: number, retryAfter: string | string[] | undefined, nowMs: number): PushResult {
  if (statusCode === 200 || statusCode === 201 || statusCode === 202) return { outcome: 'delivered', statusCode };
  if (statusCode === 404 || statusCode === 410) return { outcome: 'gone', statusCode };
  if (statusCode === 429 || statusCode === 406 || statusCode >= 500) {
    const retryAfterSeconds = parseRetryAfter(retryAfter, nowMs);
    const reason = statusCode >= 500 ? 'unavailable' : 'rate_limited';
    return retryAfterSeconds === undefined
      ? { outcome: 'retry', statusCode, reason }
      : { outcome: 'retry', statusCode, retryAfterSeconds, reason };
  }
  if (statusCode === 413) return { outcome: 'dropped', statusCode, reason: 'too_large' };
  if (statusCode === 401 || statusCode === 403) return { outcome: 'dropped', statusCode, reason: 'vapid_refused' };
  if (statusCode === 400) return { outcome: 'dropped', statusCode, reason: 'rejected' };
  return { outcome: 'dropped', statusCode, reason: 'unexpected_status' };
}

/** `Retry-After` as whole seconds from now: delay-seconds or an HTTP-date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  if (!/[A-Za-z]/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}
