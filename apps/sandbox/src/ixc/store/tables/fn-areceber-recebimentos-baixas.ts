import { defineTable, EMPTY_DATE } from '../table-schema';

/** Receipts ("baixas") written by `fn_areceber_recebimentos_baixas_novo`; one row per payment of an invoice. */
export const fnAreceberRecebimentosBaixas = defineTable('fn_areceber_recebimentos_baixas', {
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
});
