import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from './fixtures/datasets';
import { NO_FAULTS } from './faults';
import { createIxcSandbox } from './sandbox';
import { FIXED_TODAY, listRows, send } from './testing/ixc-client';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());

describe('/__sandbox control endpoints', () => {
  it('reports health with the fixture day, datasets and faults', async () => {
    const response = await app.inject({ method: 'GET', url: '/__sandbox/health' });
    expect(response.json()).toEqual({
      status: 'ok',
      today: FIXED_TODAY,
      datasets: ['demo', 'alt'],
      faults: NO_FAULTS,
    });
  });

  it('changes only the faults given and refuses invalid ones with 400', async () => {
    const changed = await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { latencyMs: 20 } });
    expect(changed.json()).toEqual({ ...NO_FAULTS, latencyMs: 20 });
    const refused = await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { errorRate: 2 } });
    expect(refused.statusCode).toBe(400);
    const unknownAnswer = await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { errorAnswer: 'http-418' } });
    expect(unknownAnswer.statusCode).toBe(400);
    const overload = await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { errorAnswer: 'html', writeAnswerDelayMs: 50 },
    });
    expect(overload.json()).toEqual({ ...NO_FAULTS, latencyMs: 20, errorAnswer: 'html', writeAnswerDelayMs: 50 });
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { errorAnswer: 'mixed', writeAnswerDelayMs: 0 } });
    const cleared = await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { latencyMs: 0 } });
    expect(cleared.json()).toEqual(NO_FAULTS);
  });

  it('reports and resets statistics', async () => {
    await app.inject({ method: 'POST', url: '/__sandbox/stats/reset' });
    await listRows(app, SANDBOX_TOKENS.demo, 'su_ticket', {});
    const stats = await app.inject({ method: 'GET', url: '/__sandbox/stats' });
    expect(stats.json()).toEqual({ total: 1, byResource: { su_ticket: 1 }, byDataset: { demo: 1 } });
    const reset = await app.inject({ method: 'POST', url: '/__sandbox/stats/reset' });
    expect(reset.json()).toEqual({ total: 0, byResource: {}, byDataset: {} });
  });

  it('rebuilds the datasets on reset', async () => {
    await send(app, { method: 'DELETE', url: '/webservice/v1/cliente/1001', token: SANDBOX_TOKENS.demo });
    expect(app.sandbox.table('demo', 'cliente').map((row) => row.id)).toEqual(['1002', '1003', '1004']);
    const response = await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(response.json()).toEqual({ status: 'ok', today: FIXED_TODAY });
    expect(app.sandbox.table('demo', 'cliente').map((row) => row.id)).toEqual(['1001', '1002', '1003', '1004']);
  });

  it("denies tables to one dataset's token as IXC answers a resource its user may not use, until reset", async () => {
    const denied = await app.inject({ method: 'POST', url: '/__sandbox/permissions', payload: { dataset: 'demo', deny: ['radusuarios'] } });
    expect(denied.json()).toEqual({ dataset: 'demo', denied: ['radusuarios'] });
    const refused = await listRows(app, SANDBOX_TOKENS.demo, 'radusuarios', {});
    expect([refused.statusCode, refused.contentType, refused.json()]).toEqual([
      200,
      'text/html; charset=ISO-8859-1',
      { type: 'error', message: 'Recurso radusuarios não está disponível!' },
    ]);
    // Another token, and another table of the same token, are not affected.
    expect((await listRows(app, SANDBOX_TOKENS.alt, 'radusuarios', {})).json()).toHaveProperty('total');
    expect((await listRows(app, SANDBOX_TOKENS.demo, 'cliente', {})).json()).toHaveProperty('total');
    expect((await app.inject({ method: 'POST', url: '/__sandbox/permissions', payload: { dataset: 'nenhum', deny: [] } })).statusCode).toBe(
      400,
    );
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await listRows(app, SANDBOX_TOKENS.demo, 'radusuarios', {})).json()).toHaveProperty('total');
  });
});
