import { randomBytes } from 'node:crypto';
import type { IxcAcsApiClient } from './credentials';
import type { JwtVerifier } from './jwt-verifier';

/** IXC ACS's default when a Client API sets none is not public; an hour is ours. The UI caps it at 86,400 s. */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
const MAX_TOKEN_LIFETIME_SECONDS = 86_400;
/** Brazil's offset (no daylight saving since 2019): `expires_at` is written as the ACS's local time, without it. */
const LOCAL_OFFSET_MS = -3 * 60 * 60 * 1000;

/** One exchange at `/token/oauth`, as the tests see it: which way, who, the verdict. Never a secret or a token. */
export interface IxcAcsExchangeSeen {
  at: Date;
  way: 'client_secret' | 'jwt' | 'none';
  clientId?: string;
  accepted: boolean;
  reason?: string;
}

/** One bearer a device call carried: accepted only when it is an access token this ACS issued and is in date. */
export interface IxcAcsBearerSeen {
  at: Date;
  accepted: boolean;
  reason?: string;
}

interface IssuedToken {
  clientId: string;
  expiresAt: number;
  revoked: boolean;
}

/**
 * The exchange before every device call (docs/product/acs.md#ixc-acs): a Client API posts its id and secret
 * (JSON, or a form: public clients send either), or sends an ES256 JWT signed with its key as the bearer of the same
 * endpoint, and gets `{access_token, expires_at}`. Device calls then carry that access token, and nothing else.
 */
export function createAccessTokens(clients: readonly IxcAcsApiClient[], jwts: JwtVerifier, now: () => Date) {
  const byId = new Map(clients.map((client) => [client.issuerId, client]));
  const issued = new Map<string, IssuedToken>();
  const exchanges: IxcAcsExchangeSeen[] = [];
  const bearers: IxcAcsBearerSeen[] = [];

  function issue(client: IxcAcsApiClient) {
    const lifetime = Math.min(client.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS, MAX_TOKEN_LIFETIME_SECONDS);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now().getTime() + lifetime * 1000;
    issued.set(token, { clientId: client.issuerId, expiresAt, revoked: false });
    return { access_token: token, expires_at: localIso(expiresAt) };
  }

  const refuse = (entry: Omit<IxcAcsExchangeSeen, 'at' | 'accepted'>) => {
    exchanges.push({ at: now(), accepted: false, ...entry });
    return null;
  };

  return {
    /**
     * The answer to `POST /token/oauth`, or null for a refusal. `authorization` is the request's header; `fields`
     * its JSON or form body.
     */
    exchange(authorization: string | undefined, fields: Record<string, unknown>) {
      const bearer = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
      if (bearer) {
        const clientId = jwts.verify(`Bearer ${bearer}`);
        const client = clientId ? byId.get(clientId) : undefined;
        if (!client) return refuse({ way: 'jwt', reason: jwts.seen().at(-1)?.reason ?? 'unknown issuer' });
        exchanges.push({ at: now(), way: 'jwt', clientId: client.issuerId, accepted: true });
        return issue(client);
      }
      const clientId = typeof fields.client_id === 'string' ? fields.client_id : undefined;
      const secret = typeof fields.client_secret === 'string' ? fields.client_secret : undefined;
      if (clientId === undefined || secret === undefined)
        return refuse({ way: 'none', reason: 'no client_id and client_secret, nor a bearer JWT' });
      const client = byId.get(clientId);
      if (!client || client.clientSecret !== secret)
        return refuse({ way: 'client_secret', clientId, reason: client ? 'wrong secret' : 'unknown client' });
      exchanges.push({ at: now(), way: 'client_secret', clientId, accepted: true });
      return issue(client);
    },

    /** The Client API behind a device call's bearer, or null (recorded in `bearers()`). */
    verify(authorization: string | undefined): string | null {
      const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
      const found = token ? issued.get(token) : undefined;
      const reason = !token
        ? 'no bearer token'
        : !found
          ? token.split('.').length === 3
            ? 'a JWT, not an access token'
            : 'not an access token this ACS issued'
          : found.revoked
            ? 'revoked'
            : found.expiresAt <= now().getTime()
              ? 'expired'
              : undefined;
      bearers.push({ at: now(), accepted: !reason, ...(reason ? { reason } : {}) });
      return reason ? null : found!.clientId;
    },

    exchanges: () => exchanges.map((entry) => ({ ...entry })),
    bearers: () => bearers.map((entry) => ({ ...entry })),
    /** Every access token issued so far is refused from now on (a Client API blocked and unblocked, say). */
    revokeAll() {
      for (const token of issued.values()) token.revoked = true;
    },
    /**
     * Forgets the logs. Tokens issued stay valid, as a real ACS's would across a restore of its devices: a test
     * that wants them refused calls `revokeAll()`.
     */
    clearLogs() {
      exchanges.length = 0;
      bearers.length = 0;
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** `2026-11-28T12:34:56`: the ACS's local wall-clock time, no offset (inferred; see docs/decisions/020). */
function localIso(epochMs: number): string {
  return new Date(epochMs + LOCAL_OFFSET_MS).toISOString().slice(0, 19);
}
