import { createIxcSandbox, SANDBOX_TOKENS, type IxcSandbox } from '@central/sandbox';
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
  sandbox.sandbox.setFaults({ latencyMs: 0, errorRate: 0, down: false });
  sandbox.sandbox.resetStats();
});

const client = (options: Partial<IxcClientOptions> = {}) =>
  createIxcClient({ baseUrl, token: SANDBOX_TOKENS.demo, timeoutMs: 1500, listRetries: 2, breaker: createCircuitBreaker({ threshold: 99 }), ...options });

const failureOf = (promise: Promise<unknown>) => promise.then(() => 'no failure', (error: IxcError) => `${error.failure}: ${error.message}`);

describe('IXC client', () => {
  it('lists with filters and reads the string rows', async () => {
    const { total, rows } = await client().list('cliente', { where: [{ column: 'cnpj_cpf', op: '=', value: '529.982.247-25' }] });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ id: '1001', razao: 'Maria Aparecida da Silva', ativo: 'S' });
  });

  it('reads an empty list', async () => {
    expect(await client().list('cliente', { where: [{ column: 'cnpj_cpf', op: '=', value: '000.000.000-00' }] })).toEqual({ total: 0, rows: [] });
  });

  it('tells a wrong token (401 with HTML) apart', async () => {
    expect(await failureOf(client({ token: '1:wrong' }).list('cliente', { where: [] }))).toMatch(/^unauthorized/);
  });

  it('reads errors that come with HTTP 200: JSON type error and the HTML block', async () => {
    expect(await failureOf(client().list('nao_existe', { where: [] }))).toBe('rejected: IXC nao_existe: Recurso nao_existe não está disponível!');
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

  it('stops calling once its circuit opens', async () => {
    sandbox.sandbox.setFaults({ down: true });
    const ixc = client({ listRetries: 0, breaker: createCircuitBreaker({ threshold: 2, coolDownMs: 60_000 }) });
    await failureOf(ixc.list('cliente', { where: [] }));
    await failureOf(ixc.list('cliente', { where: [] }));
    sandbox.sandbox.resetStats();
    expect(await failureOf(ixc.list('cliente', { where: [] }))).toMatch(/circuit open/);
    expect(sandbox.sandbox.stats().total).toBe(0);
  });
});
