import { defineTable, EMPTY_DATETIME } from '../table-schema';
import { nextProtocol } from './protocol-number';

/**
 * Service order (OS). `status` A, AN, EN, AS, AG, EX, RAG, DS open; F finalizada. An insert needs `setor` (an
 * `empresa_setor` id): IXC's official Postman collection marks it required (confirmed through a public reading of it).
 */
export const suOssChamado = defineTable(
  'su_oss_chamado',
  {
    id: '',
    tipo: 'C',
    id_cliente: '',
    id_assunto: '0',
    id_contrato_kit: '0',
    id_login: '0',
    id_ticket: '0',
    id_filial: '1',
    id_wfl_processo: '0',
    id_tecnico: '0',
    id_atendente: '',
    id_cidade: '0',
    setor: '1',
    protocolo: '',
    prioridade: 'N',
    status: 'A',
    origem_endereco: 'C',
    origem_cadastro: 'P',
    endereco: '',
    bairro: '',
    complemento: '',
    referencia: '',
    latitude: '',
    longitude: '',
    mensagem: '',
    mensagem_resposta: '',
    data_abertura: EMPTY_DATETIME,
    data_inicio: EMPTY_DATETIME,
    data_agenda: EMPTY_DATETIME,
    data_agenda_final: EMPTY_DATETIME,
    data_hora_encaminhado: EMPTY_DATETIME,
    data_hora_execucao: EMPTY_DATETIME,
    data_final: EMPTY_DATETIME,
    data_fechamento: EMPTY_DATETIME,
    melhor_horario_agenda: 'Q',
    valor_total: '0.00',
    impresso: 'N',
    liberado: '1',
    ultima_atualizacao: EMPTY_DATETIME,
  },
  {
    requiredOnInsert: ['setor'],
    onInsert(row, { now, rowsOf }) {
      if (row.protocolo === '') row.protocolo = nextProtocol(now, rowsOf('su_oss_chamado'));
      if (row.data_abertura === EMPTY_DATETIME) row.data_abertura = now;
      row.ultima_atualizacao = now;
    },
  },
);
