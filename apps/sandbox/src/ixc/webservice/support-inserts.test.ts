import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { FIXED_TODAY, listRows, send } from '../testing/ixc-client';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());
beforeEach(() => app.sandbox.reset());

const NOW = /^2025-06-15 \d{2}:\d{2}:\d{2}$/;

/** POST without `ixcsoft: listar` (an insert), then the row as a list answers it. */
async function insertAndList(token: string, table: string, body: Record<string, string>) {
  const answer = (await send(app, { method: 'POST', url: `/webservice/v1/${table}`, token, body })).json();
  expect(answer).toMatchObject({ type: 'success', message: 'Registro inserido com sucesso!' });
  const listed = await listRows(app, token, table, { qtype: `${table}.id`, query: answer.id, oper: '=' });
  return listed.json().registros[0] as Record<string, string>;
}

const rowOf = (dataset: 'demo' | 'alt', table: 'su_ticket' | 'su_oss_chamado', id: string) =>
  app.sandbox.table(dataset, table).find((row) => row.id === id);

describe('support inserts as the portal sends them', () => {
  it('opens a ticket with a protocol and its dates', async () => {
    const body = {
      tipo: 'C',
      id_cliente: '1001',
      id_contrato: '2001',
      id_assunto: '1',
      titulo: 'Sem internet',
      menssagem: 'Caiu tudo agora há pouco.',
      id_ticket_setor: '1',
      id_wfl_processo: '3',
      prioridade: 'M',
      su_status: 'N',
      origem_endereco: 'C',
    };
    const row = await insertAndList(SANDBOX_TOKENS.demo, 'su_ticket', body);
    expect(row).toMatchObject({ ...body, id: '7016', protocolo: '20250615000001', status: 'T' });
    expect(row.data_criacao).toMatch(NOW);
    expect(row.data_ultima_alteracao).toBe(row.data_criacao);
  });

  it('opens a service order with a protocol and data_abertura', async () => {
    const body = {
      tipo: 'C',
      id_cliente: '1001',
      id_contrato_kit: '2001',
      id_assunto: '2',
      id_filial: '1',
      setor: '1',
      id_wfl_processo: '5',
      prioridade: 'N',
      status: 'A',
      origem_endereco: 'M',
      mensagem: 'Internet lenta à noite.',
    };
    const row = await insertAndList(SANDBOX_TOKENS.alt, 'su_oss_chamado', body);
    expect(row).toMatchObject({ ...body, id: '8010', protocolo: '20250615000001', data_fechamento: '0000-00-00 00:00:00' });
    expect(row.data_abertura).toMatch(NOW);
  });

  it.each([
    [
      'a ticket without id_ticket_setor',
      'demo',
      'su_ticket',
      { tipo: 'C', id_cliente: '1001', id_assunto: '1', titulo: 'Sem internet', menssagem: 'Caiu.' },
      'id_ticket_setor',
    ],
    [
      'a service order without setor',
      'alt',
      'su_oss_chamado',
      { tipo: 'C', id_cliente: '1001', id_assunto: '2', id_filial: '1', setor: ' ', mensagem: 'Lento.' },
      'setor',
    ],
  ] as const)('refuses %s, storing nothing', async (_case, dataset, table, body, field) => {
    const before = app.sandbox.table(dataset, table).length;
    const answer = (await send(app, { method: 'POST', url: `/webservice/v1/${table}`, token: SANDBOX_TOKENS[dataset], body })).json();
    expect(answer).toEqual({ type: 'error', message: `O campo ${field} é obrigatório!` });
    expect(app.sandbox.table(dataset, table)).toHaveLength(before);
  });

  it('adds a subscriber message to a ticket, keeping its status and touching its last change', async () => {
    const body = {
      id_ticket: '7003',
      id_cliente: '1001',
      mensagem: 'Continua lento.',
      mensagem_ticket: 'Continua lento.',
      visibilidade_mensagens: 'PU',
      su_status: 'EP',
      existe_pendencia_externa: '0',
    };
    const row = await insertAndList(SANDBOX_TOKENS.demo, 'su_mensagens', body);
    expect(row).toMatchObject({ ...body, id: '9021', operador: '' });
    expect(row.data).toMatch(NOW);
    expect(rowOf('demo', 'su_ticket', '7003')).toMatchObject({ su_status: 'EP', data_ultima_alteracao: row.data });
  });

  it('adds a history entry to a service order, keeping its status and touching its last change', async () => {
    const body = {
      id_chamado: '8002',
      mensagem: 'Posso receber o técnico depois das 15h.',
      id_evento: '8',
      status: 'EN',
      tipo_cobranca: 'NENHUM',
      finaliza_processo: 'N',
      id_operador: '0',
    };
    const row = await insertAndList(SANDBOX_TOKENS.alt, 'su_oss_chamado_mensagem', body);
    expect(row).toMatchObject({ ...body, id: '9532' });
    expect(row.data).toMatch(NOW);
    expect(rowOf('alt', 'su_oss_chamado', '8002')).toMatchObject({ status: 'EN', ultima_atualizacao: row.data });
  });
});
