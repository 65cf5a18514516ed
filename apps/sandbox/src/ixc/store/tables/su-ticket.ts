import { defineTable, EMPTY_DATETIME } from '../table-schema';
import { nextProtocol } from './protocol-number';

/**
 * Support ticket (atendimento). Note IXC's spelling `menssagem`; `su_status` N/P/EP open, S/C closed. An insert
 * needs `id_ticket_setor`: every public caller sends it (confirmed); that IXC refuses one without it is inferred.
 */
export const suTicket = defineTable(
  'su_ticket',
  {
    id: '',
    tipo: 'C',
    id_cliente: '',
    id_contrato: '0',
    id_login: '0',
    id_assunto: '0',
    id_ticket_setor: '1',
    id_ticket_origem: 'I',
    id_canal_atendimento: '0',
    id_usuarios: '0',
    id_responsavel_tecnico: '0',
    id_filial: '1',
    id_wfl_processo: '0',
    titulo: '',
    menssagem: '',
    protocolo: '',
    prioridade: 'M',
    su_status: 'N',
    status: 'T',
    interacao_pendente: 'N',
    mensagens_nao_lida_cli: '0',
    mensagens_nao_lida_sup: '0',
    origem_endereco: 'C',
    endereco: '',
    latitude: '',
    longitude: '',
    origem_cadastro: 'P',
    token: '',
    data_criacao: EMPTY_DATETIME,
    data_ultima_alteracao: EMPTY_DATETIME,
    ultima_atualizacao: EMPTY_DATETIME,
  },
  {
    requiredOnInsert: ['id_ticket_setor'],
    onInsert(row, { now, rowsOf }) {
      if (row.protocolo === '') row.protocolo = nextProtocol(now, rowsOf('su_ticket'));
      if (row.data_criacao === EMPTY_DATETIME) row.data_criacao = now;
      row.data_ultima_alteracao = now;
      row.ultima_atualizacao = now;
    },
  },
);
