import type { Clock } from '../clock';
import type { PppoeSessions } from '../pppoe-sessions';
import type { Dataset } from '../store/dataset';
import type { Row } from '../store/table-schema';
import type { IxcAnswer } from '../webservice/answers';

/** What an action route (a webservice name that is not a table, such as `get_boleto`) receives. */
export interface ActionContext {
  dataset: Dataset;
  /** The request body with every value as a string, DD/MM/YYYY dates as ISO; empty when the body was not a flat object. */
  body: Row;
  /** The same body as the caller wrote it (dates untouched), for an action that refuses a format. */
  written: Row;
  clock: Clock;
  /** The PPPoE sessions behind `radusuarios.online` (disconnects and the reconnects that follow). */
  sessions: PppoeSessions;
  method: string;
  /** The `/<id>` segment of the URL, when there is one. */
  id: string | undefined;
}

/** Asynchronous for the actions that render documents (PDF, QR code image). */
export type ActionHandler = (context: ActionContext) => IxcAnswer | Promise<IxcAnswer>;

export type ActionRegistry = ReadonlyMap<string, ActionHandler>;
