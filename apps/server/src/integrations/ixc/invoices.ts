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
  /**
   * The open bills due within a period of many customers at once (the due-date reminders): one listing per
   * page of rows, however many customers, never one call per customer.
   */
  listOpenDueBetweenOf(customerIds: readonly string[], from: string, to: string): Promise<IxcRow[]>;
}

/** Rows per page of a listing across many customers. */
const BATCH_PAGE_ROWS = 1000;

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
      list(
        [...visibleOf(customerId), { column: 'data_vencimento', op: 'BE', value: formatDateBr(from), value2: formatDateBr(to) }],
        'asc',
        OPEN_LIMIT,
      ),
    async listOpenDueBetweenOf(customerIds, from, to) {
      if (customerIds.length === 0) return [];
      const where: IxcFilter[] = [
        { column: 'id_cliente', op: 'IN', value: customerIds.join(',') },
        { column: 'liberado', op: '=', value: 'S' },
        // IN is documented for numbers only, so the open statuses are written as exclusions, as listOpen does.
        { column: 'status', op: '!=', value: 'C' },
        { column: 'status', op: '!=', value: 'R' },
        { column: 'data_vencimento', op: 'BE', value: formatDateBr(from), value2: formatDateBr(to) },
      ];
      const rows: IxcRow[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await ixc.list('fn_areceber', { where, sortBy: 'id', order: 'asc', page, rowsPerPage: BATCH_PAGE_ROWS });
        rows.push(...answer.rows);
        if (answer.rows.length < BATCH_PAGE_ROWS || rows.length >= answer.total) return rows;
      }
    },
  };
}
