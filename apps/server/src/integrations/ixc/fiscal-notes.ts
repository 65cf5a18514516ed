import type { IxcClient } from './http-client';
import { formatDateBr } from '@central/domain';
import type { IxcRow } from './wire';

export interface FiscalNoteGateway {
  /** A customer's notes issued within a period, newest first. */
  listIssuedBetween(customerId: string, from: string, to: string): Promise<IxcRow[]>;
  /** One note, only if it is this customer's. */
  findOwn(customerId: string, noteId: string): Promise<IxcRow | null>;
}

export function createFiscalNoteGateway(ixc: Pick<IxcClient, 'list'>): FiscalNoteGateway {
  return {
    async listIssuedBetween(customerId, from, to) {
      const { rows } = await ixc.list('vd_saida', {
        where: [
          { column: 'id_cliente', op: '=', value: customerId },
          { column: 'data_emissao', op: 'BE', value: formatDateBr(from), value2: formatDateBr(to) },
        ],
        sortBy: 'data_emissao',
        order: 'desc',
        rowsPerPage: 500,
      });
      return rows;
    },
    async findOwn(customerId, noteId) {
      const { rows } = await ixc.list('vd_saida', {
        where: [
          { column: 'id', op: '=', value: noteId },
          { column: 'id_cliente', op: '=', value: customerId },
        ],
        rowsPerPage: 1,
      });
      return rows.find((row) => row.id === noteId && row.id_cliente === customerId) ?? null;
    },
  };
}
