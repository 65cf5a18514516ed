import { randomBytes } from 'node:crypto';
import type { Prisma } from '../../db/database';
import type { TokenSigner } from '../../lib/signed-token';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

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
  create(tenant: { id: string; clientId: string }, customer: { id: string; name: string }): Promise<{ token: string; session: SessionContext }>;
  /** The live session behind a token, if the token is genuine, unexpired, unrevoked and of this tenant. */
  resolve(token: string, tenant: { id: string; clientId: string }): Promise<SessionContext | null>;
  /** Reads the tenant a token claims, without trusting it, to tell a cross-tenant token from a forged one. */
  claimedClientId(token: string): string | null;
  revoke(sessionId: string): Promise<void>;
  revokeOthers(tenantId: string, customerId: string, keepSessionId?: string): Promise<void>;
}

export function createSessionStore(prisma: Prisma, signer: TokenSigner): SessionStore {
  return {
    async create(tenant, customer) {
      const id = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
      await prisma.session.create({
        data: { id, tenantId: tenant.id, customerId: customer.id, customerName: customer.name, expiresAt },
      });
      const token = signer.sign<SessionClaims>('session', { sid: id, tid: tenant.clientId }, SESSION_TTL_SECONDS);
      const session = { id, tenantId: tenant.id, clientId: tenant.clientId, customerId: customer.id, customerName: customer.name, expiresAt };
      return { token, session };
    },
    async resolve(token, tenant) {
      const claims = signer.verify<SessionClaims>('session', token);
      if (!claims || claims.tid !== tenant.clientId) return null;
      const row = await prisma.session.findUnique({ where: { id: claims.sid } });
      if (!row || row.tenantId !== tenant.id || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
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
      await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
    },
    async revokeOthers(tenantId, customerId, keepSessionId) {
      await prisma.session.updateMany({
        where: { tenantId, customerId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
        data: { revokedAt: new Date() },
      });
    },
  };
}
