import type { Dispatcher } from 'undici';
import { jwtExpiry } from '../jwt-expiry';
import { cleanPartnerText } from '../partner-app/answer';
import { refusalError } from '../partner-app/errors';
import { createPartnerAppExchange } from '../partner-app/exchange';
import { WatchError } from './errors';
import { readAccessToken, readEnvelope, WATCH_CODE_GRANT, WATCH_PATHS } from './wire';

/** Integrators report Watch's tokens last 8 hours; a token that states no `exp` is trusted that long. */
const ASSUMED_LIFETIME_MS = 8 * 60 * 60 * 1000;

/** The form the admin's browser posts to Watch to start the code flow. */
export interface AuthorizeRequest {
  /** `{integration url}/watch/v1/oauth/authenticate`. */
  action: string;
  fields: { client_id: string; redirect_url: string; approval_prompt: string; uid: string };
}

const base = (url: string) => url.replace(/\/+$/, '');

/**
 * The authorize step: Watch's field is `redirect_url` (not `redirect_uri`), and it has no `state`; `uid`, which
 * Watch sends back with the `code`, carries ours. `approval_prompt: 'auto'`: the admin approves in Watch's page
 * only if Watch asks.
 */
export function authorizeRequest(options: { url: string; clientId: string; redirectUrl: string; uid: string }): AuthorizeRequest {
  return {
    action: `${base(options.url)}${WATCH_PATHS.authenticate}`,
    fields: { client_id: options.clientId, redirect_url: options.redirectUrl, approval_prompt: 'auto', uid: options.uid },
  };
}

export interface ExchangeCodeOptions {
  url: string;
  clientId: string;
  /** Sent in the form only; never in a URL, an error or a log. */
  clientSecret: string;
  code: string;
  /** The redirect URL the code was issued for. */
  redirectUrl: string;
  timeoutMs: number;
  now?: () => Date;
  dispatcher?: Dispatcher;
}

/**
 * Exchanges the code Watch sent to our callback for the access token. The token's end is its JWT `exp`, or 8 hours
 * from now when it states none. Throws WatchError: `rejected` (Watch refused the code or the pair, its text in
 * `partnerMessage`), `unavailable`, `timeout`, `malformed`.
 */
export async function exchangeCode(options: ExchangeCodeOptions): Promise<{ accessToken: string; expiresAt: Date }> {
  const operation = `POST ${WATCH_PATHS.token}`;
  const { url, timeoutMs, dispatcher } = options;
  const exchange = createPartnerAppExchange({ partner: 'Watch', url, timeoutMs, dispatcher, error: WatchError });
  const form = {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    code: options.code,
    grant_type: WATCH_CODE_GRANT,
    redirect_url: options.redirectUrl,
  };
  const answer = await exchange(operation, { method: 'POST', path: WATCH_PATHS.token, form });
  if (answer.status >= 500) throw new WatchError('unavailable', `HTTP ${answer.status}`, operation, answer.status);
  const envelope = readEnvelope(answer.body);
  if (answer.status >= 400 || envelope?.hasError) {
    const message = cleanPartnerText(envelope?.message, [options.clientSecret, options.code]);
    throw refusalError(WatchError, 'rejected', operation, answer.status, message);
  }
  const accessToken = readAccessToken(answer.body);
  if (!accessToken) throw new WatchError('malformed', 'the token answer has no access_token', operation, answer.status);
  const now = options.now?.() ?? new Date();
  return { accessToken, expiresAt: jwtExpiry(accessToken) ?? new Date(now.getTime() + ASSUMED_LIFETIME_MS) };
}
