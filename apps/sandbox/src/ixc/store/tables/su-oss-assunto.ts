import { defineTable, EMPTY_DATETIME } from '../table-schema';

/** Subjects of tickets and service orders. `finalidade` OS, AT or AM; `mostra_hotsite` offers it to subscribers. */
export const suOssAssunto = defineTable('su_oss_assunto', {
  id: '',
  assunto: '',
  descricao: '',
  ativo: 'S',
  finalidade: 'AT',
  mostra_hotsite: 'S',
  tipo: 'C',
  tipo_cobranca: 'NENHUM',
  prioridade_padrao: 'N',
  setor_su_oss_chamado: '1',
  id_processo: '0',
  permite_abrir_cliente_atraso: 'S',
  contrato_obrigatorio: 'N',
  login_obrigatorio: 'N',
  meta_horas_abertura: '24.00',
  ultima_atualizacao: EMPTY_DATETIME,
});
