import type { ActionRegistry } from '../actions/registry';
import type { SandboxState } from '../sandbox-state';
import type { Dataset } from '../store/dataset';
import { isTableName, tableSchema } from '../store/tables';
import { IxcProcessingError, NOT_FOUND, processingError, unavailableResource, type IxcAnswer } from './answers';
import { authenticate } from './auth';
import { parseListRequest } from './list/list-request';
import { runList } from './list/run-list';
import { asRecord } from './request-body';
import { storedRecord, writtenRecord } from './stored-values';
import { deleteRow, insertRow, updateRow } from './write-handlers';

/** One request to `/webservice/v1/<resource>[/<id>]`, as the router saw it. */
export interface WebserviceCall {
  method: string;
  resource: string;
  id: string | undefined;
  /** The `ixcsoft: listar` header was present. */
  listar: boolean;
  body: unknown;
  authorization: string | undefined;
}

export async function answerCall(call: WebserviceCall, state: SandboxState, actions: ActionRegistry): Promise<IxcAnswer> {
  const authentication = authenticate(call.authorization, state.tokens);
  if ('refusal' in authentication) return authentication.refusal;
  const dataset = state.dataset(authentication.dataset);
  if (!dataset) throw new Error(`Dataset ${authentication.dataset} is not loaded`);
  if (state.denied(authentication.dataset).has(call.resource)) return unavailableResource(call.resource);

  const action = actions.get(call.resource);
  // A listing of a table that also has an action (fn_areceber_baixas: listed, and DELETE reverses a receipt) is a listing.
  if (action && !(call.listar && isTableName(call.resource))) {
    const record = asRecord(call.body) ?? {};
    const body = storedRecord(record) ?? {};
    return action({
      dataset,
      body,
      written: writtenRecord(record) ?? {},
      clock: state.clock,
      sessions: state.sessions,
      method: call.method,
      id: call.id,
    });
  }
  if (call.listar && (call.method === 'GET' || call.method === 'POST')) return listTable(dataset, call);
  if (call.method === 'GET') return NOT_FOUND;
  if (!isTableName(call.resource)) return unavailableResource(call.resource);

  if (call.method === 'POST') return insertRow(dataset, call.resource, call.body, state.clock.now());
  if (call.id === undefined) return processingError();
  if (call.method === 'PUT') return updateRow(dataset, call.resource, call.id, call.body);
  return deleteRow(dataset, call.resource, call.id);
}

function listTable(dataset: Dataset, call: WebserviceCall): IxcAnswer {
  if (!isTableName(call.resource)) return unavailableResource(call.resource);
  const body = asRecord(call.body);
  if (!body) throw new IxcProcessingError('list body is not an object');
  return runList(dataset.rows(call.resource), parseListRequest(body, tableSchema(call.resource)));
}
