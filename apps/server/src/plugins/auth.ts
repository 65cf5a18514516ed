import { MESSAGES } from '@central/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountOf } from '../lib/account';
import type { Account } from '../lib/account-cache';
import { AppError, unauthorized } from '../lib/app-error';
import { COOKIES } from '../modules/auth/cookies';
import type { SessionContext, SessionStore } from '../modules/auth/sessions';
import type { ActiveTenant } from '../modules/tenants/tenant-directory';
import { tenantOf } from './tenancy';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
  }
  interface FastifyInstance {
    /** preHandler for subscriber routes: a live session of this request's tenant, or 401. */
    requireSession: (request: FastifyRequest) => Promise<void>;
  }
}

/** The bearer of a request: `Authorization: Bearer` for API clients, else the validToken cookie. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[COOKIES.session];
}

export default fp<{ sessions: SessionStore }>(
  async function authPlugin(app: FastifyInstance, { sessions }) {
    app.decorateRequest('session', null);
    app.decorate('requireSession', async (request: FastifyRequest) => {
      const tenant = tenantOf(request);
      const token = sessionTokenOf(request);
      if (!token) throw unauthorized('UNAUTHENTICATED', MESSAGES.authenticationFailure);
      const session = await sessions.resolve(token, tenant);
      if (session) {
        request.session = session;
        return;
      }
      const claimed = sessions.claimedClientId(token);
      if (claimed && claimed !== tenant.clientId) throw new AppError('TENANT_MISMATCH', 403, MESSAGES.tenantMismatch);
      throw unauthorized('UNAUTHENTICATED', MESSAGES.authenticationFailure);
    });
  },
  { name: 'auth', dependencies: ['tenancy'] },
);

/** The session a preHandler has already required. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthorized('UNAUTHENTICATED', MESSAGES.authenticationFailure);
  return request.session;
}

/** The account the signed-in subscriber acts on: the cache and every ERP call are scoped by it. */
export function signedInAccount(request: FastifyRequest): Account {
  return accountOf(sessionOf(request));
}

/** Who a subscriber's request is from: the host's provider and the signed-in account. */
export function subscriberOf(request: FastifyRequest): { tenant: ActiveTenant; account: Account } {
  return { tenant: tenantOf(request), account: signedInAccount(request) };
}
