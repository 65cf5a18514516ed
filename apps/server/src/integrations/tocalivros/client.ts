import type { Dispatcher } from 'undici';
import { basicAuthorization, createPartnerSend, orTransportError, type PartnerAnswer, type PartnerExchange } from '../partner-http';
import { cleanPartnerText, TocaLivrosError, type TocaLivrosFailure } from './errors';
import {
  type BooksAccount,
  PARTNER_TEXTS,
  readMessage,
  readRegistered,
  readUsers,
  registrationBody,
  saysText,
  TOCALIVROS_OPERATIONS,
  TOCALIVROS_PATHS,
} from './wire';

export interface TocaLivrosClientOptions {
  /** Base URL of Toca Livros' API (the app's configured URL). */
  url: string;
  /** The app's Basic-auth pair; the secret never reaches a URL, an error or a log. */
  user: string;
  secret: string;
  /** Deadline of one HTTP exchange. */
  timeoutMs: number;
  dispatcher?: Dispatcher;
}

/** The books port (Toca Livros, `api_toca_livros`; docs/product/partners.md#integration-methods). Nothing here logs. */
export interface TocaLivrosClient {
  /**
   * Registers the subscriber with the books payload. Throws TocaLivrosError 'birthdate_missing' ('birthdate not
   * exists'), 'email_in_use' ('try another email') or 'already_registered' (the contract already has a user).
   */
  register(account: BooksAccount): Promise<{ id: string; user: string }>;
  /** The user of a customer and contract there (null: none). */
  find(internalId: string, contractId: string): Promise<{ id: string; user: string; email: string } | null>;
}

function failureOf(message: string | undefined): TocaLivrosFailure {
  if (saysText(message, PARTNER_TEXTS.birthdateMissing)) return 'birthdate_missing';
  if (saysText(message, PARTNER_TEXTS.emailInUse)) return 'email_in_use';
  if (saysText(message, PARTNER_TEXTS.alreadyRegistered)) return 'already_registered';
  return 'rejected';
}

export function createTocaLivrosClient(options: TocaLivrosClientOptions): TocaLivrosClient {
  const authorization = basicAuthorization(options.user, options.secret);
  const send = createPartnerSend({
    partner: 'Toca Livros',
    baseUrl: options.url,
    timeoutMs: options.timeoutMs,
    authorization,
    dispatcher: options.dispatcher,
  });
  /** What a partner text is cleaned of, should Toca Livros echo the credentials. */
  const secrets = [authorization.slice('Basic '.length), options.secret];

  const exchange = (operation: string, request: PartnerExchange) =>
    orTransportError(send(request), (reason, message) => new TocaLivrosError(reason, message, operation));

  /** Throws for anything but a 2xx, telling the spec's partner texts apart; `extraSecrets` are the call's own. */
  function refuseUnlessOk(operation: string, answer: PartnerAnswer, extraSecrets: readonly string[] = []) {
    const { status } = answer;
    if (status === 401 || status === 403)
      throw new TocaLivrosError('unauthorized', `HTTP ${status}: check the app's user and secret`, operation, status);
    if (status >= 500) throw new TocaLivrosError('unavailable', `HTTP ${status}`, operation, status);
    if (status >= 200 && status <= 299) return;
    const raw = readMessage(answer.body);
    const message = raw === undefined ? undefined : cleanPartnerText(raw, [...secrets, ...extraSecrets]);
    if (status < 400) throw new TocaLivrosError('malformed', `unexpected HTTP ${status}`, operation, status, message);
    throw new TocaLivrosError(failureOf(message), message ?? `HTTP ${status}`, operation, status, message);
  }

  return {
    async register(account) {
      const operation = TOCALIVROS_OPERATIONS.register;
      const answer = await exchange(operation, { method: 'POST', path: TOCALIVROS_PATHS.users, json: registrationBody(account) });
      refuseUnlessOk(operation, answer, [account.password]);
      const registered = readRegistered(answer.body);
      if (!registered) throw new TocaLivrosError('malformed', 'the answer has no id and user', operation, answer.status);
      return registered;
    },
    async find(internalId, contractId) {
      const operation = TOCALIVROS_OPERATIONS.find;
      const answer = await exchange(operation, {
        method: 'GET',
        path: TOCALIVROS_PATHS.users,
        query: { internal_id: internalId, contract_id: contractId },
      });
      refuseUnlessOk(operation, answer);
      const users = readUsers(answer.body);
      if (!users) throw new TocaLivrosError('malformed', 'the answer has no user list', operation, answer.status);
      // The filter is the partner's; an entry that names another customer or contract is not ours.
      const match = users.find((user) => (user.internalId ?? internalId) === internalId && (user.contractId ?? contractId) === contractId);
      return match ? { id: match.id, user: match.user, email: match.email } : null;
    },
  };
}
