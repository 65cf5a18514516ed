import { createIxcSandbox, SANDBOX_TOKENS, type IxcSandbox } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIxcClient } from './http-client';
import { createReceiptGateway, receiptBody, receiptMoney, ReceiptRefusedError, type NewReceipt } from './receipts';

let sandbox: IxcSandbox;
let gateway: ReturnType<typeof createReceiptGateway>;
beforeAll(async () => {
  sandbox = createIxcSandbox({ today: '2026-11-22' });
  const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  gateway = createReceiptGateway(
    createIxcClient({ baseUrl: `${url}/webservice/v1`, token: SANDBOX_TOKENS.demo, timeoutMs: 2000, listRetries: 0 }),
  );
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.sandbox.reset());

const invoice = (id: string) => sandbox.sandbox.table('demo', 'fn_areceber').find((row) => row.id === id);
const receiptOf = (invoiceId: string, amount: number): NewReceipt => ({
  invoiceId,
  branchId: '1',
  accountId: '12',
  planningAccountId: '3',
  receiptType: 'C',
  date: '2026-11-21',
  amount,
  history: 'Cielo PaymentId p-1 Tid t-1',
});
const refusalOf = (receipt: NewReceipt) =>
  gateway.record(receipt).then(
    () => 'no failure',
    (error: unknown) => error,
  );

describe('the receipt body', () => {
  it('writes money with a decimal comma and no thousands mark', () => {
    expect([102.25, 1022.5, 79.9, 0.1, 12345.678].map(receiptMoney)).toEqual(['102,25', '1022,50', '79,90', '0,10', '12345,68']);
  });

  it('sends both accounts, the code, DD/MM/YYYY, and the amount as credit and debit alike', () => {
    expect(receiptBody(receiptOf('5004', 102.25))).toEqual({
      filial_id: '1',
      id_receber: '5004',
      conta_: '12',
      id_conta: '3',
      tipo_recebimento: 'C',
      data: '21/11/2026',
      valor_parcela: '102,25',
      valor_total_recebido: '102,25',
      credito: '102,25',
      debito: '102,25',
      previsao: 'N',
      tipo_lanc: 'R',
      historico: 'Cielo PaymentId p-1 Tid t-1',
    });
  });

  it('refuses a date that is not a day and an amount that is not positive', () => {
    expect(() => receiptBody({ ...receiptOf('5004', 10), date: '21/11/2026' })).toThrow('YYYY-MM-DD');
    expect(() => receiptBody(receiptOf('5004', 0))).toThrow('positive');
    expect(() => receiptBody(receiptOf('5004', Number.NaN))).toThrow('positive');
  });
});

describe('receipt gateway', () => {
  it("records a card payment that settles the invoice, and finds it among the invoice's receipts", async () => {
    const amount = Number(invoice('5004')!.valor);
    const id = await gateway.record(receiptOf('5004', amount));
    expect(id).toMatch(/^\d+$/);
    expect(invoice('5004')).toMatchObject({
      status: 'R',
      valor_recebido: amount.toFixed(2),
      valor_aberto: '0.00',
      pagamento_data: '2026-11-21',
    });
    expect(await gateway.listOf('5004')).toEqual([
      expect.objectContaining({
        id,
        id_receber: '5004',
        filial_id: '1',
        conta_: '12',
        id_conta: '3',
        tipo_recebimento: 'C',
        data: '2026-11-21',
        valor_total_recebido: amount.toFixed(2),
        previsao: 'N',
        tipo_lanc: 'R',
        historico: 'Cielo PaymentId p-1 Tid t-1',
      }),
    ]);
    expect(await gateway.listOf('5001')).toEqual([]);
  });

  it("throws a typed refusal with IXC's message for an invoice already received", async () => {
    const amount = Number(invoice('5004')!.valor);
    await gateway.record(receiptOf('5004', amount));
    const error = await refusalOf(receiptOf('5004', amount));
    expect(error).toBeInstanceOf(ReceiptRefusedError);
    expect(error).toMatchObject({ invoiceId: '5004' });
    expect((error as ReceiptRefusedError).ixcMessage).toContain('já está recebida');
    expect(sandbox.sandbox.table('demo', 'fn_areceber_baixas')).toHaveLength(1);
  });

  it('throws a typed refusal for an unknown invoice', async () => {
    const error = await refusalOf(receiptOf('999999', 10));
    expect(error).toBeInstanceOf(ReceiptRefusedError);
    expect((error as ReceiptRefusedError).ixcMessage).toContain('não encontrada');
  });

  it('an amount with cents completes a partly paid invoice to the cent', async () => {
    await gateway.record(receiptOf('5007', 49.9));
    expect(invoice('5007')).toMatchObject({ status: 'R', valor_recebido: '79.90', valor_aberto: '0.00' });
  });
});
