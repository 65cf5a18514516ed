import { createIxcSandbox, NO_FAULTS, SANDBOX_TOKENS, type IxcSandbox } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker';
import { IxcError } from './errors';
import { createIxcClient, type IxcClientOptions } from './http-client';

let sandbox: IxcSandbox;
let baseUrl: string;
beforeAll(async () => {
  sandbox = createIxcSandbox({ today: '2026-11-22' });
  baseUrl = `${await sandbox.listen({ port: 0, host: '127.0.0.1' })}/webservice/v1`;
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.sandbox.reset();
  sandbox.sandbox.setFaults(NO_FAULTS);
  sandbox.sandbox.resetStats();
});

const client = (options: Partial<IxcClientOptions> = {}) =>
  createIxcClient({
    baseUrl,
    token: SANDBOX_TOKENS.demo,
    timeoutMs: 1500,
    listRetries: 2,
    breaker: createCircuitBreaker({ threshold: 99 }),
    ...options,
  });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no failure',
    (error: IxcError) => `${error.failure}: ${error.message}`,
  );

describe('IXC client', () => {
  it('lists with filters and reads the string rows', async () => {
    const { total, rows } = await client().list('cliente', { where: [{ column: 'cnpj_cpf', op: '=', value: '529.982.247-25' }] });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ id: '1001', razao: 'Maria Aparecida da Silva', ativo: 'S' });
  });

  it('reads an empty list', async () => {
    expect(await client().list('cliente', { where: [{ column: 'cnpj_cpf', op: '=', value: '000.000.000-00' }] })).toEqual({
      total: 0,
      rows: [],
    });
  });

  it('tells a wrong token (401 with HTML) apart', async () => {
    expect(await failureOf(client({ token: '1:wrong' }).list('cliente', { where: [] }))).toMatch(/^unauthorized/);
  });

  it('reads errors that come with HTTP 200: JSON type error and the HTML block', async () => {
    expect(await failureOf(client().list('nao_existe', { where: [] }))).toBe(
      'rejected: IXC nao_existe: Recurso nao_existe não está disponível!',
    );
    expect(await failureOf(client().list('cliente', { where: [{ column: 'no_such_column', op: '=', value: 'x' }] }))).toMatch(
      /^unavailable: .*Ocorreu um erro ao processar/,
    );
  });

  it('inserts, and updates only with the full record', async () => {
    const ixc = client();
    const id = await ixc.insert('su_oss_assunto', { assunto: 'Teste', ativo: 'S', finalidade: 'AT', mostra_hotsite: 'S' });
    const row = (await ixc.list('su_oss_assunto', { where: [{ column: 'id', op: '=', value: id }] })).rows[0]!;
    await ixc.update('su_oss_assunto', id, { ...row, assunto: 'Renomeado' });
    expect((await ixc.list('su_oss_assunto', { where: [{ column: 'id', op: '=', value: id }] })).rows[0]!.assunto).toBe('Renomeado');
    expect(await failureOf(ixc.update('su_oss_assunto', id, { assunto: 'Parcial' }))).toMatch(/^unavailable/);
  });

  it('retries a listing that failed, never a write', async () => {
    sandbox.sandbox.setFaults({ errorRate: 1 });
    await failureOf(client().list('cliente', { where: [] }));
    expect(sandbox.sandbox.stats().byResource.cliente).toBe(3);
    sandbox.sandbox.resetStats();
    await failureOf(client().insert('su_oss_assunto', { assunto: 'x' }));
    expect(sandbox.sandbox.stats().byResource.su_oss_assunto).toBe(1);
  });

  it('gives up at the deadline on a slow ERP and says timeout', async () => {
    sandbox.sandbox.setFaults({ latencyMs: 3000 });
    const started = Date.now();
    expect(await failureOf(client({ timeoutMs: 300 }).list('cliente', { where: [] }))).toMatch(/^timeout/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('says unavailable when the ERP drops the connection', async () => {
    sandbox.sandbox.setFaults({ down: true });
    expect(await failureOf(client({ listRetries: 0 }).list('cliente', { where: [] }))).toMatch(/^unavailable/);
  });

  it.each([
    ['html', /^unavailable: .*Ocorreu um erro ao processar/],
    ['http-500', /^unavailable: .*HTTP 500/],
    ['http-503', /^unavailable: .*HTTP 503/],
    ['text', /^unavailable: .*not JSON: Too many connections/],
  ] as const)('counts an overloaded answer (%s) against the circuit, which then stops calling', async (errorAnswer, failure) => {
    sandbox.sandbox.setFaults({ errorRate: 1, errorAnswer });
    const ixc = client({ listRetries: 0, breaker: createCircuitBreaker({ threshold: 2, coolDownMs: 60_000 }) });
    expect(await failureOf(ixc.list('cliente', { where: [] }))).toMatch(failure);
    expect(await failureOf(ixc.insert('su_oss_assunto', { assunto: 'x' }))).toMatch(/^unavailable/);
    expect(ixc.retryAfterMs()).toBeGreaterThan(59_000);
    sandbox.sandbox.resetStats();
    expect(await failureOf(ixc.list('cliente', { where: [] }))).toMatch(/^circuit_open/);
    expect(await failureOf(ixc.action('get_boleto', { boletos: '5004' }, { answer: 'document' }))).toMatch(/^circuit_open/);
    expect(sandbox.sandbox.stats().total).toBe(0);
  });

  it("counts IXC's own answers (a wrong token, a JSON refusal, an empty document) as an ERP that works", async () => {
    const ixc = client({ listRetries: 0, breaker: createCircuitBreaker({ threshold: 1, coolDownMs: 60_000 }) });
    expect(
      await failureOf(client({ token: '1:wrong', breaker: createCircuitBreaker({ threshold: 1 }) }).list('cliente', { where: [] })),
    ).toMatch(/^unauthorized/);
    expect(await failureOf(ixc.list('nao_existe', { where: [] }))).toMatch(/^rejected/);
    expect((await ixc.action('get_boleto', { boletos: '999999', tipo_boleto: 'arquivo', base64: 'S' }, { answer: 'document' })).text).toBe(
      '',
    );
    expect(ixc.retryAfterMs()).toBe(0);
  });

  it('takes an HTML block from a document action as a failure, and plain base64 as a document', async () => {
    const ixc = client({ breaker: createCircuitBreaker({ threshold: 1, coolDownMs: 60_000 }) });
    const boleto = await ixc.action('get_boleto', { boletos: '5004', tipo_boleto: 'arquivo', base64: 'S' }, { answer: 'document' });
    expect(boleto.text).toMatch(/^JVBER/);
    sandbox.sandbox.setFaults({ errorRate: 1, errorAnswer: 'html' });
    expect(await failureOf(ixc.action('get_boleto', { boletos: '5004' }, { answer: 'document' }))).toMatch(
      /^unavailable: .*Ocorreu um erro/,
    );
    expect(ixc.retryAfterMs()).toBeGreaterThan(0);
  });

  it('never retries a listing once its circuit has opened', async () => {
    sandbox.sandbox.setFaults({ errorRate: 1, errorAnswer: 'html' });
    await failureOf(
      client({ listRetries: 3, breaker: createCircuitBreaker({ threshold: 1, coolDownMs: 60_000 }) }).list('cliente', { where: [] }),
    );
    expect(sandbox.sandbox.stats().byResource.cliente).toBe(1);
  });

  it('says a write is unconfirmed when IXC carried it out but answered after the deadline', async () => {
    sandbox.sandbox.setFaults({ writeAnswerDelayMs: 1000 });
    const started = Date.now();
    expect(await failureOf(client({ timeoutMs: 300 }).insert('su_oss_assunto', { assunto: 'Atrasado' }))).toMatch(/^unconfirmed/);
    expect(Date.now() - started).toBeLessThan(900);
    expect(sandbox.sandbox.table('demo', 'su_oss_assunto').filter((row) => row.assunto === 'Atrasado')).toHaveLength(1);
    expect(sandbox.sandbox.stats().byResource.su_oss_assunto).toBe(1);
  });

  it.each([
    [{ down: true }, /^unconfirmed/],
    [{ errorRate: 1, errorAnswer: 'http-504' as const }, /^unconfirmed: .*HTTP 504/],
    [{ errorRate: 1, errorAnswer: 'http-502' as const }, /^unconfirmed: .*HTTP 502/],
    [{ errorRate: 1, errorAnswer: 'http-503' as const }, /^unavailable: .*HTTP 503/],
    [{ errorRate: 1, errorAnswer: 'html' as const }, /^unavailable: .*Ocorreu um erro/],
  ])('with %j says a write is %s, and sends it once', async (faults, failure) => {
    sandbox.sandbox.setFaults(faults);
    const ixc = client();
    expect(await failureOf(ixc.insert('su_oss_assunto', { assunto: 'x' }))).toMatch(failure);
    expect(await failureOf(ixc.action('desbloqueio_confianca', { id: '2002' }, { answer: 'json', write: true }))).toMatch(failure);
    expect(sandbox.sandbox.stats().byResource).toEqual({ su_oss_assunto: 1, desbloqueio_confianca: 1 });
  });

  it('says unavailable, not unconfirmed, for a write that could not even connect', async () => {
    const closed = client({ baseUrl: 'http://127.0.0.1:1/webservice/v1' });
    expect(await failureOf(closed.insert('su_oss_assunto', { assunto: 'x' }))).toMatch(/^unavailable: .*ECONNREFUSED/);
  });

  it('stops calling once its circuit opens', async () => {
    sandbox.sandbox.setFaults({ down: true });
    const ixc = client({ listRetries: 0, breaker: createCircuitBreaker({ threshold: 2, coolDownMs: 60_000 }) });
    await failureOf(ixc.list('cliente', { where: [] }));
    await failureOf(ixc.list('cliente', { where: [] }));
    sandbox.sandbox.resetStats();
    expect(await failureOf(ixc.list('cliente', { where: [] }))).toMatch(/circuit open/);
    expect(sandbox.sandbox.stats().total).toBe(0);
  });

  it('reports each call once it ends: its table or action (never an id), its outcome and its seconds', async () => {
    const calls: Array<{ operation: string; outcome: string }> = [];
    const ixc = client({
      listRetries: 1,
      onCall: ({ operation, outcome, seconds }) => (expect(seconds).toBeGreaterThanOrEqual(0), calls.push({ operation, outcome })),
    });
    const id = await ixc.insert('su_oss_assunto', { assunto: 'Teste', ativo: 'S', finalidade: 'AT', mostra_hotsite: 'S' });
    await failureOf(ixc.update('su_oss_assunto', id, { assunto: 'Parcial' }));
    await failureOf(ixc.list('nao_existe', { where: [] }));
    sandbox.sandbox.setFaults({ down: true });
    await failureOf(ixc.list('cliente', { where: [] }));
    expect(calls).toEqual([
      { operation: 'su_oss_assunto', outcome: 'ok' },
      { operation: 'su_oss_assunto', outcome: 'unavailable' },
      { operation: 'nao_existe', outcome: 'rejected' },
      // A listing and its retry are one call.
      { operation: 'cliente', outcome: 'unavailable' },
    ]);
  });
});
