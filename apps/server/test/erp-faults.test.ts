import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ixcTimeoutMs: 800 });
});
afterAll(() => t.close());
beforeEach(() => t.fresh());

const signIn = () => t.client().post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'demo123' });

describe('an ERP that is slow or down', () => {
  it('answers 503 with the generic text when the ERP drops the connection, and recovers when it is back', async () => {
    t.sandbox.sandbox.setFaults({ down: true });
    const down = await signIn();
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ code: 'ERP_UNAVAILABLE', message: MESSAGES.serverFailure });

    t.sandbox.sandbox.setFaults({ down: false });
    expect((await signIn()).status).toBe(200);
  });

  it('answers 504 with the generic text after the timeout instead of waiting for a slow ERP', async () => {
    t.sandbox.sandbox.setFaults({ latencyMs: 5_000 });
    const started = Date.now();
    const slow = await signIn();
    expect(slow.status).toBe(504);
    expect(slow.body.message).toBe(MESSAGES.serverFailure);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('retries a listing (never a write) when IXC answers its error page, then gives the generic text', async () => {
    t.sandbox.sandbox.setFaults({ errorRate: 1 });
    t.sandbox.sandbox.resetStats();
    const failing = await signIn();
    expect([503, 504]).toContain(failing.status);
    expect(failing.body.message).toBe(MESSAGES.serverFailure);
    expect(t.sandbox.sandbox.stats().byResource.cliente).toBe(2);
  });

  // Last on purpose: it leaves the demo tenant's circuit open for the cool-down.
  it('stops calling an ERP that keeps failing and answers at once while it cools down', async () => {
    t.sandbox.sandbox.setFaults({ down: true });
    for (let attempt = 0; attempt < 3; attempt++) await signIn();
    t.sandbox.sandbox.resetStats();
    const fast = await signIn();
    expect(fast.status).toBe(503);
    expect(t.sandbox.sandbox.stats().total).toBe(0);
  });
});
