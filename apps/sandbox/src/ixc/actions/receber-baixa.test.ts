import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { FIXED_TODAY, listRows, send } from '../testing/ixc-client';
import { brazilianReais } from './receber-baixa';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());
beforeEach(() => app.sandbox.reset());

const token = SANDBOX_TOKENS.demo;
const url = '/webservice/v1/fn_areceber_recebimentos_baixas_novo';
const invoice = (id: string) => app.sandbox.table('demo', 'fn_areceber').find((row) => row.id === id);
const receipts = () => app.sandbox.table('demo', 'fn_areceber_baixas');
/** '59.90' as a receipt writes it: '59,90'. */
const comma = (amount: string) => amount.replace('.', ',');
const receipt = (invoiceId: string, amount: string) => ({
  filial_id: '1',
  id_receber: invoiceId,
  conta_: '12',
  id_conta: '3',
  tipo_recebimento: 'C',
  data: '20/06/2025',
  valor_parcela: amount,
  valor_total_recebido: amount,
  credito: amount,
  debito: amount,
  previsao: 'N',
  tipo_lanc: 'R',
  historico: 'Cielo PaymentId abc Tid 123',
});
const post = (body: object) => send(app, { method: 'POST', url, token, body }).then((response) => response.json());

describe('fn_areceber_recebimentos_baixas_novo', () => {
  it('stores the receipt and settles the invoice as received, the invoice labelled by the code (C: Cartão)', async () => {
    const amount = invoice('5004')?.valor ?? '';
    const answer = await post(receipt('5004', comma(amount)));
    expect(answer).toEqual({ type: 'success', message: 'Registro inserido com sucesso!', id: '1' });
    expect(invoice('5004')).toMatchObject({
      status: 'R',
      valor_recebido: amount,
      valor_aberto: '0.00',
      pagamento_data: '2025-06-20',
      tipo_recebimento: 'Cartão',
    });
    expect(invoice('5004')!.baixa_data).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(receipts()).toEqual([
      expect.objectContaining({
        id: '1',
        id_receber: '5004',
        conta_: '12',
        id_conta: '3',
        tipo_recebimento: 'C',
        data: '2025-06-20',
        valor_total_recebido: amount,
        credito: amount,
        debito: amount,
        historico: 'Cielo PaymentId abc Tid 123',
      }),
    ]);
  });

  it('completes a partially paid invoice', async () => {
    await post(receipt('5007', '49,90'));
    expect(invoice('5007')).toMatchObject({ status: 'R', valor_recebido: '79.90', valor_aberto: '0.00' });
  });

  it('reads money the Brazilian way: a dot-decimal amount counts as thousands', async () => {
    await post(receipt('5007', '49.90'));
    expect(invoice('5007')).toMatchObject({ status: 'R', valor_recebido: '5020.00', valor_aberto: '0.00' });
    expect(receipts()[0]).toMatchObject({ valor_total_recebido: '4990.00' });
  });

  it('refuses a received, canceled or unknown invoice, changing nothing', async () => {
    const amount = comma(invoice('5004')?.valor ?? '');
    await post(receipt('5004', amount));
    expect(await post(receipt('5004', amount))).toEqual({ type: 'error', message: 'Conta a receber 5004 já está recebida!' });
    expect(await post(receipt('5009', '10,00'))).toEqual({ type: 'error', message: 'Conta a receber 5009 está cancelada!' });
    expect(await post(receipt('999999', '10,00'))).toEqual({ type: 'error', message: 'Conta a receber 999999 não encontrada!' });
    expect(receipts()).toHaveLength(1);
  });

  it.each([
    ['without the invoice', { id_receber: '' }, 'O campo id_receber é obrigatório!'],
    ['without the cash account (conta_)', { conta_: '' }, 'O campo conta_ é obrigatório!'],
    ['without the planning account (id_conta)', { id_conta: undefined }, 'O campo id_conta é obrigatório!'],
    ['without a debit', { debito: undefined }, 'O campo debito é obrigatório!'],
    ['with an ISO date', { data: '2025-06-20' }, 'Data de recebimento inválida!'],
    ['with a date that is no day', { data: '31/02/2025' }, 'Data de recebimento inválida!'],
    ['with a month that is none', { data: '20/13/2025' }, 'Data de recebimento inválida!'],
    ['with an invoice label as the receipt type', { tipo_recebimento: 'Cartão' }, 'Tipo de recebimento inválido!'],
    ['with a receipt type outside the list', { tipo_recebimento: 'X' }, 'Tipo de recebimento inválido!'],
    ['with an amount that is no number', { valor_total_recebido: 'abc' }, 'Valor recebido inválido!'],
    ['with a zero debit beside the credit', { debito: '0,00' }, 'Crédito e débito da baixa devem ser iguais!'],
  ])('refuses a body %s, changing nothing', async (_case, change, message) => {
    const body: Record<string, unknown> = { ...receipt('5004', '10,00'), ...change };
    for (const field of Object.keys(change)) if (body[field] === undefined) delete body[field];
    expect(await post(body)).toEqual({ type: 'error', message });
    expect(invoice('5004')!.status).toBe('A');
    expect(receipts()).toEqual([]);
  });
});

describe('brazilianReais', () => {
  it('drops the thousands dots and reads the comma as the decimal mark', () => {
    expect([brazilianReais('1.022,50'), brazilianReais('102,25'), brazilianReais('150'), brazilianReais('102.25')]).toEqual([
      1022.5, 102.25, 150, 10225,
    ]);
    expect([brazilianReais(''), brazilianReais('R$ 10'), brazilianReais('-5,00'), brazilianReais('1,234')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('fn_areceber_baixas', () => {
  it("lists an invoice's receipts by fn_movim_finan columns, as IXC's view is queried", async () => {
    await post(receipt('5007', '49,90'));
    const body = {
      qtype: 'fn_movim_finan.id_receber',
      query: '5007',
      oper: '=',
      sortname: 'fn_movim_finan.id',
      sortorder: 'asc',
      page: '1',
      rp: '20',
    };
    const answer = (await listRows(app, token, 'fn_areceber_baixas', body)).json();
    expect(answer).toMatchObject({ total: '1', registros: [{ id: '1', id_receber: '5007', historico: 'Cielo PaymentId abc Tid 123' }] });
    const byViewName = await listRows(app, token, 'fn_areceber_baixas', { ...body, qtype: 'fn_areceber_baixas.id_receber' });
    expect(byViewName.body).toContain('Ocorreu um erro ao processar');
  });
});

describe('DELETE fn_areceber_baixas/<id>', () => {
  it('removes the receipt and reopens the invoice', async () => {
    const before = { ...invoice('5004') };
    const { id } = await post(receipt('5004', comma(before.valor!)));
    const response = await send(app, { method: 'DELETE', url: `/webservice/v1/fn_areceber_baixas/${id}`, token });
    expect(response.json()).toEqual({ type: 'success', message: 'Registro removido com sucesso!' });
    expect(invoice('5004')).toMatchObject({ status: 'A', valor_recebido: '0.00', valor_aberto: before.valor, pagamento_data: '' });
    expect(receipts()).toEqual([]);
  });

  it('answers an error for a receipt that does not exist', async () => {
    const response = await send(app, { method: 'DELETE', url: '/webservice/v1/fn_areceber_baixas/77', token });
    expect(response.json()).toEqual({ type: 'error', message: 'Registro não encontrado!' });
  });
});
