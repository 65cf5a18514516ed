import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_FAULTS } from '../faults';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { FIXED_TODAY, basicAuth, idsOf, listRows, send } from '../testing/ixc-client';
import { PROCESSING_ERROR_HTML } from './answers';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());
beforeEach(() => app.sandbox.setFaults(NO_FAULTS));

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
    expect(failing.sandbox.faults()).toEqual({ ...NO_FAULTS, latencyMs: 5, errorRate: 1 });
    const response = await listRows(failing, SANDBOX_TOKENS.demo, 'cliente', {});
    expect(response.body === PROCESSING_ERROR_HTML || response.statusCode === 504).toBe(true);
    await failing.close();
  });

  it.each([
    ['html', 200, PROCESSING_ERROR_HTML],
    ['text', 200, 'Too many connections'],
    ['http-500', 500, PROCESSING_ERROR_HTML],
  ] as const)('with errorAnswer %s always answers HTTP %i with that body', async (errorAnswer, statusCode, body) => {
    app.sandbox.setFaults({ errorRate: 1, errorAnswer });
    const answers = await Promise.all(Array.from({ length: 10 }, listMaria));
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(Array(10).fill([statusCode, body]));
  });

  it.each([
    ['http-502', 502, '502 Bad Gateway'],
    ['http-503', 503, '503 Service Unavailable'],
    ['http-504', 504, '504 Gateway Time-out'],
  ] as const)("with errorAnswer %s always answers the proxy's HTTP %i page", async (errorAnswer, statusCode, title) => {
    app.sandbox.setFaults({ errorRate: 1, errorAnswer });
    const answers = await Promise.all(Array.from({ length: 10 }, listMaria));
    expect(answers.every((answer) => answer.statusCode === statusCode && answer.body.includes(`<title>${title}</title>`))).toBe(true);
  });

  it('with writeAnswerDelayMs carries a write out at once and answers it late, while listings are not held', async () => {
    app.sandbox.setFaults({ writeAnswerDelayMs: 300 });
    const before = app.sandbox.table('demo', 'su_oss_assunto').length;
    const started = performance.now();
    const insert = send(app, {
      method: 'POST',
      url: '/webservice/v1/su_oss_assunto',
      token: SANDBOX_TOKENS.demo,
      body: { assunto: 'Lento' },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.sandbox.table('demo', 'su_oss_assunto')).toHaveLength(before + 1);
    expect((await insert).json()).toMatchObject({ type: 'success' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);

    const listingStarted = performance.now();
    expect(idsOf(await listMaria())).toEqual(['1001']);
    expect(performance.now() - listingStarted).toBeLessThan(250);
  });

  it('rejects invalid fault values', () => {
    expect(() => app.sandbox.setFaults({ errorRate: 1.5 })).toThrow(RangeError);
    expect(() => app.sandbox.setFaults({ latencyMs: -1 })).toThrow(RangeError);
    expect(() => app.sandbox.setFaults({ writeAnswerDelayMs: -1 })).toThrow(RangeError);
    expect(() => app.sandbox.setFaults({ errorAnswer: 'http-418' as never })).toThrow(RangeError);
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
      expect(await down.json()).toEqual({ ...NO_FAULTS, down: true });
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
