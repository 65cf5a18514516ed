import { describe, expect, it } from 'vitest';
import { listBody, parseListAnswer } from './wire';

describe('IXC list body', () => {
  it('puts the first filter in qtype/query/oper and the others in grid_param, all qualified', () => {
    const body = listBody('fn_areceber', {
      where: [
        { column: 'id_cliente', op: '=', value: '1001' },
        { column: 'liberado', op: '=', value: 'S' },
        { column: 'data_vencimento', op: 'BE', value: '01/01/2026', value2: '31/12/2026' },
      ],
      sortBy: 'data_vencimento',
      order: 'asc',
      rowsPerPage: 50,
    });
    expect(body).toEqual({
      qtype: 'fn_areceber.id_cliente',
      query: '1001',
      oper: '=',
      page: '1',
      rp: '50',
      sortname: 'fn_areceber.data_vencimento',
      sortorder: 'asc',
      grid_param: JSON.stringify([
        { TB: 'fn_areceber.liberado', OP: '=', P: 'S' },
        { TB: 'fn_areceber.data_vencimento', OP: 'BE', P: '01/01/2026', P2: '31/12/2026' },
      ]),
    });
  });

  it('keeps a between filter in grid_param, with an empty primary query', () => {
    const body = listBody('cliente', { where: [{ column: 'id', op: 'BE', value: '1', value2: '9' }] });
    expect(body).toMatchObject({ qtype: 'cliente.id', query: '', oper: '=' });
    expect(JSON.parse(body.grid_param!)).toEqual([{ TB: 'cliente.id', OP: 'BE', P: '1', P2: '9' }]);
  });
});

describe('IXC list answer', () => {
  it('reads string or number totals and absent, array or keyed registros, as strings', () => {
    expect(parseListAnswer({ page: '1', total: '0' })).toEqual({ total: 0, rows: [] });
    expect(parseListAnswer({ page: '1', total: 1, registros: [{ id: 7, nome: null }] })).toEqual({
      total: 1,
      rows: [{ id: '7', nome: '' }],
    });
    expect(parseListAnswer({ total: '2', registros: { 0: { id: '1' }, 1: { id: '2' } } })?.rows).toEqual([{ id: '1' }, { id: '2' }]);
  });
  it('refuses an answer without total', () => {
    expect(parseListAnswer({ type: 'success' })).toBeNull();
    expect(parseListAnswer('x')).toBeNull();
  });
});
