import { defineTable, EMPTY_DATETIME } from '../table-schema';

/**
 * Messages of a support ticket. IXC's schema types `operador` as a user id; the fixture stores the
 * attendant's name there, as the portal shows it, and leaves it empty on the subscriber's own messages.
 */
export const suMensagens = defineTable(
  'su_mensagens',
  {
    id: '',
    id_ticket: '',
    mensagem: '',
    operador: '',
    data: EMPTY_DATETIME,
    titulo: '',
    status: '',
    su_status: '',
    visibilidade_mensagens: 'PU',
    existe_pendencia_externa: '0',
    id_evento_status: '0',
    id_resposta: '0',
    observacao: '',
    ultima_atualizacao: EMPTY_DATETIME,
  },
  {
    // Posting a message with a new su_status is how IXC's status buttons move the ticket.
    onInsert(row, { now, rowsOf }) {
      if (row.data === EMPTY_DATETIME) row.data = now;
      row.ultima_atualizacao = now;
      const ticket = rowsOf('su_ticket').find((candidate) => candidate.id === row.id_ticket);
      if (!ticket) return;
      ticket.data_ultima_alteracao = now;
      if (row.su_status !== '') ticket.su_status = row.su_status;
    },
  },
);
