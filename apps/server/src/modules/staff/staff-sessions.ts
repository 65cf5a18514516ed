import { randomBytes } from 'node:crypto';
import type { TokenSigner } from '../../lib/signed-token';
import type { StaffRole } from './staff-rules';
import { createStaffStore, type StaffDb } from './staff-store';

/** docs/product/admin.md#sign-in-and-session: the admin's authorization cookie lives 1 hour; the provider's the same. */
export const STAFF_SESSION_SECONDS = 60 * 60;

/** A signed-in admin (who manages every provider) or provider (who manages itself). */
export type StaffSession =
  | { id: string; role: 'admin'; adminId: string; email: string; expiresAt: Date }
  | { id: string; role: 'provider'; tenantId: string; clientId: string; alias: string; expiresAt: Date };

interface StaffClaims {
  sid: string;
}

export interface StaffSessionStore {
  readonly maxAgeSeconds: number;
  createAdmin(adminId: string): Promise<string>;
  createProvider(tenantId: string): Promise<string>;
  /** The live session behind a token of this role: genuine, unrevoked, unexpired, and for a provider, active. */
  resolve(role: StaffRole, token: string | undefined): Promise<StaffSession | null>;
  revoke(sessionId: string): Promise<void>;
  /** Ends every provider session of a tenant (suspension, a new provider password). */
  revokeProvider(tenantId: string): Promise<void>;
  /** Ends every session of an admin but one (a password change). */
  revokeAdmin(adminId: string, keepSessionId?: string): Promise<void>;
}

export function createStaffSessionStore(db: StaffDb, signer: TokenSigner, now: () => Date = () => new Date()): StaffSessionStore {
  const store = createStaffStore(db);
  async function create(role: StaffRole, owner: { adminId?: string; tenantId?: string }): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + STAFF_SESSION_SECONDS * 1000);
    await store.createSession({ id, role, ...owner, createdAt, expiresAt });
    // The role is part of the signature's purpose: a provider token never passes as an admin's.
    return signer.sign<StaffClaims>(`staff:${role}`, { sid: id }, STAFF_SESSION_SECONDS);
  }

  return {
    maxAgeSeconds: STAFF_SESSION_SECONDS,
    createAdmin: (adminId) => create('admin', { adminId }),
    createProvider: (tenantId) => create('provider', { tenantId }),
    async resolve(role, token) {
      const claims = signer.verify<StaffClaims>(`staff:${role}`, token);
      if (!claims) return null;
      const row = await store.sessionById(claims.sid);
      if (!row || row.role !== role || row.revokedAt || row.expiresAt.getTime() <= now().getTime()) return null;
      if (role === 'admin' && row.adminId && row.admin) {
        return { id: row.id, role, adminId: row.adminId, email: row.admin.email, expiresAt: row.expiresAt };
      }
      if (role === 'provider' && row.tenantId && row.tenant && row.tenant.status === 'active') {
        return {
          id: row.id,
          role,
          tenantId: row.tenantId,
          clientId: row.tenant.clientId,
          alias: row.tenant.alias,
          expiresAt: row.expiresAt,
        };
      }
      return null;
    },
    revoke: (sessionId) => store.revokeSession(sessionId, now()),
    revokeProvider: (tenantId) => store.revokeProviderSessions(tenantId, now()),
    revokeAdmin: (adminId, keepSessionId) => store.revokeAdminSessions(adminId, now(), keepSessionId),
  };
}
