import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '../fixtures/datasets';
import { createIxcSandbox } from '../sandbox';
import { FIXED_TODAY, send } from '../testing/ixc-client';

const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());
beforeEach(() => app.sandbox.reset());

const token = SANDBOX_TOKENS.demo;
const url = '/webservice/v1/fn_areceber_recebimentos_baixas_novo';
const invoice = (id: string) => app.sandbox.table('demo', 'fn_areceber').find((row) => row.id === id);
const receipt = (invoiceId: string, amount: string) => ({
  filial_id: '1', id_receber: invoiceId, conta_: '1', id_conta: '1', tipo_recebimento: 'Cartão', data: '20/06/2025',
  valor_parcela: amount, valor_total_recebido: amount, credito: amount, debito: '0.00', previsao: 'N', tipo_lanc: 'R',
  historico: 'Cielo PaymentId abc Tid 123',
});
const post = (body: object) => send(app, { method: 'POST', url, token, body }).then((response) => response.json());

describe('fn_areceber_recebimentos_baixas_novo', () => {
  it('stores the receipt and settles the invoice as received', async () => {
    const amount = invoice('5004')?.valor ?? '';
    const answer = await post(receipt('5004', amount));
    expect(answer).toEqual({ type: 'success', message: 'Registro inserido com sucesso!', id: '1' });
    expect(invoice('5004')).toMatchObject({
      status: 'R', valor_recebido: amount, valor_aberto: '0.00', pagamento_data: '2025-06-20', tipo_recebimento: 'Cartão',
    });
    expect(invoice('5004')!.baixa_data).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [stored] = app.sandbox.table('demo', 'fn_areceber_recebimentos_baixas');
    expect(stored).toMatchObject({ id: '1', id_receber: '5004', data: '2025-06-20', historico: 'Cielo PaymentId abc Tid 123' });
  });

  it('completes a partially paid invoice', async () => {
    await post(receipt('5007', '49.90'));
    expect(invoice('5007')).toMatchObject({ status: 'R', valor_recebido: '79.90', valor_aberto: '0.00' });
  });

  it('refuses a received, canceled or unknown invoice, changing nothing', async () => {
    const amount = invoice('5004')?.valor ?? '';
    await post(receipt('5004', amount));
    expect(await post(receipt('5004', amount))).toEqual({ type: 'error', message: 'Conta a receber 5004 já está recebida!' });
    expect(await post(receipt('5009', '10.00'))).toEqual({ type: 'error', message: 'Conta a receber 5009 está cancelada!' });
    expect(await post(receipt('999999', '10.00'))).toEqual({ type: 'error', message: 'Conta a receber 999999 não encontrada!' });
    expect(app.sandbox.table('demo', 'fn_areceber_recebimentos_baixas')).toHaveLength(1);
  });

  it('refuses a body without the required fields or with a bad date or amount', async () => {
    const { id_receber: _id, ...withoutInvoice } = receipt('5004', '10.00');
    expect(await post(withoutInvoice)).toEqual({ type: 'error', message: 'O campo id_receber é obrigatório!' });
    expect(await post({ ...receipt('5004', '10.00'), data: '2025/06/20' })).toEqual({ type: 'error', message: 'Data de recebimento inválida!' });
    expect(await post(receipt('5004', 'abc'))).toEqual({ type: 'error', message: 'Valor recebido inválido!' });
    expect(invoice('5004')!.status).toBe('A');
  });
});

describe('DELETE fn_areceber_baixas/<id>', () => {
  it('removes the receipt and reopens the invoice', async () => {
    const before = { ...invoice('5004') };
    const { id } = await post(receipt('5004', before.valor!));
    const response = await send(app, { method: 'DELETE', url: `/webservice/v1/fn_areceber_baixas/${id}`, token });
    expect(response.json()).toEqual({ type: 'success', message: 'Registro removido com sucesso!' });
    expect(invoice('5004')).toMatchObject({ status: 'A', valor_recebido: '0.00', valor_aberto: before.valor, pagamento_data: '' });
    expect(app.sandbox.table('demo', 'fn_areceber_recebimentos_baixas')).toEqual([]);
  });

  it('answers an error for a receipt that does not exist', async () => {
    const response = await send(app, { method: 'DELETE', url: '/webservice/v1/fn_areceber_baixas/77', token });
    expect(response.json()).toEqual({ type: 'error', message: 'Registro não encontrado!' });
  });
});
