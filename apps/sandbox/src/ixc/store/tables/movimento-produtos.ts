import { defineTable, EMPTY_DATE } from '../table-schema';

/** The item lines of a sale or fiscal note (`id_saida` points at vd_saida); `id_produto` points at produtos. */
export const movimentoProdutos = defineTable('movimento_produtos', {
  id: '',
  id_saida: '0',
  id_produto: '0',
  id_contrato: '0',
  descricao: '',
  quantidade: '1.000',
  valor_unitario: '0.00',
  valor_total: '0.00',
  data: EMPTY_DATE,
  tipo: 'S',
});
