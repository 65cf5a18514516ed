import { defineTable, EMPTY_DATETIME } from '../table-schema';

/** History entries of a service order; `id_operador` is the `funcionarios` id of who wrote it, 0 for none. */
export const suOssChamadoMensagem = defineTable(
  'su_oss_chamado_mensagem',
  {
    id: '',
    id_chamado: '',
    mensagem: '',
    id_operador: '0',
    id_tecnico: '0',
    id_evento: '8',
    id_equipe: '0',
    data: EMPTY_DATETIME,
    data_inicio: EMPTY_DATETIME,
    data_final: EMPTY_DATETIME,
    status: 'A',
    tipo_cobranca: 'NENHUM',
    finaliza_processo: 'N',
    historico: '',
    origem_registro: 'RM',
  },
  {
    // Only the order's timestamp follows; unlike su_mensagens, no source shows an entry moving the order's status.
    onInsert(row, { now, rowsOf }) {
      if (row.data === EMPTY_DATETIME) row.data = now;
      const order = rowsOf('su_oss_chamado').find((candidate) => candidate.id === row.id_chamado);
      if (order) order.ultima_atualizacao = now;
    },
  },
);
