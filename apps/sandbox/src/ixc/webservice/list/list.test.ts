import { afterAll, describe, expect, it } from 'vitest';
import { createIxcSandbox } from '../../sandbox';
import { FIXED_TODAY, idsOf, listRows } from '../../testing/ixc-client';
import { PROCESSING_ERROR_HTML } from '../answers';

const TOKEN = `9:${'ab'.repeat(32)}`;

/** Six receivables whose values disagree between text, number and date order. */
const app = createIxcSandbox({
  today: FIXED_TODAY,
  datasets: {
    tiny: {
      token: TOKEN,
      build: () => ({
        fn_areceber: [
          { id: '1', id_cliente: '7', valor: '9.90', data_vencimento: '2025-01-05', status: 'A', obs: 'Mensalidade' },
          { id: '2', id_cliente: '7', valor: '10.00', data_vencimento: '2025-02-10', status: 'R', obs: 'Instalação' },
          { id: '3', id_cliente: '7', valor: '100.00', data_vencimento: '2024-12-31', status: 'C', obs: 'MENSALIDADE avulsa' },
          { id: '4', id_cliente: '8', valor: '55.50', data_vencimento: '0000-00-00', status: 'P', obs: '' },
          { id: '10', id_cliente: '8', valor: '20.00', data_vencimento: '2025-02-10', status: 'A', obs: '50% de desconto' },
          { id: '11', id_cliente: '9', valor: '30.00', data_vencimento: '2025-03-01', status: 'A', obs: 'mensalidade' },
        ],
      }),
    },
  },
});
afterAll(() => app.close());

const list = (body: object) => listRows(app, TOKEN, 'fn_areceber', { page: '1', rp: '50', ...body });
const grid = (...filters: object[]) => ({ grid_param: JSON.stringify(filters) });
const filterIds = async (TB: string, OP: string, P: string, P2?: string) => idsOf(await list(grid({ TB, OP, P, P2 })));

describe('operators', () => {
  it('compares numbers numerically', async () => {
    expect(await filterIds('fn_areceber.valor', '>', '10')).toEqual(['3', '4', '10', '11']);
    expect(await filterIds('fn_areceber.valor', '<', '10')).toEqual(['1']);
    expect(await filterIds('fn_areceber.valor', '>=', '10')).toEqual(['2', '3', '4', '10', '11']);
    expect(await filterIds('fn_areceber.valor', '<=', '10.0')).toEqual(['1', '2']);
    expect(await filterIds('fn_areceber.valor', '=', '10')).toEqual(['2']);
    expect(await filterIds('fn_areceber.valor', '!=', '10')).toEqual(['1', '3', '4', '10', '11']);
  });

  it('compares dates given as DD/MM/YYYY or ISO chronologically', async () => {
    expect(await filterIds('fn_areceber.data_vencimento', '<', '01/01/2025')).toEqual(['3', '4']);
    expect(await filterIds('fn_areceber.data_vencimento', '>=', '2025-02-10')).toEqual(['2', '10', '11']);
    expect(await filterIds('fn_areceber.data_vencimento', '=', '10/02/2025')).toEqual(['2', '10']);
    expect(await filterIds('fn_areceber.data_vencimento', 'BE', '01/01/2025', '2025-02-28')).toEqual(['1', '2', '10']);
    expect(await filterIds('fn_areceber.data_vencimento', 'NBE', '01/01/2025', '28/02/2025')).toEqual(['3', '4', '11']);
  });

  it('matches L and NL as substrings, ignoring case and accents, with % as wildcard', async () => {
    expect(await filterIds('fn_areceber.obs', 'L', 'mensal')).toEqual(['1', '3', '11']);
    expect(await filterIds('fn_areceber.obs', 'L', 'instalacao')).toEqual(['2']);
    expect(await filterIds('fn_areceber.obs', 'L', 'men%avulsa')).toEqual(['3']);
    expect(await filterIds('fn_areceber.obs', 'NL', 'mensal')).toEqual(['2', '4', '10']);
  });

  it('matches IN and NI against a comma-separated list', async () => {
    expect(await filterIds('fn_areceber.id', 'IN', '1,3,10')).toEqual(['1', '3', '10']);
    expect(await filterIds('fn_areceber.status', 'NI', 'R,C')).toEqual(['1', '4', '10', '11']);
  });

  it('compares text that is not a number or a date as text', async () => {
    expect(await filterIds('fn_areceber.status', '=', 'a')).toEqual(['1', '10', '11']);
    expect(await filterIds('fn_areceber.status', '>', 'P')).toEqual(['2']);
  });

  it('rejects GE, LE and unknown operators with the processing error', async () => {
    for (const OP of ['GE', 'LE', 'LIKE']) {
      const response = await list(grid({ TB: 'fn_areceber.valor', OP, P: '10' }));
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PROCESSING_ERROR_HTML);
    }
  });

  it('rejects BE without P2', async () => {
    expect((await list(grid({ TB: 'fn_areceber.valor', OP: 'BE', P: '10' }))).body).toBe(PROCESSING_ERROR_HTML);
  });
});

describe('filters', () => {
  it('ANDs the primary filter with every grid_param filter', async () => {
    const response = await list({
      qtype: 'fn_areceber.id_cliente',
      query: '7',
      oper: '=',
      ...grid({ TB: 'fn_areceber.status', OP: '!=', P: 'C' }, { TB: 'fn_areceber.valor', OP: '>', P: '5' }),
    });
    expect(idsOf(response)).toEqual(['1', '2']);
  });

  it('treats an empty query as no primary filter', async () => {
    expect(idsOf(await list({ qtype: 'fn_areceber.id', query: '', oper: '=' }))).toEqual(['1', '2', '3', '4', '10', '11']);
  });

  it('accepts a body holding only grid_param', async () => {
    const response = await listRows(app, TOKEN, 'fn_areceber', grid({ TB: 'fn_areceber.id_cliente', OP: '=', P: '9' }));
    expect(idsOf(response)).toEqual(['11']);
  });

  it('answers the processing error for unqualified, foreign or unknown columns', async () => {
    const invalid = [
      { qtype: 'id_cliente', query: '7', oper: '=' },
      { qtype: 'cliente.id', query: '7', oper: '=' },
      { qtype: 'fn_areceber.nao_existe', query: '7', oper: '=' },
      { sortname: 'valor' },
      grid({ TB: 'status', OP: '=', P: 'A' }),
      grid({ TB: 'fn_areceber.Status', OP: '=', P: 'A' }),
    ];
    for (const body of invalid) {
      const response = await list(body);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PROCESSING_ERROR_HTML);
    }
  });

  it('answers the processing error when grid_param is not a string holding a JSON array', async () => {
    for (const grid_param of [[{ TB: 'fn_areceber.id', OP: '=', P: '1' }], '{"TB":"fn_areceber.id"}', 'nope']) {
      expect((await list({ grid_param })).body).toBe(PROCESSING_ERROR_HTML);
    }
  });
});

describe('paging and sorting', () => {
  it('pages with page and rp and reports the total of all matches', async () => {
    const response = await list({ page: '2', rp: '4', sortname: 'fn_areceber.id', sortorder: 'asc' });
    expect(response.json()).toMatchObject({ page: '2', total: '6' });
    expect(idsOf(response)).toEqual(['10', '11']);
  });

  it('sorts numbers numerically and dates chronologically, in either order', async () => {
    expect(idsOf(await list({ sortname: 'fn_areceber.valor', sortorder: 'desc' }))).toEqual(['3', '4', '11', '10', '2', '1']);
    expect(idsOf(await list({ sortname: 'fn_areceber.data_vencimento', sortorder: 'asc' }))).toEqual(['4', '3', '1', '2', '10', '11']);
  });

  it('omits registros when nothing matches or the page is past the end', async () => {
    expect((await list(grid({ TB: 'fn_areceber.id_cliente', OP: '=', P: '404' }))).body).toBe('{"page":"1","total":"0"}');
    expect((await list({ page: '9', rp: '4' })).body).toBe('{"page":"9","total":"6"}');
  });
});
