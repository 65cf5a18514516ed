import { createIxcSandbox, SANDBOX_TOKENS, type IxcSandbox } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIxcClient } from './http-client';
import { createReceiptGateway, ReceiptRefusedError, type NewReceipt } from './receipts';

let sandbox: IxcSandbox;
let gateway: ReturnType<typeof createReceiptGateway>;
beforeAll(async () => {
  sandbox = createIxcSandbox({ today: '2026-11-22' });
  const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  gateway = createReceiptGateway(createIxcClient({ baseUrl: `${url}/webservice/v1`, token: SANDBOX_TOKENS.demo, timeoutMs: 2000, listRetries: 0 }));
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.sandbox.reset());

const invoice = (id: string) => sandbox.sandbox.table('demo', 'fn_areceber').find((row) => row.id === id);
const receiptOf = (invoiceId: string, amount: number): NewReceipt => ({
  invoiceId, branchId: '1', accountId: '3', receiptType: 'Cartão', date: '2026-11-21', amount, history: 'Cielo PaymentId p-1 Tid t-1',
});
const refusalOf = (receipt: NewReceipt) => gateway.record(receipt).then(() => 'no failure', (error: unknown) => error);

describe('receipt gateway', () => {
  it('records a card payment that settles the invoice', async () => {
    const amount = Number(invoice('5004')!.valor);
    const id = await gateway.record(receiptOf('5004', amount));
    expect(id).toMatch(/^\d+$/);
    expect(invoice('5004')).toMatchObject({
      status: 'R', valor_recebido: amount.toFixed(2), valor_aberto: '0.00', pagamento_data: '2026-11-21', tipo_recebimento: 'Cartão',
    });
    const stored = sandbox.sandbox.table('demo', 'fn_areceber_recebimentos_baixas').find((row) => row.id === id);
    expect(stored).toMatchObject({
      id_receber: '5004', filial_id: '1', conta_: '3', id_conta: '3', data: '2026-11-21', valor_total_recebido: amount.toFixed(2),
      previsao: 'N', tipo_lanc: 'R', historico: 'Cielo PaymentId p-1 Tid t-1',
    });
  });

  it('throws a typed refusal with IXC\'s message for an invoice already received', async () => {
    const amount = Number(invoice('5004')!.valor);
    await gateway.record(receiptOf('5004', amount));
    const error = await refusalOf(receiptOf('5004', amount));
    expect(error).toBeInstanceOf(ReceiptRefusedError);
    expect(error).toMatchObject({ invoiceId: '5004' });
    expect((error as ReceiptRefusedError).ixcMessage).toContain('já está recebida');
    expect(sandbox.sandbox.table('demo', 'fn_areceber_recebimentos_baixas')).toHaveLength(1);
  });

  it('throws a typed refusal for an unknown invoice', async () => {
    const error = await refusalOf(receiptOf('999999', 10));
    expect(error).toBeInstanceOf(ReceiptRefusedError);
    expect((error as ReceiptRefusedError).ixcMessage).toContain('não encontrada');
  });

  it('sends amounts with two decimals', async () => {
    await gateway.record(receiptOf('5007', 49.9));
    expect(invoice('5007')).toMatchObject({ status: 'R', valor_recebido: '79.90', valor_aberto: '0.00' });
  });
});
