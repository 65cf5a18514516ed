import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An ISP's pair, as Watch delivers it in `client_secret.json` (`pParams.client_id`, `client_secret`, `redirect_uri`). */
export interface WatchClientCredentials {
  clientId: string;
  clientSecret: string;
  /**
   * The redirect URL the ISP registered at Watch. When set, an authorize request must name exactly this one; when
   * left out, any http(s) URL is accepted (a test or demo cannot know the server's port in advance).
   */
  redirectUrl?: string;
}

/** Codes live ten minutes, as RFC 6749 section 4.1.2 recommends at most; Watch's own lifetime is not public. */
const CODE_TTL_MS = 10 * 60 * 1000;

interface IssuedCode {
  clientId: string;
  redirectUrl: string;
  expiresAt: number;
}

interface LiveToken {
  clientId: string;
  /** Set by `expireAll`: the token reads as past its `exp`. */
  expired: boolean;
}

export type Authorized = { code: string } | { refusal: 'unknown_client' | 'bad_redirect' };
export type Exchanged = { accessToken: string } | { refusal: 'unsupported_grant' | 'invalid_client' | 'invalid_code' };

/** Grants Watch's page shows (`password`) and the one the integrators' code flow names (`authorization_code`). */
const CODE_GRANTS = new Set(['authorization_code', 'password']);

const json64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Watch's side of the code flow: authorization codes (single use, bound to the client and the redirect URL) and the
 * access tokens they are exchanged for. A token is a JWT (HS256 with a key of this simulator) whose payload is
 * `{sub: client_id, iat, exp, jti}`, as integrators decode Watch's own; a token is accepted only if this simulator
 * issued it, it is not past `exp`, and it was not revoked. Codes and tokens are kept only here: the request log and
 * the inspection methods never see them.
 */
export function createOAuthServer(clients: readonly WatchClientCredentials[], now: () => Date, ttlSeconds: number) {
  const key = randomBytes(32);
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, LiveToken>();
  let issued = 0;
  const mac = (data: string) => createHmac('sha256', key).update(data).digest();

  function signToken(clientId: string): string {
    const iat = Math.floor(now().getTime() / 1000);
    const jti = randomBytes(12).toString('base64url');
    const body = `${json64({ alg: 'HS256', typ: 'JWT' })}.${json64({ sub: clientId, iat, exp: iat + ttlSeconds, jti })}`;
    tokens.set(jti, { clientId, expired: false });
    issued++;
    return `${body}.${mac(body).toString('base64url')}`;
  }

  return {
    /** A code for a known client and an acceptable redirect URL. */
    authorize(clientId: string, redirectUrl: string): Authorized {
      const client = clients.find((candidate) => candidate.clientId === clientId);
      if (!client) return { refusal: 'unknown_client' };
      if (!isHttpUrl(redirectUrl) || (client.redirectUrl !== undefined && client.redirectUrl !== redirectUrl))
        return { refusal: 'bad_redirect' };
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { clientId, redirectUrl, expiresAt: now().getTime() + CODE_TTL_MS });
      return { code };
    },

    /**
     * A token for a code this server issued to this client, not used before and not expired. The code is spent by
     * any attempt of its authenticated client (RFC 6749 section 4.1.2: a code is used once). A `redirect_url`, when
     * sent, must be the one the code was issued for (section 4.1.3); Watch's page sends none.
     */
    exchange(params: { grantType?: string; clientId?: string; clientSecret?: string; code?: string; redirectUrl?: string }): Exchanged {
      if (!params.grantType || !CODE_GRANTS.has(params.grantType)) return { refusal: 'unsupported_grant' };
      const client = clients.find((candidate) => candidate.clientId === params.clientId && candidate.clientSecret === params.clientSecret);
      if (!client) return { refusal: 'invalid_client' };
      const issuedCode = params.code ? codes.get(params.code) : undefined;
      if (!issuedCode || issuedCode.clientId !== client.clientId) return { refusal: 'invalid_code' };
      codes.delete(params.code!);
      if (now().getTime() >= issuedCode.expiresAt) return { refusal: 'invalid_code' };
      if (params.redirectUrl !== undefined && params.redirectUrl !== issuedCode.redirectUrl) return { refusal: 'invalid_code' };
      return { accessToken: signToken(client.clientId) };
    },

    /** The client id behind an `Authorization: Bearer …` header; undefined when missing, forged, expired or revoked. */
    verify(authorization: string | undefined): string | undefined {
      const [header, payload, signature, extra] = (/^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '').split('.');
      if (!header || !payload || !signature || extra !== undefined) return undefined;
      const expected = mac(`${header}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string; exp: number; jti: string };
      const live = tokens.get(claims.jti);
      if (!live || live.expired || now().getTime() >= claims.exp * 1000) return undefined;
      return live.clientId;
    },

    /** Every token issued so far reads as expired. */
    expireAll() {
      for (const token of tokens.values()) token.expired = true;
    },
    /** Every token issued so far is revoked (as when a provider's access is withdrawn at Watch). */
    revokeAll() {
      tokens.clear();
    },
    issuedCount: () => issued,
    clear() {
      codes.clear();
      tokens.clear();
      issued = 0;
    },
  };
}

export type OAuthServer = ReturnType<typeof createOAuthServer>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
