import { randomBytes } from 'node:crypto';

/** An ISP's pair, as Watch delivers it in `client_secret.json` (`pParams.client_id`, `pParams.client_secret`). */
export interface WatchClientCredentials {
  clientId: string;
  clientSecret: string;
}

interface IssuedToken {
  clientId: string;
  expiresAt: number;
}

/**
 * Issues and checks bearer tokens. Tokens are opaque random strings kept only here: the request log and every
 * inspection method see the client id, never a token or a secret. The clock is the simulator's `now`, so a test
 * can move past `expires_in` without waiting.
 */
export function createTokenIssuer(clients: readonly WatchClientCredentials[], now: () => Date, ttlSeconds: number) {
  const tokens = new Map<string, IssuedToken>();
  let issued = 0;
  return {
    /** A new token for a known pair; undefined when the pair is unknown or the secret is wrong. */
    issue(clientId: string, clientSecret: string): { accessToken: string; expiresIn: number } | undefined {
      const client = clients.find((candidate) => candidate.clientId === clientId && candidate.clientSecret === clientSecret);
      if (!client) return undefined;
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, { clientId, expiresAt: now().getTime() + ttlSeconds * 1000 });
      issued++;
      return { accessToken, expiresIn: ttlSeconds };
    },
    /** The client id behind an `Authorization: Bearer …` header; undefined when missing, unknown or expired. */
    verify(authorization: string | undefined): string | undefined {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      const token = match ? tokens.get(match[1]!) : undefined;
      if (!token) return undefined;
      if (now().getTime() >= token.expiresAt) return undefined;
      return token.clientId;
    },
    /** Every token issued so far stops working (as if Watch rotated them). */
    expireAll() {
      tokens.clear();
    },
    issuedCount: () => issued,
    clear() {
      tokens.clear();
      issued = 0;
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
