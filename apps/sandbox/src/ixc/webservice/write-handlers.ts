import type { Dataset } from '../store/dataset';
import { tableSchema, type TableName } from '../store/tables';
import { IxcProcessingError, jsonAnswer, processingError, type IxcAnswer } from './answers';
import { asRecord } from './request-body';
import { storedRecord } from './stored-values';

const NOT_FOUND_MESSAGE = 'Registro não encontrado!';

/**
 * A table's required columns are checked first; the refusal's text is the sandbox's (no source shows IXC's), in the
 * `{type:"error"}` shape IXC refuses writes with.
 */
export function insertRow(dataset: Dataset, table: TableName, body: unknown, now: string): IxcAnswer {
  const record = recordOf(body);
  const missing = tableSchema(table).requiredOnInsert.find((column) => (record[column] ?? '').trim() === '');
  if (missing) return jsonAnswer({ type: 'error', message: `O campo ${missing} é obrigatório!` });
  const row = dataset.insert(table, record, now);
  return jsonAnswer({ type: 'success', message: 'Registro inserido com sucesso!', id: row.id });
}

/** PUT replaces the whole row: a body missing any column gets the processing error and changes nothing. */
export function updateRow(dataset: Dataset, table: TableName, id: string, body: unknown): IxcAnswer {
  const outcome = dataset.update(table, id, recordOf(body));
  if (outcome === 'incomplete') return processingError();
  if (outcome === 'not-found') return jsonAnswer({ type: 'error', message: NOT_FOUND_MESSAGE });
  return jsonAnswer({ type: 'success', message: 'Registro atualizado com sucesso!', id });
}

/** No source shows IXC's DELETE answer; this mirrors the insert and update ones. */
export function deleteRow(dataset: Dataset, table: TableName, id: string): IxcAnswer {
  if (!dataset.remove(table, id)) return jsonAnswer({ type: 'error', message: NOT_FOUND_MESSAGE });
  return jsonAnswer({ type: 'success', message: 'Registro removido com sucesso!' });
}

function recordOf(body: unknown) {
  const record = asRecord(body);
  const stored = record && storedRecord(record);
  if (!stored) throw new IxcProcessingError('body is not a flat object');
  return stored;
}
