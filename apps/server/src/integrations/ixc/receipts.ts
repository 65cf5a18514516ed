import { formatDateBr, isIsoDate, type IsoDate } from '@central/domain';
import { isIxcFailure } from './errors';
import type { IxcClient } from './http-client';

const RECEIPT_TABLE = 'fn_areceber_recebimentos_baixas_novo';

/** A payment to record against an invoice; the account and receipt type are the provider's (integrations.md §6). */
export interface NewReceipt {
  invoiceId: string;
  branchId: string;
  /** The cash/bank account the money lands in. */
  accountId: string;
  /** IXC's `tipo_recebimento`, e.g. `Cartão`. */
  receiptType: string;
  date: IsoDate;
  /** In reais. */
  amount: number;
  /** Free text kept with the receipt: put the gateway's PaymentId and Tid here. */
  history: string;
}

export interface ReceiptGateway {
  /** The id of the stored receipt. IXC has no idempotency: re-read the invoice before calling this. */
  record(receipt: NewReceipt): Promise<string>;
}

/** IXC refused the receipt (`{type:"error"}`): an unknown, already received or canceled invoice, or a bad field. */
export class ReceiptRefusedError extends Error {
  constructor(
    readonly invoiceId: string,
    readonly ixcMessage: string,
  ) {
    super(`IXC refused the receipt of invoice ${invoiceId}: ${ixcMessage}`);
    this.name = 'ReceiptRefusedError';
  }
}

/** Other failures (unavailable, unconfirmed, …) propagate as `IxcError`: an unconfirmed write may have landed. */
export function createReceiptGateway(ixc: Pick<IxcClient, 'insert'>): ReceiptGateway {
  return {
    async record(receipt) {
      if (!isIsoDate(receipt.date)) throw new Error(`receipt date must be YYYY-MM-DD, got ${receipt.date}`);
      if (!Number.isFinite(receipt.amount) || receipt.amount <= 0) throw new Error(`receipt amount must be positive, got ${receipt.amount}`);
      const amount = receipt.amount.toFixed(2);
      try {
        return await ixc.insert(RECEIPT_TABLE, {
          filial_id: receipt.branchId,
          id_receber: receipt.invoiceId,
          conta_: receipt.accountId,
          id_conta: receipt.accountId,
          tipo_recebimento: receipt.receiptType,
          data: formatDateBr(receipt.date),
          valor_parcela: amount,
          valor_total_recebido: amount,
          credito: amount,
          debito: '0.00',
          previsao: 'N',
          tipo_lanc: 'R',
          historico: receipt.history,
        });
      } catch (error) {
        if (isIxcFailure(error, 'rejected')) throw new ReceiptRefusedError(receipt.invoiceId, error.message);
        throw error;
      }
    },
  };
}
