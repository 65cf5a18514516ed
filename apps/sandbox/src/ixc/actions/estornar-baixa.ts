import { EMPTY_DATE, EMPTY_DATETIME } from '../store/table-schema';
import { errorAnswer, jsonAnswer, processingError } from '../webservice/answers';
import type { ActionHandler } from './registry';
import { paidAmounts } from './receber-baixa';

/**
 * `DELETE fn_areceber_baixas/<id>`: removes a receipt and reopens its invoice
 * (docs/product/cards.md#the-receipt-in-ixc, inferred). The sandbox keeps one receipt per settlement, so the invoice
 * goes back to what was open before it.
 */
export const estornarBaixa: ActionHandler = ({ dataset, method, id }) => {
  if (method !== 'DELETE' || id === undefined) return processingError();
  const receipt = dataset.find('fn_areceber_baixas', id);
  if (!receipt) return errorAnswer('Registro não encontrado!');
  const invoice = dataset.find('fn_areceber', receipt.id_receber ?? '');
  dataset.remove('fn_areceber_baixas', id);
  if (invoice) {
    const paid = Math.max(0, Number(invoice.valor_recebido || 0) - Number(receipt.valor_total_recebido || 0));
    Object.assign(invoice, {
      ...paidAmounts(invoice, paid),
      ...(paid === 0 ? { pagamento_data: '', baixa_data: EMPTY_DATETIME, credito_data: EMPTY_DATE } : {}),
    });
  }
  return jsonAnswer({ type: 'success', message: 'Registro removido com sucesso!' });
};
