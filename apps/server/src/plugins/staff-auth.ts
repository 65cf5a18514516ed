import { MESSAGES } from '@central/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error';
import { isLocalDevelopmentHost } from '../modules/auth/cookies';
import type { SecondFactors } from '../modules/staff/second-factor/second-factors';
import type { StaffSession, StaffSessionStore } from '../modules/staff/staff-sessions';

/** docs/product/admin.md#sign-in-and-session: the admin's cookie is `authorization`, the provider's `providerToken`. */
export const STAFF_COOKIES = { admin: 'authorization', provider: 'providerToken' } as const;

type AdminSession = Extract<StaffSession, { role: 'admin' }>;
type ProviderSession = Extract<StaffSession, { role: 'provider' }>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An admin route open to an admin who still has to enrol a second factor where one is required. */
    secondFactorEnrolment?: boolean;
  }
  interface FastifyRequest {
    staff: StaffSession | null;
  }
  interface FastifyInstance {
    /** preHandler of admin routes: 401 without an admin session, 403 when the caller is signed in as a provider. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler of provider routes: 401 without a live provider session. */
    requireProvider: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Admin and provider sessions. Neither is bound to the host: the admin area serves every provider, and a
 * provider names itself when signing in. Both are HttpOnly, SameSite=Strict cookies, so no other site can
 * make a browser send them.
 */
export default fp<{ staffSessions: StaffSessionStore; factors: SecondFactors; secondFactorRequired: boolean }>(
  async function staffAuthPlugin(app: FastifyInstance, { staffSessions, factors, secondFactorRequired }) {
    app.decorateRequest('staff', null);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const admin = await staffSessions.resolve('admin', request.cookies[STAFF_COOKIES.admin]);
      if (admin?.role === 'admin') {
        // Where a second factor is required, an admin without one can only enrol (and see who they are, sign out).
        if (secondFactorRequired && !request.routeOptions.config.secondFactorEnrolment && !(await factors.isOn(admin))) {
          throw forbidden('SECOND_FACTOR_REQUIRED', MESSAGES.secondFactorRequired);
        }
        request.staff = admin;
        return;
      }
      const provider = await staffSessions.resolve('provider', request.cookies[STAFF_COOKIES.provider]);
      if (provider) throw forbidden('NOT_AN_ADMIN', MESSAGES.adminForbidden);
      throw unauthorized('UNAUTHENTICATED', MESSAGES.authenticationFailure);
    });
    app.decorate('requireProvider', async (request: FastifyRequest) => {
      const provider = await staffSessions.resolve('provider', request.cookies[STAFF_COOKIES.provider]);
      if (!provider) throw unauthorized('UNAUTHENTICATED', MESSAGES.authenticationFailure);
      request.staff = provider;
    });
  },
  { name: 'staff-auth', dependencies: ['@fastify/cookie'] },
);

export function adminOf(request: FastifyRequest): AdminSession {
  if (request.staff?.role !== 'admin') throw unauthorized('UNAUTHENTICATED', MESSAGES.authenticationFailure);
  return request.staff;
}

export function providerOf(request: FastifyRequest): ProviderSession {
  if (request.staff?.role !== 'provider') throw unauthorized('UNAUTHENTICATED', MESSAGES.authenticationFailure);
  return request.staff;
}

export function setStaffCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  role: keyof typeof STAFF_COOKIES,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(STAFF_COOKIES[role], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: !isLocalDevelopmentHost(request.hostname),
    maxAge: maxAgeSeconds,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply, role: keyof typeof STAFF_COOKIES): void {
  reply.clearCookie(STAFF_COOKIES[role], {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: !isLocalDevelopmentHost(request.hostname),
  });
}
