import type { IxcClient } from './http-client';
import type { IxcRow } from './wire';

/**
 * Support requests live in one of two IXC table pairs, by how the provider works (docs/product/ixc.md#support):
 * atendimentos (`su_ticket` + `su_mensagens`) or service orders (`su_oss_chamado` + its history). Both read
 * and write through this one shape.
 */
export interface SupportGateway {
  listOwn(customerId: string): Promise<IxcRow[]>;
  /** One request, only if it is this customer's. */
  findOwn(customerId: string, requestId: string): Promise<IxcRow | null>;
  messagesOf(requestId: string): Promise<IxcRow[]>;
  create(fields: NewSupportRequest): Promise<string>;
  addMessage(request: IxcRow, customerId: string, message: string): Promise<void>;
}

export interface NewSupportRequest {
  customerId: string;
  contractId: string;
  /** The contract's branch, which a service order needs. */
  branchId: string;
  subjectId: string;
  subjectTitle: string;
  text: string;
  /** The provider's sector (`empresa_setor`): `setor` of a service order, `id_ticket_setor` of a ticket. */
  departmentId: string;
  processId: string | null;
}

interface TableNames {
  requests: string;
  messages: string;
  /** The column of a message that points at its request. */
  messageParent: string;
}

const TICKETS: TableNames = { requests: 'su_ticket', messages: 'su_mensagens', messageParent: 'id_ticket' };
const ORDERS: TableNames = { requests: 'su_oss_chamado', messages: 'su_oss_chamado_mensagem', messageParent: 'id_chamado' };

export function createSupportGateway(ixc: Pick<IxcClient, 'list' | 'insert'>, kind: 'os' | 'customer_service'): SupportGateway {
  const tables = kind === 'os' ? ORDERS : TICKETS;
  const optional = (key: string, value: string | null): Record<string, string> => (value ? { [key]: value } : {});
  return {
    async listOwn(customerId) {
      const { rows } = await ixc.list(tables.requests, {
        where: [{ column: 'id_cliente', op: '=', value: customerId }],
        sortBy: 'id',
        order: 'desc',
        rowsPerPage: 500,
      });
      return rows;
    },
    async findOwn(customerId, requestId) {
      const { rows } = await ixc.list(tables.requests, {
        where: [
          { column: 'id', op: '=', value: requestId },
          { column: 'id_cliente', op: '=', value: customerId },
        ],
        rowsPerPage: 1,
      });
      return rows.find((row) => row.id === requestId && row.id_cliente === customerId) ?? null;
    },
    async messagesOf(requestId) {
      const { rows } = await ixc.list(tables.messages, {
        where: [{ column: tables.messageParent, op: '=', value: requestId }],
        sortBy: 'id',
        order: 'asc',
        rowsPerPage: 500,
      });
      return rows;
    },
    create(fields) {
      if (kind === 'os') {
        return ixc.insert('su_oss_chamado', {
          tipo: 'C',
          id_cliente: fields.customerId,
          id_contrato_kit: fields.contractId,
          id_assunto: fields.subjectId,
          id_filial: fields.branchId,
          prioridade: 'N',
          status: 'A',
          origem_endereco: 'M',
          mensagem: fields.text,
          setor: fields.departmentId,
          ...optional('id_wfl_processo', fields.processId),
        });
      }
      return ixc.insert('su_ticket', {
        tipo: 'C',
        id_cliente: fields.customerId,
        id_contrato: fields.contractId,
        id_assunto: fields.subjectId,
        titulo: fields.subjectTitle,
        menssagem: fields.text,
        prioridade: 'M',
        su_status: 'N',
        origem_endereco: 'C',
        id_ticket_setor: fields.departmentId,
        ...optional('id_wfl_processo', fields.processId),
      });
    },
    async addMessage(request, customerId, message) {
      if (kind === 'os') {
        await ixc.insert('su_oss_chamado_mensagem', {
          id_chamado: request.id ?? '',
          mensagem: message,
          id_evento: '8',
          status: request.status ?? 'A',
          tipo_cobranca: 'NENHUM',
          finaliza_processo: 'N',
          id_operador: '0',
        });
        return;
      }
      // Keeping the ticket's own su_status: a message with another one would move the ticket (IXC's buttons do that).
      await ixc.insert('su_mensagens', {
        id_ticket: request.id ?? '',
        id_cliente: customerId,
        mensagem: message,
        mensagem_ticket: message,
        visibilidade_mensagens: 'PU',
        su_status: request.su_status || 'N',
        existe_pendencia_externa: '0',
      });
    },
  };
}

/** IXC's subjects and staff, the same for every subscriber of a provider. */
export async function listSubjects(ixc: Pick<IxcClient, 'list'>): Promise<IxcRow[]> {
  return (await ixc.list('su_oss_assunto', { where: [], sortBy: 'id', order: 'asc', rowsPerPage: 1000 })).rows;
}

export async function listStaff(ixc: Pick<IxcClient, 'list'>): Promise<IxcRow[]> {
  return (await ixc.list('funcionarios', { where: [], sortBy: 'id', order: 'asc', rowsPerPage: 5000 })).rows;
}
