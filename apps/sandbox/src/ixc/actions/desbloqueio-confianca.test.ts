import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { FIXED_TODAY, send } from '../testing/ixc-client';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());
beforeEach(() => app.sandbox.reset());

const unlock = async (id: string) =>
  (await send(app, { method: 'POST', url: '/webservice/v1/desbloqueio_confianca', token: SANDBOX_TOKENS.demo, body: { id } })).json();
const contract = (id: string) => app.sandbox.table('demo', 'cliente_contrato').find((row) => row.id === id);

describe('desbloqueio_confianca', () => {
  it('releases a blocked contract with trust unlock enabled', async () => {
    expect(await unlock('2002')).toEqual({
      tipo: 'sucesso',
      mensagem: 'Desbloqueio de confiança realizado com sucesso! O contrato ficará liberado até 18/06/2025.',
    });
    expect(contract('2002')).toMatchObject({
      status_internet: 'A',
      desbloqueio_confianca_ativo: 'S',
      dt_ult_desb_conf: '2025-06-15',
      dt_retorno_desb_conf: '2025-06-18',
    });
    expect(await unlock('2002')).toMatchObject({ tipo: 'erro', codigo: '107' });
  });

  it('refuses an unknown, an active and an inactive contract with codes 106, 107 and 109', async () => {
    expect(await unlock('9999')).toEqual({ tipo: 'erro', codigo: '106', mensagem: 'ID de contrato inexistente na base de dados.' });
    expect(await unlock('2001')).toEqual({
      tipo: 'erro',
      codigo: '107',
      mensagem: 'O contrato já encontra-se ativo, não é necessário utilizar o desbloqueio de confiança.',
    });
    expect(await unlock('2004')).toEqual({
      tipo: 'erro',
      codigo: '109',
      mensagem: 'Não é possível utilizar o desbloqueio de confiança, o contrato está inativo.',
    });
  });

  it('refuses with 113 when the unlock was used in the last 30 days', async () => {
    expect(await unlock('2003')).toEqual({
      tipo: 'erro',
      codigo: '113',
      mensagem:
        'O desbloqueio de confiança não está disponível para o contrato 2003, este recurso foi usado no dia 03/06/2025 ' +
        'e não foi realizado o pagamento até o dia 06/06/2025.',
    });
    expect(contract('2003')?.status_internet).toBe('FA');
  });
});
