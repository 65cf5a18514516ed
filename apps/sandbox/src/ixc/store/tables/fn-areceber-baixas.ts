import { defineTable, EMPTY_DATE } from '../table-schema';

/**
 * Receipts ("baixas") of invoices, one row per payment, written by `fn_areceber_recebimentos_baixas_novo` and removed
 * by `DELETE fn_areceber_baixas/<id>`. Listed as `fn_areceber_baixas`, a view over IXC's financial movements whose
 * filters and order name `fn_movim_finan` columns (`qtype fn_movim_finan.id_receber`, `sortname fn_movim_finan.id`):
 * confirmed by a public reporting tool that reads a real IXC this way. The columns kept here are the receipt body's;
 * that the view shows `historico` and `id` is inferred.
 */
export const fnAreceberBaixas = defineTable(
  'fn_areceber_baixas',
  {
    id: '',
    filial_id: '1',
    id_receber: '',
    conta_: '',
    id_conta: '',
    tipo_recebimento: '',
    data: EMPTY_DATE,
    valor_parcela: '0.00',
    valor_total_recebido: '0.00',
    credito: '0.00',
    debito: '0.00',
    previsao: 'N',
    tipo_lanc: 'R',
    historico: '',
  },
  { columnPrefix: 'fn_movim_finan' },
);
