import { defineTable } from '../table-schema';

/**
 * Items of a plan (`id_vd_contrato`) or of a customer's contract (`id_contrato`): the internet service
 * (`id_plano` points at radgrupos) and the partner apps (`id_produto` points at produtos).
 */
export const vdContratosProdutos = defineTable('vd_contratos_produtos', {
  id: '',
  id_vd_contrato: '0',
  id_contrato: '0',
  id_produto: '0',
  id_plano: '0',
  descricao: '',
  qtde: '1.000',
  valor_unit: '0.00',
  valor_bruto: '0.00',
  desconto: '0.00',
  tipo: 'I',
  id_tipo_documento: '632',
  repetir: 'S',
  obs: '',
});
