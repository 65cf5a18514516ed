import type { Row } from '../../store/table-schema';
import { LIST_CONTENT_TYPE, jsonAnswer, type IxcAnswer } from '../answers';
import { compareValues } from './compare';
import type { ListRequest } from './list-request';
import { matches } from './operators';

/** Filters, sorts and pages rows into IXC's `{page, total, registros}`, leaving `registros` out when empty. */
export function runList(rows: readonly Row[], request: ListRequest): IxcAnswer {
  const matching = rows.filter((row) => request.filters.every((filter) => matches(row[filter.column] ?? '', filter)));
  const direction = request.descending ? -1 : 1;
  const sorted = [...matching].sort(
    (left, right) => direction * compareValues(left[request.sortColumn] ?? '', right[request.sortColumn] ?? ''),
  );
  const start = (request.page - 1) * request.rowsPerPage;
  const registros = sorted.slice(start, start + request.rowsPerPage).map((row) => ({ ...row }));
  const body = { page: String(request.page), total: String(matching.length), ...(registros.length > 0 && { registros }) };
  return jsonAnswer(body, LIST_CONTENT_TYPE);
}
