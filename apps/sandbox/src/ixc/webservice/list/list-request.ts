import type { TableSchema } from '../../store/table-schema';
import { IxcProcessingError } from '../answers';
import { isOperator, needsSecondValue, type Filter } from './operators';

export interface ListRequest {
  filters: Filter[];
  page: number;
  rowsPerPage: number;
  sortColumn: string;
  descending: boolean;
}

/** IXC never documented defaults for omitted paging fields; these are the values of its own examples. */
const DEFAULT_ROWS_PER_PAGE = 20;

export function parseListRequest(body: Record<string, unknown>, table: TableSchema): ListRequest {
  const filters = gridFilters(body.grid_param, table);
  const query = text(body.query);
  if (text(body.qtype) !== '') {
    const column = columnOf(body.qtype, table);
    if (query !== '') filters.unshift(filterOf(column, text(body.oper) || '=', query, ''));
  }
  return {
    filters,
    page: positiveInteger(body.page) ?? 1,
    rowsPerPage: positiveInteger(body.rp) ?? DEFAULT_ROWS_PER_PAGE,
    sortColumn: text(body.sortname) === '' ? 'id' : columnOf(body.sortname, table),
    descending: text(body.sortorder).toLowerCase() === 'desc',
  };
}

/** `grid_param` is a string holding a JSON array of {TB, OP, P, P2}; its filters are ANDed. */
function gridFilters(gridParam: unknown, table: TableSchema): Filter[] {
  if (gridParam === undefined || gridParam === '') return [];
  if (typeof gridParam !== 'string') throw new IxcProcessingError('grid_param must be a string');
  let entries: unknown;
  try {
    entries = JSON.parse(gridParam);
  } catch {
    throw new IxcProcessingError('grid_param is not JSON');
  }
  if (!Array.isArray(entries)) throw new IxcProcessingError('grid_param is not an array');
  return entries.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) throw new IxcProcessingError('grid_param entry is not an object');
    const { TB, OP, P, P2 } = entry as Record<string, unknown>;
    return filterOf(columnOf(TB, table), text(OP), text(P), text(P2));
  });
}

function filterOf(column: string, operator: string, value: string, secondValue: string): Filter {
  if (!isOperator(operator)) throw new IxcProcessingError(`unknown operator ${operator}`);
  if (needsSecondValue(operator) && secondValue === '') throw new IxcProcessingError(`${operator} needs P2`);
  return { column, operator, value, secondValue };
}

/** Columns must be written `table.column`, name the requested table (a view: its underlying table) and exist in it. */
function columnOf(reference: unknown, table: TableSchema): string {
  const [prefix, column, ...rest] = text(reference).split('.');
  if (prefix !== table.columnPrefix || column === undefined || rest.length > 0 || !Object.hasOwn(table.defaults, column)) {
    throw new IxcProcessingError(`invalid column ${text(reference)}`);
  }
  return column;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function positiveInteger(value: unknown): number | undefined {
  const number = Number.parseInt(text(value), 10);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}
