import type { Dispatcher } from 'undici';
import { cleanPartnerText, jsonObject } from '../partner-app/answer';
import { refusalError, refuseByStatus } from '../partner-app/errors';
import { createPartnerAppExchange } from '../partner-app/exchange';
import type { PartnerAnswer, PartnerExchange } from '../partner-http';
import { scalarText } from '../scalar-text';
import { WatchError } from './errors';
import { insertForm, readEnvelope, refusalOf, WATCH_PATHS, type WatchSubscriber } from './wire';

export interface WatchClientOptions {
  /** Base URL, e.g. https://apiweb.watch.tv.br (`base_uri` of Watch's client_secret.json). */
  url: string;
  /**
   * The access token an admin obtained through the code flow (oauth.ts), or where to read it before each call; null
   * when there is none. Sent only as the bearer; never in a URL, an error or a log.
   */
  accessToken: string | (() => Promise<string | null>);
  /** Deadline of one HTTP exchange. */
  timeoutMs: number;
  dispatcher?: Dispatcher;
}

/** The Watch Brasil port (docs/product/partners.md#integration-methods). Nothing here logs. */
export interface WatchClient {
  /** Provisions the subscriber; answers the ticket. Throws WatchError 'already_active' ('cliente ja existe') or 'email_in_use' ('e-mail ja esta em uso'). */
  activate(subscriber: WatchSubscriber): Promise<{ ticket: string }>;
  /** Whether the e-mail has an active subscription there, of the package when one is given (null: none). */
  status(email: string, packageId?: string): Promise<{ ticket: string; active: boolean } | null>;
  suspend(ticket: string): Promise<void>;
  remove(ticket: string): Promise<void>;
  /** Asks Watch to e-mail the subscriber their access again (the re-sent welcome e-mail; see wire.ts), for the package when one is given. */
  recoverPassword(email: string, packageId?: string): Promise<void>;
}

/** Watch's docs use form fields: the query string of a GET, the form body of a POST (sent even when empty). */
const formExchange = (method: 'GET' | 'POST', path: string, params: Record<string, string>): PartnerExchange =>
  method === 'GET' ? { method, path, query: params } : { method, path, form: params };

export function createWatchClient(options: WatchClientOptions): WatchClient {
  const { url, timeoutMs, dispatcher } = options;
  const exchange = createPartnerAppExchange({ partner: 'Watch', url, timeoutMs, dispatcher, error: WatchError });
  const given = options.accessToken;
  const accessToken = typeof given === 'string' ? async () => given : given;

  /**
   * A call with the bearer token. Watch has no refresh grant: a refused token (401/403) is `unauthorized` at once,
   * and only an admin running the code flow again gets a new one.
   */
  async function call(method: 'GET' | 'POST', path: string, params: Record<string, string>): Promise<unknown> {
    const operation = `${method} ${path}`;
    const token = await accessToken();
    if (!token) throw new WatchError('unauthorized', 'no access token: Watch is not connected', operation);
    const answer = await exchange(operation, { ...formExchange(method, path, params), authorization: `Bearer ${token}` });
    return resultOf(operation, answer, token);
  }

  function resultOf(operation: string, answer: PartnerAnswer, token: string): unknown {
    refuseByStatus(WatchError, operation, answer.status, 'Watch refused the access token');
    const envelope = readEnvelope(answer.body);
    if (answer.status >= 400 || envelope?.hasError) {
      const message = cleanPartnerText(envelope?.message, [token]);
      throw refusalError(WatchError, refusalOf(message), operation, answer.status, message);
    }
    if (!envelope || answer.status < 200 || answer.status > 299)
      throw new WatchError('malformed', `an answer without Watch's envelope (HTTP ${answer.status})`, operation, answer.status);
    return envelope.result;
  }

  const malformed = (operation: string, what: string) => new WatchError('malformed', what, operation, 200);

  async function status(email: string, packageId?: string) {
    const query = { pEmailUsuario: email.trim(), ...(packageId ? { pPacote: packageId } : {}) };
    const result = (await call('GET', WATCH_PATHS.tickets, query)) as { list?: unknown } | undefined;
    if (!result || !Array.isArray(result.list)) throw malformed(`GET ${WATCH_PATHS.tickets}`, 'the lookup has no ticket list');
    const tickets = result.list.map((entry: unknown) => {
      const item = jsonObject(entry) ?? {};
      return {
        ticket: scalarText(item.Ticket ?? item.ticket ?? ''),
        active: item.Status === true || item.Status === 'true' || item.Status === 1 || item.Status === '1',
      };
    });
    if (tickets.some((ticket) => ticket.ticket === '')) throw malformed(`GET ${WATCH_PATHS.tickets}`, 'a listed ticket has no id');
    return tickets.find((ticket) => ticket.active) ?? tickets[0] ?? null;
  }

  return {
    async activate(subscriber) {
      const result = (await call('POST', WATCH_PATHS.insert, insertForm(subscriber))) as { ticket?: unknown; Ticket?: unknown } | undefined;
      const ticket = result?.ticket ?? result?.Ticket;
      if (typeof ticket !== 'string' && typeof ticket !== 'number')
        throw malformed(`POST ${WATCH_PATHS.insert}`, 'the insert answered no ticket');
      return { ticket: String(ticket) };
    },
    status,
    async suspend(ticket) {
      await call('POST', WATCH_PATHS.updateStatus, { pTicket: ticket, pStatus: 'false' });
    },
    async remove(ticket) {
      await call('POST', WATCH_PATHS.deleteTicket, { pTicket: ticket });
    },
    async recoverPassword(email, packageId) {
      const found = await status(email, packageId);
      if (!found) throw new WatchError('rejected', 'no Watch subscription for this e-mail', `POST ${WATCH_PATHS.sendActivation}`);
      const result = await call('POST', WATCH_PATHS.sendActivation, { pTicket: found.ticket });
      const sent = Array.isArray(result) ? (result[0] as { email_send?: unknown } | undefined)?.email_send : undefined;
      if (sent !== true && sent !== 'true')
        throw new WatchError('rejected', 'Watch did not send the e-mail', `POST ${WATCH_PATHS.sendActivation}`, 200);
    },
  };
}
