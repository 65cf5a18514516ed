import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { FIXED_TODAY, basicAuth, idsOf, listRows } from '../testing/ixc-client';
import { PROCESSING_ERROR_HTML } from './answers';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());
beforeEach(() => app.sandbox.setFaults({ latencyMs: 0, errorRate: 0, down: false }));

const listMaria = () => listRows(app, SANDBOX_TOKENS.demo, 'cliente', { qtype: 'cliente.id', query: '1001', oper: '=' });

describe('fault injection', () => {
  it('adds latencyMs before every answer', async () => {
    app.sandbox.setFaults({ latencyMs: 150 });
    const started = performance.now();
    const response = await listMaria();
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(idsOf(response)).toEqual(['1001']);
  });

  it('with errorRate 1 answers every request with the overload block (200) or a 504 page', async () => {
    app.sandbox.setFaults({ errorRate: 1 });
    const answers = await Promise.all(Array.from({ length: 30 }, listMaria));
    const overload = answers.filter((answer) => answer.statusCode === 200 && answer.body === PROCESSING_ERROR_HTML);
    const timeouts = answers.filter((answer) => answer.statusCode === 504 && answer.body.includes('504 Gateway Time-out'));
    expect(overload.length + timeouts.length).toBe(30);
    expect(overload.length).toBeGreaterThan(0);
    expect(timeouts.length).toBeGreaterThan(0);
  });

  it('takes its initial faults from the options', async () => {
    const failing = createIxcSandbox({ today: FIXED_TODAY, errorRate: 1, latencyMs: 5 });
    expect(failing.sandbox.faults()).toEqual({ latencyMs: 5, errorRate: 1, down: false });
    const response = await listRows(failing, SANDBOX_TOKENS.demo, 'cliente', {});
    expect(response.body === PROCESSING_ERROR_HTML || response.statusCode === 504).toBe(true);
    await failing.close();
  });

  it('rejects invalid fault values', () => {
    expect(() => app.sandbox.setFaults({ errorRate: 1.5 })).toThrow(RangeError);
    expect(() => app.sandbox.setFaults({ latencyMs: -1 })).toThrow(RangeError);
  });

  it('when down, makes an inject fail as a reset connection', async () => {
    app.sandbox.setFaults({ down: true });
    await expect(listMaria()).rejects.toMatchObject({ code: 'LIGHT_ECONNRESET' });
  });

  it('when down, drops the connection without an answer while the control endpoints keep working', async () => {
    const server = createIxcSandbox({ today: FIXED_TODAY });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const listRequest = () =>
        fetch(`${address}/webservice/v1/cliente`, {
          method: 'POST',
          headers: { authorization: basicAuth(SANDBOX_TOKENS.demo), ixcsoft: 'listar', 'content-type': 'application/json' },
          body: '{}',
        });
      const down = await fetch(`${address}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ down: true }),
      });
      expect(await down.json()).toEqual({ latencyMs: 0, errorRate: 0, down: true });
      await expect(listRequest()).rejects.toThrow(TypeError);

      server.sandbox.setFaults({ down: false });
      expect((await listRequest()).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('request statistics', () => {
  it('counts webservice requests in total, per resource and per dataset', async () => {
    app.sandbox.resetStats();
    await listMaria();
    await listRows(app, SANDBOX_TOKENS.alt, 'fn_areceber', {});
    await listRows(app, `1:${'f'.repeat(64)}`, 'fn_areceber', {});
    await app.inject({ method: 'GET', url: '/__sandbox/health' });
    expect(app.sandbox.stats()).toEqual({
      total: 3,
      byResource: { cliente: 1, fn_areceber: 2 },
      byDataset: { demo: 1, alt: 1 },
    });
    app.sandbox.resetStats();
    expect(app.sandbox.stats()).toEqual({ total: 0, byResource: {}, byDataset: {} });
  });
});
