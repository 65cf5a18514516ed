import { defineTable, EMPTY_DATETIME } from '../table-schema';

/**
 * Messages of a support ticket. IXC's schema types `operador` as a user id; the fixture stores the
 * attendant's name there, as the portal shows it, and leaves it empty on the subscriber's own messages.
 * `visibilidade_mensagens` PR marks an internal note the subscriber must never see. IXC's insert requires
 * `id_cliente` and `mensagem_ticket`, so they are columns here; what IXC does with `mensagem_ticket` is unknown.
 */
export const suMensagens = defineTable(
  'su_mensagens',
  {
    id: '',
    id_ticket: '',
    id_cliente: '',
    mensagem: '',
    mensagem_ticket: '',
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
