import { describe, expect, it } from 'vitest';
import { createVapidRefusals, VAPID_REFUSAL_LOG_INTERVAL_MS } from './vapid-refusals';

describe('VAPID refusals', () => {
  it("logs a push service's 403 as the operator's configuration, once per provider per hour, and ignores other answers", () => {
    const lines: [object, string][] = [];
    let now = 0;
    const refusals = createVapidRefusals(
      { error: (fields: object, message: string) => void lines.push([fields, message]) } as never,
      () => now,
    );
    const refused = { outcome: 'dropped', statusCode: 403, reason: 'vapid_refused' } as const;
    expect(refusals.noted('demo', { outcome: 'dropped', statusCode: 400, reason: 'rejected' })).toBe(false);
    expect(refusals.noted('demo', { outcome: 'gone', statusCode: 410 })).toBe(false);
    expect([refusals.noted('demo', refused), refusals.noted('demo', refused), refusals.noted('acme', refused)]).toEqual([true, true, true]);
    now = VAPID_REFUSAL_LOG_INTERVAL_MS - 1;
    refusals.noted('demo', refused);
    now = VAPID_REFUSAL_LOG_INTERVAL_MS;
    refusals.noted('demo', refused);
    expect(lines.map(([fields]) => fields)).toEqual([
      { clientId: 'demo', statusCode: 403 },
      { clientId: 'acme', statusCode: 403 },
      { clientId: 'demo', statusCode: 403 },
    ]);
    expect(lines[0]![1]).toBe(
      "the push service refused our VAPID token (403): check PUSH_SUBJECT (a mailto: of a real domain or an https: URL, not localhost or .local) and the provider's VAPID keys; subscriptions are kept",
    );
  });
});
