import type { Answer } from '../simulator-kit';
import type { OAuthServer } from './oauth-server';
import { ok, refused, WATCH_TEXTS } from './wire';

/**
 * Watch's code flow (docs/product/partners.md#integration-methods; docs/decisions/019-partner-apps.md).
 *
 * `/watch/v1/oauth/authenticate` with `client_id`, `redirect_url`, `approval_prompt` and `uid` (confirmed: Watch's
 * page and every integrator) answers here as an authorize page that approves at once: 303 to
 * `{redirect_url}?code=…&uid=…` (inferred: integrators read `code` and `uid` on their callback; Watch itself may call
 * the URL server to server instead of redirecting the browser). `approval_prompt` is accepted whatever its value.
 */
export function authorize(oauth: OAuthServer, params: Record<string, string>): Answer {
  const redirectUrl = params.redirect_url ?? '';
  const outcome = oauth.authorize(params.client_id ?? '', redirectUrl);
  if ('refusal' in outcome) return refused(outcome.refusal === 'unknown_client' ? WATCH_TEXTS.unknownClient : WATCH_TEXTS.badRedirect);
  const back = new URL(redirectUrl);
  back.searchParams.set('code', outcome.code);
  if (params.uid !== undefined) back.searchParams.set('uid', params.uid);
  return { status: 303, headers: { location: back.toString(), 'cache-control': 'no-store' } };
}

const TOKEN_REFUSALS = {
  unsupported_grant: WATCH_TEXTS.unsupportedGrant,
  invalid_client: WATCH_TEXTS.invalidClient,
  invalid_code: WATCH_TEXTS.invalidCode,
} as const;

/**
 * `POST /oauth/token` (confirmed: at the host's root, form fields `client_id`, `client_secret`, `code`, `grant_type`;
 * Watch's page shows `grant_type=password`, integrators also send `authorization_code`, both are taken). The answer is
 * Watch's envelope with `Result[0].access_token` (confirmed: integrators read it there). Any other grant, such as
 * `client_credentials`, is refused: Watch documents none.
 */
export function issueToken(oauth: OAuthServer, params: Record<string, string>): Answer {
  const outcome = oauth.exchange({
    grantType: params.grant_type,
    clientId: params.client_id,
    clientSecret: params.client_secret,
    code: params.code,
    redirectUrl: params.redirect_url ?? params.redirect_uri,
  });
  if ('refusal' in outcome) return refused(TOKEN_REFUSALS[outcome.refusal]);
  return ok([{ access_token: outcome.accessToken }]);
}
