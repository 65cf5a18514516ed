import type { IxcClient } from './http-client';
import { formatDateBr } from '@central/domain';
import type { IxcFilter, IxcRow } from './wire';

/** The limit of one listing of a customer's bills; a customer with more open bills than this is not a real case. */
const OPEN_LIMIT = 500;

export interface InvoiceGateway {
  /** A customer's open (A) and partially paid (P) bills, hidden ones excluded. */
  listOpen(customerId: string): Promise<IxcRow[]>;
  /** A customer's latest paid bills, newest due date first. */
  listPaid(customerId: string, limit: number): Promise<IxcRow[]>;
  /** One bill, only if it is this customer's: the ownership check is part of the query. */
  findOwn(customerId: string, invoiceId: string): Promise<IxcRow | null>;
  /** A customer's bills due within a period (for the annual settlement), canceled and hidden excluded. */
  listDueBetween(customerId: string, from: string, to: string): Promise<IxcRow[]>;
}

export function createInvoiceGateway(ixc: Pick<IxcClient, 'list'>): InvoiceGateway {
  const visibleOf = (customerId: string): IxcFilter[] => [
    { column: 'id_cliente', op: '=', value: customerId },
    { column: 'liberado', op: '=', value: 'S' },
    { column: 'status', op: '!=', value: 'C' },
  ];
  const list = async (where: IxcFilter[], order: 'asc' | 'desc', rowsPerPage: number) =>
    (await ixc.list('fn_areceber', { where, sortBy: 'data_vencimento', order, rowsPerPage })).rows;

  return {
    listOpen: (customerId) => list([...visibleOf(customerId), { column: 'status', op: '!=', value: 'R' }], 'asc', OPEN_LIMIT),
    listPaid: (customerId, limit) => list([...visibleOf(customerId), { column: 'status', op: '=', value: 'R' }], 'desc', limit),
    async findOwn(customerId, invoiceId) {
      const rows = await list([{ column: 'id', op: '=', value: invoiceId }, ...visibleOf(customerId)], 'asc', 1);
      return rows.find((row) => row.id === invoiceId && row.id_cliente === customerId) ?? null;
    },
    // IXC's own filter examples write dates as DD/MM/YYYY.
    listDueBetween: (customerId, from, to) =>
      list([...visibleOf(customerId), { column: 'data_vencimento', op: 'BE', value: formatDateBr(from), value2: formatDateBr(to) }], 'asc', OPEN_LIMIT),
  };
}
