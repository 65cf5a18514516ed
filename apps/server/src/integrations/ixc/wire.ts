/** Wire types of IXC's webservice v1 (docs/product/ixc.md#calls-used). Every value arrives as a string. */
export type IxcRow = Record<string, string>;

export type IxcOperator = '=' | '!=' | '>' | '<' | '>=' | '<=' | 'L' | 'NL' | 'IN' | 'NI' | 'BE' | 'NBE';

/** A filter on a column of the listed table; the client qualifies the column as `table.column`. */
export interface IxcFilter {
  column: string;
  op: IxcOperator;
  value: string;
  /** Upper bound for BE / NBE. */
  value2?: string;
}

export interface IxcListQuery {
  where: IxcFilter[];
  /** The table the columns are named after, when it is not the listed one (a view such as `fn_areceber_baixas`). */
  columnsOf?: string;
  sortBy?: string;
  order?: 'asc' | 'desc';
  page?: number;
  rowsPerPage?: number;
}

export interface IxcListResult {
  total: number;
  rows: IxcRow[];
}

/**
 * The list body IXC expects: one filter as qtype/query/oper (an empty query means "no primary filter"),
 * the others ANDed in grid_param, a string holding a JSON array.
 */
export function listBody(table: string, query: IxcListQuery): Record<string, string> {
  const qualify = (column: string) => `${query.columnsOf ?? table}.${column}`;
  const primaryIndex = query.where.findIndex((filter) => filter.value2 === undefined);
  const primary = query.where[primaryIndex];
  const grid = query.where.filter((_, index) => index !== primaryIndex);
  const body: Record<string, string> = {
    qtype: qualify(primary?.column ?? 'id'),
    query: primary?.value ?? '',
    oper: primary?.op ?? '=',
    page: String(query.page ?? 1),
    rp: String(query.rowsPerPage ?? 100),
    sortname: qualify(query.sortBy ?? 'id'),
    sortorder: query.order ?? 'desc',
  };
  if (grid.length > 0) {
    body.grid_param = JSON.stringify(
      grid.map((f) => ({ TB: qualify(f.column), OP: f.op, P: f.value, ...(f.value2 === undefined ? {} : { P2: f.value2 }) })),
    );
  }
  return body;
}

/** Lenient reading of a list answer: `total` string or number, `registros` array, keyed object or absent. */
export function parseListAnswer(answer: unknown): IxcListResult | null {
  if (!answer || typeof answer !== 'object') return null;
  const { total, registros } = answer as { total?: unknown; registros?: unknown };
  if (total === undefined) return null;
  const rows = Array.isArray(registros) ? registros : registros && typeof registros === 'object' ? Object.values(registros) : [];
  return { total: Number(total) || 0, rows: rows.map(stringifyRow) };
}

function stringifyRow(row: unknown): IxcRow {
  const entries = row && typeof row === 'object' ? Object.entries(row) : [];
  return Object.fromEntries(entries.map(([key, value]) => [key, value === null || value === undefined ? '' : String(value)]));
}
