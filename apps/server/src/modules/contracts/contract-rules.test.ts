import { describe, expect, it } from 'vitest';
import type { IxcRow } from '../../integrations/ixc/wire';
import { addressOf, internetStatusOf, placesFrom, settlementYears, toContract } from './contract-rules';

const places = placesFrom([{ id: '10', nome: 'Brasília', uf: '7' }], [{ id: '7', sigla: 'DF' }]);

describe('contract internet status', () => {
  it.each([
    ['A', 'A', 'Ativo', true, false],
    ['A', 'CM', 'Bloqueado', false, true],
    ['A', 'CA', 'Bloqueado', false, true],
    ['A', 'FA', 'Financeiro Pendente', false, true],
    ['A', 'AA', 'Aguardando Assinatura', false, false],
    ['A', 'D', 'Contrato desativado', false, false],
    ['A', 'CE', 'Contrato desativado', false, false],
    ['I', 'CM', 'Contrato desativado', false, false],
  ])('status %s / internet %s is %s', (status, code, text, active, blocked) => {
    expect(internetStatusOf({ status, status_internet: code })).toEqual({ code, text, active, blocked });
  });
});

describe('contract address', () => {
  const contract: IxcRow = {
    id: '1',
    endereco: 'Rua A',
    numero: '10',
    bairro: 'Centro',
    cidade: '10',
    cep: '70000-000',
    complemento: 'Ap 2',
    endereco_padrao_cliente: 'N',
  };
  it('names the city and state', () => {
    expect(addressOf(contract, null, places)).toEqual({
      cep: '70000-000',
      rua: 'Rua A',
      numero: '10',
      bairro: 'Centro',
      cidade: 'Brasília',
      estado: 'DF',
      complemento: 'Ap 2',
    });
  });
  it("uses the customer's address when the contract says so", () => {
    const customer: IxcRow = {
      endereco: 'Rua do Cliente',
      numero: '5',
      bairro: 'Asa Sul',
      cidade: '10',
      cep: '70200-000',
      complemento: '',
    };
    expect(addressOf({ ...contract, endereco_padrao_cliente: 'S', endereco: '' }, customer, places).rua).toBe('Rua do Cliente');
  });
});

describe('contract', () => {
  it('lists its own items as services, or its plan when it has none', () => {
    const row: IxcRow = { id: '2001', contrato: 'Fibra 500 Mega', status: 'A', status_internet: 'A', data_ativacao: '2024-03-01' };
    const items: IxcRow[] = [
      { id: '101', id_contrato: '2001', descricao: 'Fibra 500 Mega' },
      { id: '102', id_contrato: '2001', descricao: 'Watch' },
      { id: '103', id_contrato: '2002', descricao: 'Outro' },
    ];
    expect(toContract(row, items, null, places, '2026-11-23').services).toEqual([
      { id: '101', name: 'Fibra 500 Mega' },
      { id: '102', name: 'Watch' },
    ]);
    expect(toContract(row, [], null, places, '2026-11-23')).toMatchObject({
      activationDate: '2024-03-01',
      services: [{ id: '2001', name: 'Fibra 500 Mega' }],
    });
  });
});

describe('annual settlement years', () => {
  it('offers the current year and the two before', () => {
    expect(settlementYears('2026-01-01')).toEqual([2026, 2025, 2024]);
  });
});
