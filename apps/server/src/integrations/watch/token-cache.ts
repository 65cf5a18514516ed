/** What one token request gives: the token, and its lifetime when Watch states one. */
export interface FetchedToken {
  accessToken: string;
  expiresInSeconds?: number;
}

/** Without `expires_in`, a token is trusted for an hour: integrators report 8 hours and refresh well before. */
const DEFAULT_LIFETIME_SECONDS = 3600;

/**
 * Holds the bearer token: fetched once, reused until shortly before it expires (the last tenth of its life, at
 * most a minute), and fetched by one request however many calls need it at the same moment.
 */
export function createTokenCache(fetchToken: () => Promise<FetchedToken>, now: () => Date) {
  let current: { token: string; refreshAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  function refresh(): Promise<string> {
    inFlight ??= (async () => {
      try {
        const fetched = await fetchToken();
        const lifetime = fetched.expiresInSeconds ?? DEFAULT_LIFETIME_SECONDS;
        const margin = Math.min(60, lifetime / 10);
        current = { token: fetched.accessToken, refreshAt: now().getTime() + (lifetime - margin) * 1000 };
        return fetched.accessToken;
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  }

  return {
    /** A token believed valid. */
    async get(): Promise<string> {
      if (current && now().getTime() < current.refreshAt) return current.token;
      return refresh();
    },
    /**
     * Forgets `token` after Watch refused it. A token already replaced is left alone, so calls that were refused
     * together with the same old token share one new fetch.
     */
    invalidate(token: string) {
      if (current?.token === token) current = undefined;
    },
  };
}
