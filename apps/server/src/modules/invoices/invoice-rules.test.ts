import { addMonths } from '@central/domain';
import { describe, expect, it } from 'vitest';
import type { IxcRow } from '../../integrations/ixc/wire';
import { openInvoices, paidInvoices, toInvoice, windowEnd } from './invoice-rules';

const TODAY = '2026-11-22';
const row = (fields: Partial<IxcRow>): IxcRow => ({
  id: '1',
  status: 'A',
  liberado: 'S',
  data_vencimento: TODAY,
  valor: '99.90',
  valor_recebido: '0.00',
  id_contrato: '2001',
  id_contrato_avulso: '',
  pagamento_data: '',
  linha_digitavel: '00190.00009 01234.567004 00000.001172 1 12910000009990',
  tipo_recebimento: '',
  ...fields,
});

describe('display status', () => {
  it('a bill due today is to receive, a day earlier it is overdue', () => {
    expect(toInvoice(row({ data_vencimento: '2026-11-22' }), TODAY)?.status).toBe('to_receive');
    expect(toInvoice(row({ data_vencimento: '2026-11-21' }), TODAY)?.status).toBe('overdue');
  });
  it('a partial bill with 0.00 received counts as to receive (or overdue by date); with money received it is partial', () => {
    expect(toInvoice(row({ status: 'P', valor_recebido: '0.00', data_vencimento: '2026-11-30' }), TODAY)?.status).toBe('to_receive');
    expect(toInvoice(row({ status: 'P', valor_recebido: '0.00', data_vencimento: '2026-11-01' }), TODAY)?.status).toBe('overdue');
    expect(toInvoice(row({ status: 'P', valor_recebido: '30.00', data_vencimento: '2026-11-01' }), TODAY)?.status).toBe('partial');
  });
  it('drops canceled, hidden and undated rows', () => {
    expect(toInvoice(row({ status: 'C' }), TODAY)).toBeNull();
    expect(toInvoice(row({ liberado: 'N' }), TODAY)).toBeNull();
    expect(toInvoice(row({ data_vencimento: '0000-00-00' }), TODAY)).toBeNull();
  });
});

describe('display fields', () => {
  it('maps a paid bill exactly', () => {
    expect(
      toInvoice(row({ id: '4001', status: 'R', valor: '99.90', pagamento_data: '2026-10-09', tipo_recebimento: 'Pix' }), TODAY),
    ).toEqual({
      id: '4001',
      contractId: '2001',
      status: 'received',
      value: 99.9,
      amountDue: 0,
      dueDate: TODAY,
      paymentDate: '2026-10-09',
      paymentType: 'pix',
      linhaDigitavel: null,
    });
  });
  it('takes the contract from id_contrato or else id_contrato_avulso', () => {
    expect(toInvoice(row({ id_contrato: '', id_contrato_avulso: '2009' }), TODAY)?.contractId).toBe('2009');
    expect(toInvoice(row({ id_contrato: '0', id_contrato_avulso: '0' }), TODAY)?.contractId).toBeNull();
  });
  it.each([
    ['Cartão', 'credit_card'],
    ['Cartão de crédito', 'credit_card'],
    ['Boleto', 'boleto'],
    ['Pix', 'pix'],
    ['Dinheiro', null],
  ])('reads the payment type %s as %s', (tipo, type) => {
    expect(toInvoice(row({ status: 'R', tipo_recebimento: tipo }), TODAY)?.paymentType).toBe(type);
  });
  it('owes valor less valor_recebido to the cent on a partial bill, valor on an open one and nothing once received', () => {
    expect(toInvoice(row({ status: 'P', valor: '79.90', valor_recebido: '30.00' }), TODAY)?.amountDue).toBe(49.9);
    expect(toInvoice(row({ status: 'P', valor: '0.30', valor_recebido: '0.10' }), TODAY)?.amountDue).toBe(0.2);
    expect(toInvoice(row({ status: 'A', valor: '99.90' }), TODAY)?.amountDue).toBe(99.9);
    expect(toInvoice(row({ status: 'R', valor: '99.90', valor_recebido: '99.90' }), TODAY)?.amountDue).toBe(0);
  });
  it('has no digitable line when IXC has none', () => {
    expect(toInvoice(row({ linha_digitavel: '  ' }), TODAY)?.linhaDigitavel).toBeNull();
  });
});

describe('open list', () => {
  const invoice = (id: string, dueDate: string, status = 'A', received = '0.00') =>
    toInvoice(row({ id, data_vencimento: dueDate, status, valor_recebido: received }), TODAY)!;

  it('holds overdue and partial bills of any date and bills due up to 15 days ahead, boundary included', () => {
    const all = [
      invoice('1', '2024-01-10'),
      invoice('2', '2026-12-07'),
      invoice('3', '2026-12-08'),
      invoice('4', '2027-03-01', 'P', '10.00'),
      invoice('5', TODAY),
    ];
    expect(windowEnd(TODAY, '15_days')).toBe('2026-12-07');
    expect(openInvoices(all, TODAY, '15_days').map((i) => i.id)).toEqual(['1', '5', '2', '4']);
  });
  it('reaches one month ahead for providers configured so', () => {
    const all = [invoice('1', '2026-12-22'), invoice('2', '2026-12-23')];
    expect(openInvoices(all, TODAY, '1_month').map((i) => i.id)).toEqual(['1']);
  });
  it('never holds paid bills', () => {
    expect(openInvoices([toInvoice(row({ status: 'R' }), TODAY)!], TODAY, '15_days')).toEqual([]);
  });
});

describe('paid list', () => {
  it('keeps the latest 12 of 13 paid bills, newest first', () => {
    const dueDates = Array.from({ length: 13 }, (_, month) => addMonths('2025-01-10', month));
    const paid = dueDates.map((dueDate, index) =>
      toInvoice(row({ id: String(100 + index), status: 'R', data_vencimento: dueDate }), TODAY)!,
    );
    const list = paidInvoices(paid);
    expect(list).toHaveLength(12);
    expect(list[0]!.dueDate).toBe('2026-01-10');
    expect(list.at(-1)!.dueDate).toBe('2025-02-10');
  });
});
