import type { Dispatcher } from 'undici';
import { basicAuthorization, createPartnerSend, orTransportError, type PartnerAnswer, type PartnerExchange } from '../partner-http';
import { cleanPartnerText, SvaLoginError } from './errors';
import {
  PARTNER_TEXTS,
  readFound,
  readMessage,
  readProvisioned,
  saysText,
  SVA_LOGIN_OPERATIONS,
  SVA_LOGIN_PATHS,
  subscriberBody,
  type SvaLoginSubscriber,
} from './wire';

export interface SvaLoginClientOptions {
  /** Base URL of the partner's API (the app's configured URL). */
  url: string;
  /** The app's Basic-auth pair at the partner; the secret never reaches a URL, an error or a log. */
  user: string;
  secret: string;
  /** Deadline of one HTTP exchange. */
  timeoutMs: number;
  dispatcher?: Dispatcher;
}

/** The SVA login port (Playhub, login_sva; docs/product/partners.md#integration-methods). Nothing here logs. */
export interface SvaLoginClient {
  /**
   * Provisions a login for the contract; answers it, and the password when the partner gives one. Throws
   * SvaLoginError 'login_exists' (a login already registered for the contract) or 'email_in_use' ('try another email').
   */
  provision(input: SvaLoginSubscriber): Promise<{ login: string; password: string | null }>;
  /** The contract's login there (null: none). */
  find(externalId: string): Promise<{ login: string; active: boolean } | null>;
  /** Asks the partner to reset the password (it reaches the subscriber by e-mail). */
  resetPassword(externalId: string): Promise<void>;
}

export function createSvaLoginClient(options: SvaLoginClientOptions): SvaLoginClient {
  const authorization = basicAuthorization(options.user, options.secret);
  const send = createPartnerSend({
    partner: 'the partner',
    baseUrl: options.url,
    timeoutMs: options.timeoutMs,
    authorization,
    dispatcher: options.dispatcher,
  });
  /** What a partner text is cleaned of, should the partner echo the credentials. */
  const secrets = [authorization.slice('Basic '.length), options.secret];

  const exchange = (operation: string, request: PartnerExchange) =>
    orTransportError(send(request), (reason, message) => new SvaLoginError(reason, message, operation));

  /** Throws for anything but a 2xx, telling the spec's partner texts apart. */
  function refuseUnlessOk(operation: string, answer: PartnerAnswer) {
    const { status } = answer;
    if (status === 401 || status === 403)
      throw new SvaLoginError('unauthorized', `HTTP ${status}: check the app's user and secret`, operation, status);
    if (status >= 500) throw new SvaLoginError('unavailable', `HTTP ${status}`, operation, status);
    if (status >= 200 && status <= 299) return;
    const raw = readMessage(answer.body);
    const message = raw === undefined ? undefined : cleanPartnerText(raw, secrets);
    if (status < 400) throw new SvaLoginError('malformed', `unexpected HTTP ${status}`, operation, status, message);
    const failure = saysText(message, PARTNER_TEXTS.loginExists)
      ? 'login_exists'
      : saysText(message, PARTNER_TEXTS.emailInUse)
        ? 'email_in_use'
        : 'rejected';
    throw new SvaLoginError(failure, message ?? `HTTP ${status}`, operation, status, message);
  }

  return {
    async provision(input) {
      const operation = SVA_LOGIN_OPERATIONS.provision;
      const answer = await exchange(operation, { method: 'POST', path: SVA_LOGIN_PATHS.subscribers, json: subscriberBody(input) });
      refuseUnlessOk(operation, answer);
      const provisioned = readProvisioned(answer.body);
      if (!provisioned) throw new SvaLoginError('malformed', 'the answer has no login', operation, answer.status);
      return provisioned;
    },
    async find(externalId) {
      const operation = SVA_LOGIN_OPERATIONS.find;
      const answer = await exchange(operation, { method: 'GET', path: SVA_LOGIN_PATHS.subscriber(externalId) });
      if (answer.status === 404) return null;
      refuseUnlessOk(operation, answer);
      const found = readFound(answer.body);
      if (!found) throw new SvaLoginError('malformed', 'the answer has no login', operation, answer.status);
      return found;
    },
    async resetPassword(externalId) {
      const operation = SVA_LOGIN_OPERATIONS.resetPassword;
      refuseUnlessOk(operation, await exchange(operation, { method: 'POST', path: SVA_LOGIN_PATHS.passwordReset(externalId) }));
    },
  };
}
