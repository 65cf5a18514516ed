import { defineTable, EMPTY_DATETIME } from '../table-schema';

/** History entries of a service order. */
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
    onInsert(row, { now }) {
      if (row.data === EMPTY_DATETIME) row.data = now;
    },
  },
);
