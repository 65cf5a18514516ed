import type { Dispatcher } from 'undici';
import { basicAuthorization, type PartnerAnswer, type PartnerExchange } from '../partner-http';
import { cleanPartnerText, readPartnerMessage } from './answer';
import { type PartnerAppErrorClass, type PartnerAppFailure, refusalError, refuseByStatus } from './errors';
import { createPartnerAppExchange } from './exchange';

/** Where and how to reach a partner app's API with HTTP Basic (docs/product/partners.md#integration-methods). */
export interface PartnerAppConnection {
  /** Base URL of the partner's API (the app's configured URL). */
  url: string;
  /** The app's Basic-auth pair at the partner; the secret never reaches a URL, an error or a log. */
  user: string;
  secret: string;
  /** Deadline of one HTTP exchange. */
  timeoutMs: number;
  dispatcher?: Dispatcher;
}

export interface PartnerAppCallerOptions<Refusal extends string> extends PartnerAppConnection {
  /** Named in transport errors, e.g. 'Toca Livros'. */
  partner: string;
  /** The adapter's error class; every failure the caller raises is one of these. */
  error: PartnerAppErrorClass<Refusal | PartnerAppFailure>;
  /** Tells apart the refusals the partner names in its text (cleaned of secrets); 'rejected' for any other 4xx. */
  refusal: (partnerMessage: string | undefined) => Refusal | 'rejected';
}

/**
 * What the SVA login and Toca Livros adapters share: the Basic-auth JSON exchange, status codes mapped onto their
 * failures and the partner's refusal text kept without the call's secrets. Each adapter keeps its wire (paths,
 * bodies, answer readers) and which texts mean what. Watch, with its OAuth token and envelope, uses the pieces
 * (exchange.ts, errors.ts, answer.ts) rather than this caller. Nothing here logs.
 */
export function createPartnerAppCaller<Refusal extends string>(options: PartnerAppCallerOptions<Refusal>) {
  const authorization = basicAuthorization(options.user, options.secret);
  const { partner, url, timeoutMs, dispatcher, error: PartnerError } = options;
  /** One exchange; no answer becomes the adapter's 'timeout' or 'unavailable'. */
  const exchange = createPartnerAppExchange({ partner, url, timeoutMs, authorization, dispatcher, error: PartnerError });
  /** What a partner text is cleaned of, should the partner echo the credentials. */
  const secrets = [authorization.slice('Basic '.length), options.secret];

  /** Throws for anything but a 2xx, telling the partner's texts apart; `callSecrets` are the call's own (a password). */
  function refuseUnlessOk(operation: string, answer: PartnerAnswer, callSecrets: readonly string[] = []) {
    const { status } = answer;
    refuseByStatus(PartnerError, operation, status, "check the app's user and secret");
    if (status >= 200 && status <= 299) return;
    const message = cleanPartnerText(readPartnerMessage(answer.body), [...secrets, ...callSecrets]);
    if (status < 400) throw new PartnerError('malformed', `unexpected HTTP ${status}`, operation, status, message);
    throw refusalError(PartnerError, options.refusal(message), operation, status, message);
  }

  return {
    exchange,
    refuseUnlessOk,
    /** An exchange that must answer a 2xx. */
    async call(operation: string, request: PartnerExchange, callSecrets: readonly string[] = []) {
      const answer = await exchange(operation, request);
      refuseUnlessOk(operation, answer, callSecrets);
      return answer;
    },
    /** What `read` finds in the answer's body; 'malformed' ("the answer has {missing}") when it finds nothing. */
    read<T>(operation: string, answer: PartnerAnswer, read: (body: unknown) => T | undefined, missing: string): T {
      const found = read(answer.body);
      if (found === undefined) throw new PartnerError('malformed', `the answer has ${missing}`, operation, answer.status);
      return found;
    },
  };
}
