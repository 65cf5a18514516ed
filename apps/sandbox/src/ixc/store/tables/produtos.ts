import { defineTable, EMPTY_DATETIME } from '../table-schema';

/** Products and services sold, including the partner apps (SVA) bundled in plans. */
export const produtos = defineTable('produtos', {
  id: '',
  descricao: '',
  descricao_alt: '',
  codigo: '',
  ativo: 'S',
  tipo: 'S',
  preco_base: '0.00',
  valor: '0.00',
  unidade: '1',
  id_sub_grupo: '1',
  ncm: '',
  controla_estoque: 'N',
  movimentacao: 'V',
  id_class_fiscal: '0',
  ultima_atualizacao: EMPTY_DATETIME,
});
