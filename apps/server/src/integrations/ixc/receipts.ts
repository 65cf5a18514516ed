import { formatDateBr, isIsoDate, type IsoDate } from '@central/domain';
import { isIxcFailure } from './errors';
import type { IxcClient } from './http-client';
import type { IxcRow } from './wire';

const RECEIPT_ACTION = 'fn_areceber_recebimentos_baixas_novo';

/**
 * Where an invoice's receipts are listed: the view `fn_areceber_baixas`, filtered and ordered by `fn_movim_finan`
 * columns. A public reporting tool reads a real IXC this way (it notes that the view answers no rows, without an
 * error, when ordered by its own name). That each row carries the receipt's `id` and `historico` is inferred.
 */
const RECEIPT_LIST = { table: 'fn_areceber_baixas', columnsOf: 'fn_movim_finan' } as const;

/** A payment to record against an invoice, in the provider's accounts (docs/product/cards.md#the-receipt-in-ixc). */
export interface NewReceipt {
  invoiceId: string;
  branchId: string;
  /** `conta_`: the cash or bank account the money lands in. */
  accountId: string;
  /** `id_conta`: the analytic planning account (chart of accounts). */
  planningAccountId: string;
  /** `tipo_recebimento`: a code of the receipt's own list, such as `C`. */
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
  /** The receipts IXC holds for an invoice, oldest first. */
  listOf(invoiceId: string): Promise<IxcRow[]>;
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

/** Reais as IXC's receipt takes them: a decimal comma and no thousands mark, '1022,50' (docs/product/cards.md#the-receipt-in-ixc). */
export function receiptMoney(reais: number): string {
  return reais.toFixed(2).replace('.', ',');
}

/**
 * The receipt's body. The two public integrators that post real receipts send `conta_` and `id_conta` as two
 * settings, the same amount in `valor_parcela`, `valor_total_recebido`, `credito` and `debito`, the amount with a
 * decimal comma and `data` as DD/MM/YYYY; `previsao` N (charged) and `tipo_lanc` R (a receipt).
 */
export function receiptBody(receipt: NewReceipt): Record<string, string> {
  if (!isIsoDate(receipt.date)) throw new Error(`receipt date must be YYYY-MM-DD, got ${receipt.date}`);
  if (!Number.isFinite(receipt.amount) || receipt.amount <= 0) throw new Error(`receipt amount must be positive, got ${receipt.amount}`);
  const amount = receiptMoney(receipt.amount);
  return {
    filial_id: receipt.branchId,
    id_receber: receipt.invoiceId,
    conta_: receipt.accountId,
    id_conta: receipt.planningAccountId,
    tipo_recebimento: receipt.receiptType,
    data: formatDateBr(receipt.date),
    valor_parcela: amount,
    valor_total_recebido: amount,
    credito: amount,
    debito: amount,
    previsao: 'N',
    tipo_lanc: 'R',
    historico: receipt.history,
  };
}

/** Other failures (unavailable, unconfirmed, …) propagate as `IxcError`: an unconfirmed write may have landed. */
export function createReceiptGateway(ixc: Pick<IxcClient, 'insert' | 'list'>): ReceiptGateway {
  return {
    async record(receipt) {
      const body = receiptBody(receipt);
      try {
        return await ixc.insert(RECEIPT_ACTION, body);
      } catch (error) {
        if (isIxcFailure(error, 'rejected')) throw new ReceiptRefusedError(receipt.invoiceId, error.message);
        throw error;
      }
    },
    async listOf(invoiceId) {
      const { rows } = await ixc.list(RECEIPT_LIST.table, {
        where: [{ column: 'id_receber', op: '=', value: invoiceId }],
        columnsOf: RECEIPT_LIST.columnsOf,
        sortBy: 'id',
        order: 'asc',
        rowsPerPage: 100,
      });
      return rows.filter((row) => row.id_receber === invoiceId);
    },
  };
}
