import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminInfo,
  AdminPasswordBody,
  AdminSignInBody,
  MessageBody,
  ProviderInfo,
  ProviderSignInBody,
  SecondFactorRequired,
  SecondFactorSignInBody,
} from '@central/domain/api';
import { MESSAGES } from '@central/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { TokenSigner } from '../../lib/signed-token';
import { callerOf } from '../../lib/device-cookie';
import { errorResponses } from '../../lib/route-schemas';
import { adminOf, clearStaffCookie, providerOf, setStaffCookie, STAFF_COOKIES } from '../../plugins/staff-auth';
import { isLocalDevelopmentHost } from '../auth/cookies';
import { PENDING_SECONDS, type StaffRole } from './staff-rules';
import type { StaffBrowser, StaffService } from './staff-service';

/** The cookie that carries a sign-in whose password was right to its second step: 5 minutes, nothing else. */
const PENDING_COOKIES = { admin: 'adminSecondStep', provider: 'providerSecondStep' } as const;

const signedOut = { response: { 204: Type.Null(), ...errorResponses } };
const adminSignedIn = { 200: Type.Union([AdminInfo, SecondFactorRequired]), ...errorResponses };
const providerSignedIn = { 200: Type.Union([ProviderInfo, SecondFactorRequired]), ...errorResponses };

function pendingCookieOptions(request: FastifyRequest, maxAge?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: !isLocalDevelopmentHost(request.hostname),
    ...(maxAge ? { maxAge } : {}),
  };
}

/** The cookies a sign-in of `role` sets on this browser. */
const browserOf = (request: FastifyRequest, reply: FastifyReply, role: StaffRole): StaffBrowser => ({
  keepPending: (token) => void reply.setCookie(PENDING_COOKIES[role], token, pendingCookieOptions(request, PENDING_SECONDS)),
  dropPending: () => void reply.clearCookie(PENDING_COOKIES[role], pendingCookieOptions(request)),
  openSession: (token, maxAgeSeconds) => setStaffCookie(request, reply, role, token, maxAgeSeconds),
});

/**
 * Admin and provider sign-in, sign-out, session check and the admin's password
 * (docs/product/admin.md#sign-in-and-session). None of these is bound to the host's provider: the admin serves them
 * all, a provider names itself.
 */
export const staffRoutes: FastifyPluginAsyncTypebox<{ staff: StaffService; signer: TokenSigner }> = async (app, { staff, signer }) => {
  const signOut = (role: StaffRole) => async (request: FastifyRequest, reply: FastifyReply) => {
    await staff.signOut(role, request.cookies[STAFF_COOKIES[role]]);
    clearStaffCookie(request, reply, role);
    return reply.status(204).send(null);
  };

  app.post('/api/payment/adm/auth/sign-in', { schema: { body: AdminSignInBody, response: adminSignedIn } }, async (request, reply) =>
    staff.adminSignIn(request.body, callerOf(request, reply, signer), browserOf(request, reply, 'admin')),
  );

  app.post(
    '/api/payment/adm/auth/sign-in/2fa',
    { schema: { body: SecondFactorSignInBody, response: { 200: AdminInfo, ...errorResponses } } },
    async (request, reply) => {
      const caller = callerOf(request, reply, signer);
      return staff.adminSecondStep(request.cookies[PENDING_COOKIES.admin], request.body, caller, browserOf(request, reply, 'admin'));
    },
  );

  app.get(
    '/api/payment/adm/auth',
    { preHandler: app.requireAdmin, config: { secondFactorEnrolment: true }, schema: { response: { 200: AdminInfo, ...errorResponses } } },
    async (request) => staff.adminInfo(adminOf(request)),
  );

  app.post('/api/payment/adm/auth/sign-out', { config: { secondFactorEnrolment: true }, schema: signedOut }, signOut('admin'));

  app.put(
    '/api/payment/adm/auth/password',
    { preHandler: app.requireAdmin, schema: { body: AdminPasswordBody, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await staff.changeAdminPassword(adminOf(request), request.body, request.ip);
      return { message: MESSAGES.adminPasswordChanged };
    },
  );

  app.post(
    '/api/central/auth/sign-in/provider',
    { schema: { body: ProviderSignInBody, response: providerSignedIn } },
    async (request, reply) => staff.providerSignIn(request.body, callerOf(request, reply, signer), browserOf(request, reply, 'provider')),
  );

  app.post(
    '/api/central/auth/sign-in/provider/2fa',
    { schema: { body: SecondFactorSignInBody, response: { 200: ProviderInfo, ...errorResponses } } },
    async (request, reply) => {
      const caller = callerOf(request, reply, signer);
      return staff.providerSecondStep(
        request.cookies[PENDING_COOKIES.provider],
        request.body,
        caller,
        browserOf(request, reply, 'provider'),
      );
    },
  );

  app.get(
    '/api/central/auth/provider',
    { preHandler: app.requireProvider, schema: { response: { 200: ProviderInfo, ...errorResponses } } },
    async (request) => staff.providerInfo(providerOf(request)),
  );

  app.post('/api/central/auth/sign-out/provider', { schema: signedOut }, signOut('provider'));
};
