import { randomBytes } from 'node:crypto';
import type { TokenSigner } from '../../lib/signed-token';
import { createTtlCache } from '../../lib/ttl-cache';
import type { AuthStore } from './auth-store';
import { DEFAULT_SESSION_LIFETIMES, maxAgeSeconds, type SessionLifetimes } from './session-lifetimes';

/** last_seen_at is written at most this often: an active session costs one write a minute, not one per request. */
const LAST_SEEN_REFRESH_MS = 60_000;

/** The signed-in subscriber of a request: always one tenant, one IXC customer. */
export interface SessionContext {
  id: string;
  tenantId: string;
  clientId: string;
  customerId: string;
  customerName: string;
  expiresAt: Date;
}

interface SessionClaims {
  sid: string;
  /** client_id of the tenant the session belongs to. */
  tid: string;
}

export interface SessionStore {
  /** The absolute lifetime in seconds, which is also the session cookie's max-age. */
  readonly maxAgeSeconds: number;
  /** `device`: the browser's label for 'Meus dados' (auth-rules.ts deviceLabel). */
  create(
    tenant: { id: string; clientId: string },
    customer: { id: string; name: string },
    device?: string | null,
  ): Promise<{ token: string; session: SessionContext }>;
  /**
   * The live session behind a token, if the token is genuine, of this tenant, unrevoked, within its absolute
   * lifetime and not idle beyond the idle timeout. Counts as activity: it refreshes last_seen_at.
   */
  resolve(token: string, tenant: { id: string; clientId: string }): Promise<SessionContext | null>;
  /** Reads the tenant a token claims, without trusting it, to tell a cross-tenant token from a forged one. */
  claimedClientId(token: string): string | null;
  revoke(sessionId: string): Promise<void>;
  revokeOthers(tenantId: string, customerId: string, keepSessionId?: string): Promise<void>;
}

export interface SessionStoreOptions {
  lifetimes?: SessionLifetimes;
  /** The clock (tests move it). */
  now?: () => Date;
  /**
   * How long a replica trusts a session row it read before reading it again (0: on every request). A page's
   * parallel calls, and a busy subscriber's, then cost one read. A sign-out or revocation through this store is
   * seen at once; one made through another replica within this time.
   */
  rowMemoMs?: number;
}

/** Sessions as signed tokens over session rows (docs/decisions/004): the token names the row, the row can be revoked. */
export function createSessionStore(
  store: Pick<AuthStore, 'createSession' | 'findSession' | 'touchSession' | 'revokeSession' | 'revokeSessionsOf'>,
  signer: TokenSigner,
  options: SessionStoreOptions = {},
): SessionStore {
  const lifetimes = options.lifetimes ?? DEFAULT_SESSION_LIFETIMES;
  const now = options.now ?? (() => new Date());
  const ttlSeconds = maxAgeSeconds(lifetimes);
  const idleMs = lifetimes.idleMinutes * 60_000;
  const memoMs = options.rowMemoMs ?? 0;
  let rows = createTtlCache();
  const readRow = (id: string) => store.findSession(id);
  const rowOf = (id: string) => (memoMs > 0 ? rows.get(id, memoMs, () => readRow(id)) : readRow(id));
  return {
    maxAgeSeconds: ttlSeconds,
    async create(tenant, customer, device = null) {
      const id = randomBytes(32).toString('base64url');
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + ttlSeconds * 1000);
      await store.createSession({
        id,
        tenantId: tenant.id,
        customerId: customer.id,
        customerName: customer.name,
        createdAt,
        expiresAt,
        lastSeenAt: createdAt,
        device,
      });
      const token = signer.sign<SessionClaims>('session', { sid: id, tid: tenant.clientId }, ttlSeconds);
      const session = {
        id,
        tenantId: tenant.id,
        clientId: tenant.clientId,
        customerId: customer.id,
        customerName: customer.name,
        expiresAt,
      };
      return { token, session };
    },
    async resolve(token, tenant) {
      const claims = signer.verify<SessionClaims>('session', token);
      if (!claims || claims.tid !== tenant.clientId) return null;
      const row = await rowOf(claims.sid);
      const at = now();
      if (!row || row.tenantId !== tenant.id || row.revokedAt || row.expiresAt.getTime() <= at.getTime()) return null;
      const idleFor = at.getTime() - row.lastSeenAt.getTime();
      if (idleFor > idleMs) return null;
      if (idleFor >= LAST_SEEN_REFRESH_MS) {
        await store.touchSession(row.id, row.lastSeenAt, at);
        row.lastSeenAt = at; // the remembered row too, or each request until it expires would try the write again
      }
      return {
        id: row.id,
        tenantId: row.tenantId,
        clientId: tenant.clientId,
        customerId: row.customerId,
        customerName: row.customerName,
        expiresAt: row.expiresAt,
      };
    },
    claimedClientId(token) {
      return signer.verify<SessionClaims>('session', token)?.tid ?? null;
    },
    async revoke(sessionId) {
      await store.revokeSession(sessionId, now());
      rows.delete(sessionId);
    },
    async revokeOthers(tenantId, customerId, keepSessionId) {
      await store.revokeSessionsOf(tenantId, customerId, keepSessionId, now());
      rows = createTtlCache(); // rare (a new password): forget every remembered row rather than index them by customer
    },
  };
}
