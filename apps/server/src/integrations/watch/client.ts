import type { Dispatcher } from 'undici';
import { createPartnerSend, type PartnerAnswer, type PartnerExchange, PartnerTransportError } from '../partner-http';
import { cleanPartnerText, WatchError } from './errors';
import { createTokenCache } from './token-cache';
import { insertForm, PARTNER_TEXTS, readEnvelope, readToken, saysText, WATCH_PATHS, type WatchSubscriber } from './wire';

export interface WatchClientOptions {
  /** Base URL, e.g. https://apiweb.watch.tv.br (`base_uri` of Watch's client_secret.json). */
  url: string;
  clientId: string;
  /** Sent in the token request's form only; never in a URL, an error or a log. */
  clientSecret: string;
  /** Deadline of one HTTP exchange. */
  timeoutMs: number;
  /** The clock that ages the token; injectable for tests. */
  now?: () => Date;
  dispatcher?: Dispatcher;
}

/** The Watch Brasil port (reference/integrations.md section 8). Nothing here logs. */
export interface WatchClient {
  /** Provisions the subscriber; answers the ticket. Throws WatchError 'already_active' ('cliente ja existe') or 'email_in_use' ('e-mail ja esta em uso'). */
  activate(subscriber: WatchSubscriber): Promise<{ ticket: string }>;
  /** Whether the e-mail has an active subscription there (null: none). */
  status(email: string): Promise<{ ticket: string; active: boolean } | null>;
  suspend(ticket: string): Promise<void>;
  remove(ticket: string): Promise<void>;
  /** Asks Watch to e-mail the subscriber their access again (the re-sent welcome e-mail; see wire.ts). */
  recoverPassword(email: string): Promise<void>;
}

/** Watch's docs use form fields: the query string of a GET, the form body of a POST (sent even when empty). */
const formExchange = (method: 'GET' | 'POST', path: string, params: Record<string, string>): PartnerExchange =>
  method === 'GET' ? { method, path, query: params } : { method, path, form: params };

export function createWatchClient(options: WatchClientOptions): WatchClient {
  const send = createPartnerSend({ partner: 'Watch', baseUrl: options.url, timeoutMs: options.timeoutMs, dispatcher: options.dispatcher });
  const now = options.now ?? (() => new Date());
  const tokens = createTokenCache(fetchToken, now);
  const secretsOf = (token?: string) => [options.clientSecret, ...(token ? [token] : [])];

  async function exchange(operation: string, request: PartnerExchange): Promise<PartnerAnswer> {
    try {
      return await send(request);
    } catch (error) {
      if (error instanceof PartnerTransportError) throw new WatchError(error.reason, error.message, operation);
      throw error;
    }
  }

  async function fetchToken() {
    const operation = `POST ${WATCH_PATHS.token}`;
    const params = { grant_type: 'client_credentials', client_id: options.clientId, client_secret: options.clientSecret };
    const answer = await exchange(operation, formExchange('POST', WATCH_PATHS.token, params));
    if (answer.status >= 500) throw new WatchError('unavailable', `HTTP ${answer.status}`, operation, answer.status);
    if (answer.status >= 400) throw new WatchError('unauthorized', `HTTP ${answer.status}: check the Watch client id and secret`, operation, answer.status);
    const token = readToken(answer.body);
    if (!token) throw new WatchError('malformed', 'the token answer has no access_token', operation, answer.status);
    return token;
  }

  /** A call with the bearer token; a 401 drops the token and retries once with a new one. */
  async function call(method: 'GET' | 'POST', path: string, params: Record<string, string>): Promise<unknown> {
    const operation = `${method} ${path}`;
    for (let attempt = 1; ; attempt++) {
      const token = await tokens.get();
      const answer = await exchange(operation, { ...formExchange(method, path, params), authorization: `Bearer ${token}` });
      if (answer.status === 401 && attempt === 1) {
        tokens.invalidate(token);
        continue;
      }
      return resultOf(operation, answer, token);
    }
  }

  function resultOf(operation: string, answer: PartnerAnswer, token: string): unknown {
    if (answer.status === 401 || answer.status === 403) throw new WatchError('unauthorized', `HTTP ${answer.status}: Watch refused a fresh token`, operation, answer.status);
    if (answer.status >= 500) throw new WatchError('unavailable', `HTTP ${answer.status}`, operation, answer.status);
    const envelope = readEnvelope(answer.body);
    if (answer.status >= 400 || envelope?.hasError) {
      const message = envelope?.message === undefined ? undefined : cleanPartnerText(envelope.message, secretsOf(token));
      const failure = saysText(message, PARTNER_TEXTS.alreadyExists) ? 'already_active' : saysText(message, PARTNER_TEXTS.emailInUse) ? 'email_in_use' : 'rejected';
      throw new WatchError(failure, message ?? `HTTP ${answer.status}`, operation, answer.status, message);
    }
    if (!envelope || answer.status < 200 || answer.status > 299) throw new WatchError('malformed', `an answer without Watch's envelope (HTTP ${answer.status})`, operation, answer.status);
    return envelope.result;
  }

  const malformed = (operation: string, what: string) => new WatchError('malformed', what, operation, 200);

  async function status(email: string) {
    const result = (await call('GET', WATCH_PATHS.tickets, { pEmailUsuario: email.trim() })) as { list?: unknown } | undefined;
    if (!result || !Array.isArray(result.list)) throw malformed(`GET ${WATCH_PATHS.tickets}`, 'the lookup has no ticket list');
    const tickets = result.list.map((item: { Ticket?: unknown; ticket?: unknown; Status?: unknown }) => ({
      ticket: String(item.Ticket ?? item.ticket ?? ''),
      active: item.Status === true || item.Status === 'true' || item.Status === 1 || item.Status === '1',
    }));
    if (tickets.some((ticket) => ticket.ticket === '')) throw malformed(`GET ${WATCH_PATHS.tickets}`, 'a listed ticket has no id');
    return tickets.find((ticket) => ticket.active) ?? tickets[0] ?? null;
  }

  return {
    async activate(subscriber) {
      const result = (await call('POST', WATCH_PATHS.insert, insertForm(subscriber))) as { ticket?: unknown; Ticket?: unknown } | undefined;
      const ticket = result?.ticket ?? result?.Ticket;
      if (typeof ticket !== 'string' && typeof ticket !== 'number') throw malformed(`POST ${WATCH_PATHS.insert}`, 'the insert answered no ticket');
      return { ticket: String(ticket) };
    },
    status,
    async suspend(ticket) {
      await call('POST', WATCH_PATHS.updateStatus, { pTicket: ticket, pStatus: 'false' });
    },
    async remove(ticket) {
      await call('POST', WATCH_PATHS.deleteTicket, { pTicket: ticket });
    },
    async recoverPassword(email) {
      const found = await status(email);
      if (!found) throw new WatchError('rejected', 'no Watch subscription for this e-mail', `POST ${WATCH_PATHS.sendActivation}`);
      const result = await call('POST', WATCH_PATHS.sendActivation, { pTicket: found.ticket });
      const sent = Array.isArray(result) ? (result[0] as { email_send?: unknown } | undefined)?.email_send : undefined;
      if (sent !== true && sent !== 'true') throw new WatchError('rejected', 'Watch did not send the e-mail', `POST ${WATCH_PATHS.sendActivation}`, 200);
    },
  };
}
