import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { FIXED_TODAY, idsOf, listRows, send } from '../testing/ixc-client';
import { PROCESSING_ERROR_HTML } from './answers';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());
beforeEach(() => app.sandbox.reset());

const token = SANDBOX_TOKENS.demo;
const rowOf = (table: 'cliente' | 'fn_areceber' | 'su_ticket', id: string) => app.sandbox.table('demo', table).find((row) => row.id === id);

describe('insert (POST without listar)', () => {
  it('stores the row with the next id, every value as a string and DD/MM/YYYY dates as ISO', async () => {
    const response = await send(app, {
      method: 'POST',
      url: '/webservice/v1/su_ticket',
      token,
      body: {
        tipo: 'C',
        id_cliente: 1001,
        id_assunto: '3',
        id_ticket_setor: 1,
        titulo: 'Teste',
        menssagem: 'Olá',
        su_status: 'N',
        data_criacao: '27/09/2023 10:11:12',
        campo_de_formulario: 'x',
      },
    });
    expect(response.json()).toEqual({ type: 'success', message: 'Registro inserido com sucesso!', id: '7016' });
    const row = rowOf('su_ticket', '7016');
    expect(row).toMatchObject({ id_cliente: '1001', titulo: 'Teste', data_criacao: '2023-09-27 10:11:12', prioridade: 'M' });
    expect(row?.protocolo).toMatch(/^20250615\d{6}$/);
    expect(row).not.toHaveProperty('campo_de_formulario');
  });

  it('moves the ticket when a message is posted with a new su_status', async () => {
    await send(app, {
      method: 'POST',
      url: '/webservice/v1/su_mensagens',
      token,
      body: { id_ticket: '7001', mensagem: 'Verificando', su_status: 'EP', visibilidade_mensagens: 'PU', mensagem_ticket: 'x' },
    });
    expect(rowOf('su_ticket', '7001')?.su_status).toBe('EP');
  });
});

describe('update (PUT)', () => {
  it('replaces the row when the body carries the full record', async () => {
    const record = { ...rowOf('cliente', '1004'), senha: 'nova-senha', data_nascimento: '21/07/1992' };
    const response = await send(app, { method: 'PUT', url: '/webservice/v1/cliente/1004', token, body: record });
    expect(response.json()).toEqual({ type: 'success', message: 'Registro atualizado com sucesso!', id: '1004' });
    expect(rowOf('cliente', '1004')).toMatchObject({ senha: 'nova-senha', data_nascimento: '1992-07-21' });
  });

  it('refuses a partial body with the processing error and changes nothing', async () => {
    const before = rowOf('cliente', '1001');
    const response = await send(app, {
      method: 'PUT',
      url: '/webservice/v1/cliente/1001',
      token,
      body: { senha: 'x', senha_hotsite_md5: 'N' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PROCESSING_ERROR_HTML);
    expect(rowOf('cliente', '1001')).toEqual(before);
  });

  it('accepts a full record without id and keeps the columns IXC will not write', async () => {
    const { id: _id, ...record } = rowOf('fn_areceber', '5003') ?? {};
    const body = { ...record, linha_digitavel: '', gateway_link: 'https://x.example', obs: 'alterado' };
    await send(app, { method: 'PUT', url: '/webservice/v1/fn_areceber/5003', token, body });
    const row = rowOf('fn_areceber', '5003');
    expect(row?.obs).toBe('alterado');
    expect(row?.linha_digitavel).toBe('00190.00009 03128.557000 00005.003173 2 11130000009990');
    expect(row?.gateway_link).toBe('');
  });

  it('answers an error for an id that does not exist', async () => {
    const response = await send(app, { method: 'PUT', url: '/webservice/v1/cliente/999', token, body: rowOf('cliente', '1001') });
    expect(response.json()).toEqual({ type: 'error', message: 'Registro não encontrado!' });
  });
});

describe('delete', () => {
  it('removes the row', async () => {
    const response = await send(app, { method: 'DELETE', url: '/webservice/v1/su_mensagens/9001', token });
    expect(response.json()).toEqual({ type: 'success', message: 'Registro removido com sucesso!' });
    const after = await listRows(app, token, 'su_mensagens', { qtype: 'su_mensagens.id', query: '9001', oper: '=' });
    expect(idsOf(after)).toEqual([]);
  });

  it('answers an error when the row is not there', async () => {
    const response = await send(app, { method: 'DELETE', url: '/webservice/v1/su_mensagens/1', token });
    expect(response.json()).toEqual({ type: 'error', message: 'Registro não encontrado!' });
  });
});

describe('reset', () => {
  it('drops every write and rebuilds the fixture', async () => {
    await send(app, { method: 'DELETE', url: '/webservice/v1/cliente/1003', token });
    expect(rowOf('cliente', '1003')).toBeUndefined();
    app.sandbox.reset();
    expect(rowOf('cliente', '1003')?.razao).toBe('João Batista Pereira');
  });
});
