import { AcsError, type AcsConnection } from '../acs-client';
import { type PartnerAnswer, type PartnerExchange, PartnerTransportError, type PartnerSend } from '../partner-http';
import { InvalidAcsKeyError, readPrivateKey, signJwt } from './jwt';
import { IXC_ACS_PATHS, OPERATIONS } from './paths';
import { type AccessToken, readAccessToken } from './wire';

/** An access token is renewed this long before its stated end, so none expires in flight (a public client's minute). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

/**
 * The bearer of IXC ACS's device calls (docs/product/acs.md#ixc-acs): an access token bought at the token
 * endpoint with the Client API's id and secret, or with an ES256 JWT signed with its P-256 key, then kept until a
 * minute before its `expires_at`, or until the ACS refuses it. One per client: the devices module keeps one client
 * per provider's ACS record, so a provider's calls share it; one exchange runs however many calls wait for it.
 */
export function createAccessTokenSource(connection: AcsConnection, send: PartnerSend, now: () => Date) {
  let current: AccessToken | undefined;
  let pending: Promise<AccessToken> | undefined;

  async function exchange(): Promise<AccessToken> {
    let answer: PartnerAnswer;
    try {
      answer = await send(exchangeRequest(connection, now()));
    } catch (error) {
      if (error instanceof PartnerTransportError) throw new AcsError(error.reason, error.message, OPERATIONS.token);
      if (error instanceof InvalidAcsKeyError) throw new AcsError('unauthorized', error.message, OPERATIONS.token);
      throw error;
    }
    const refused = (what: string) =>
      new AcsError('unauthorized', `HTTP ${answer.status}: IXC ACS refused ${what}`, OPERATIONS.token, answer.status);
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      throw refused(
        connection.auth === 'client_secret'
          ? "the Client API's id and secret"
          : "the JWT signed with the Client API's key; check its id and private key",
      );
    }
    if (answer.status === 404)
      throw new AcsError('malformed', 'HTTP 404: no token endpoint here; is acs_url the ACS address?', OPERATIONS.token, 404);
    if (answer.status >= 500) throw new AcsError('unavailable', `HTTP ${answer.status}`, OPERATIONS.token, answer.status);
    const token = answer.status === 200 ? readAccessToken(answer.body, now()) : null;
    if (!token)
      throw new AcsError('malformed', `HTTP ${answer.status}: the exchange answered no access_token`, OPERATIONS.token, answer.status);
    return token;
  }

  return {
    /** A token believed valid, and whether it was bought just now (a refused fresh token is not worth a retry). */
    async get(): Promise<{ token: string; fresh: boolean }> {
      if (current && now().getTime() < current.expiresAt - RENEW_BEFORE_EXPIRY_MS) return { token: current.token, fresh: false };
      pending ??= exchange().finally(() => {
        pending = undefined;
      });
      current = await pending;
      return { token: current.token, fresh: true };
    },
    /** Forgets `token` after the ACS refused it, unless another call already replaced it. */
    invalidate(token: string) {
      if (current?.token === token) current = undefined;
    },
  };
}

/**
 * The exchange request: `{client_id, client_secret}` as JSON (the public client's way), or no body and the ES256
 * JWT as the bearer (IXCsoft's token page: "send the Token as a Bearer Token to the API Authentication Endpoint";
 * that endpoint being this one is inferred).
 */
function exchangeRequest(connection: AcsConnection, now: Date): PartnerExchange {
  if (connection.auth === 'client_secret') {
    return { method: 'POST', path: IXC_ACS_PATHS.token, json: { client_id: connection.issuerId, client_secret: connection.privateKey } };
  }
  const jwt = signJwt(readPrivateKey(connection.privateKey), connection.issuerId, now);
  return { method: 'POST', path: IXC_ACS_PATHS.token, authorization: `Bearer ${jwt.token}` };
}
