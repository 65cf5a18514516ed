import { describe, expect, it } from 'vitest';
import type { IxcRow } from '../../integrations/ixc/wire';
import { entitledApps, type CatalogueApp } from './entitlement-rules';

const contract = (id: string, plan: string, status = 'A'): IxcRow => ({ id, id_vd_contrato: plan, status, contrato: `Plano ${plan}` });
const planItem = (id: string, plan: string, product: string, name: string): IxcRow => ({
  id,
  id_vd_contrato: plan,
  id_contrato: '0',
  id_produto: product,
  descricao: name,
});
const ownItem = (id: string, contractId: string, product: string, name: string): IxcRow => ({
  id,
  id_vd_contrato: '0',
  id_contrato: contractId,
  id_produto: product,
  descricao: name,
});
const app = (id: string, fields: Partial<CatalogueApp>): CatalogueApp => ({
  id,
  integrationMethod: 'api_atp_box',
  activationCriteria: 'any',
  productIds: [],
  planIds: [],
  ...fields,
});
const pairs = (result: ReturnType<typeof entitledApps>) =>
  result.map((entry) => [entry.app.id, entry.contract.id, entry.service?.id ?? null]);

const CONTRACTS = [contract('2001', '11'), contract('2002', '12'), contract('2003', '11', 'I')];
const ITEMS = [
  planItem('101', '11', '880', 'Watch Brasil'),
  planItem('102', '12', '883', 'ATP Box - Nuvem 100 GB'),
  ownItem('103', '2002', '882', 'Tocalivros'),
  ownItem('104', '2003', '883', 'ATP Box - Nuvem 100 GB'),
  planItem('105', '12', '886', 'MAX'),
];

describe('entitlement', () => {
  it('offers an `any` app on every active contract, never an inactive one', () => {
    expect(pairs(entitledApps([app('a', {})], CONTRACTS, ITEMS))).toEqual([
      ['a', '2001', null],
      ['a', '2002', null],
    ]);
  });

  it("offers a product app on the contracts whose plan's items or own items hold one of its products", () => {
    const box = app('box', { activationCriteria: 'product_in_contract', productIds: ['883', '884'] });
    const books = app('books', { activationCriteria: 'product_in_contract', productIds: ['882'], integrationMethod: 'api_toca_livros' });
    // 2003 holds 883 too, but it is inactive.
    expect(pairs(entitledApps([box, books], CONTRACTS, ITEMS))).toEqual([
      ['box', '2002', '102'],
      ['books', '2002', '103'],
    ]);
    expect(entitledApps([box], CONTRACTS, ITEMS)[0]!.service).toEqual({ id: '102', name: 'ATP Box - Nuvem 100 GB' });
  });

  it('offers a plan app on the contracts of its plans', () => {
    expect(pairs(entitledApps([app('p', { activationCriteria: 'plan_in_contract', planIds: ['12'] })], CONTRACTS, ITEMS))).toEqual([
      ['p', '2002', null],
    ]);
  });

  it('folds the grouped methods (watchbr, playhub, display_only) to their first contract', () => {
    const watch = app('w', { integrationMethod: 'watchbr' });
    const show = app('d', { integrationMethod: 'display_only' });
    const box = app('b', { integrationMethod: 'api_atp_box' });
    expect(pairs(entitledApps([watch, show, box], CONTRACTS, ITEMS))).toEqual([
      ['w', '2001', null],
      ['d', '2001', null],
      ['b', '2001', null],
      ['b', '2002', null],
    ]);
  });

  it('keeps one card per contract for an app entitled through the MAX product (886), though its method is grouped', () => {
    const more = [...CONTRACTS, contract('2005', '12')];
    const max = app('max', { integrationMethod: 'playhub', activationCriteria: 'product_in_contract', productIds: ['886'] });
    expect(pairs(entitledApps([max], more, ITEMS))).toEqual([
      ['max', '2002', '105'],
      ['max', '2005', '105'],
    ]);
  });
});
