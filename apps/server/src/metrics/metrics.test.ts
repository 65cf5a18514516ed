import { describe, expect, it } from 'vitest';
import { countPushes, createMetrics } from './metrics';
import { observedAdapter, outcomeOf } from './observed-calls';

const valueOf = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1),
  );

describe('metrics', () => {
  it('reads a shared gauge source once per scrape, and fresh at the next', async () => {
    const metrics = createMetrics({ defaults: false });
    let reads = 0;
    metrics.watch({
      queues: async () => [{ queue: 'settle', depth: ++reads, oldestAgeSeconds: 30 }],
      cardBacklog: async () => ({ awaitingReview: 2, receiptsWaiting: 1, oldestReceiptWaitSeconds: 90 }),
    });
    const first = await metrics.registry.metrics();
    expect([
      valueOf(first, 'central_job_queue_depth{queue="settle"}'),
      valueOf(first, 'central_job_oldest_age_seconds{queue="settle"}'),
    ]).toEqual([1, 30]);
    expect(valueOf(first, 'central_card_payments_awaiting_review')).toBe(2);
    expect(valueOf(first, 'central_card_receipt_oldest_wait_seconds')).toBe(90);
    expect(valueOf(await metrics.registry.metrics(), 'central_job_queue_depth{queue="settle"}')).toBe(2);
    expect(reads).toBe(2);
  });

  it('still serves the breakers when a database source fails', async () => {
    const metrics = createMetrics({ defaults: false });
    metrics.watch({
      breakers: () => [{ provider: 'demo', open: true }],
      queues: () => Promise.reject(new Error('database down')),
      cardBacklog: () => Promise.reject(new Error('database down')),
    });
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'central_erp_breaker_open{provider="demo"}')).toBe(1);
    expect(text).not.toContain('central_job_queue_depth{');
  });

  it('adds a push job summary to the push counter and passes it on', () => {
    const metrics = createMetrics({ defaults: false });
    const summary = { shards: 2, sent: 5, failed: 1, removed: 0 };
    expect(countPushes(metrics, summary)).toBe(summary);
    countPushes(metrics, { skipped: true });
    return metrics.registry.metrics().then((text) => {
      expect(valueOf(text, 'central_push_messages_total{outcome="sent"}')).toBe(5);
      expect(valueOf(text, 'central_push_messages_total{outcome="failed"}')).toBe(1);
      expect(text).not.toContain('outcome="removed"');
    });
  });

  it("times an adapter's calls by its system, provider and the error's own word, and passes results and errors on", async () => {
    const metrics = createMetrics({ defaults: false });
    const failing = Object.assign(new Error('no answer from https://partner/users/529.982.247-25'), { failure: 'timeout' });
    const adapter = observedAdapter(
      {
        canReboot: true,
        keyOf: (id: string) => `key-${id}`,
        read: async (id: string) => `device ${id}`,
        fail: async () => Promise.reject(failing),
      },
      metrics,
      { system: 'acs', provider: 'demo' },
    );
    expect(adapter.canReboot).toBe(true);
    // A method that answers at once still does, and is not counted as a call.
    expect(adapter.keyOf('7')).toBe('key-7');
    expect(await adapter.read('7')).toBe('device 7');
    await expect(adapter.fail()).rejects.toBe(failing);
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'central_external_call_duration_seconds_count{system="acs",provider="demo",outcome="ok"}')).toBe(1);
    expect(valueOf(text, 'central_external_call_duration_seconds_count{system="acs",provider="demo",outcome="timeout"}')).toBe(1);
    expect(outcomeOf(new Error('x'))).toBe('error');
    expect(outcomeOf({ reason: 'refused' })).toBe('refused');
    expect(outcomeOf({ failure: 'Not a word: 529.982.247-25' })).toBe('error');
  });
});
