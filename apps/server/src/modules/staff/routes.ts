import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminInfo, AdminPasswordBody, AdminSignInBody, MessageBody, ProviderInfo, ProviderSignInBody } from '@central/domain/api';
import { MESSAGES } from '@central/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { createAuditLog } from '../../lib/audit';
import { createDecoyHash } from '../../lib/password-hash';
import { errorResponses } from '../../lib/route-schemas';
import { adminOf, clearStaffCookie, providerOf, setStaffCookie, STAFF_COOKIES } from '../../plugins/staff-auth';
import type { AdminDeps } from '../admin/admin-deps';
import { signInAdmin } from './admin-sign-in';
import { changeAdminPassword } from './change-admin-password';
import { signInProvider } from './provider-sign-in';
import type { StaffRole } from './staff-sessions';

const signedOut = { response: { 204: Type.Null(), ...errorResponses } };

/**
 * Admin and provider sign-in, sign-out, session check and the admin's password (SPEC sections 2, 4, 7 and 8).
 * None of these is bound to the host's provider: the admin serves them all, a provider names itself.
 */
export const staffRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const staff = { ...deps, audit: createAuditLog(deps.prisma, deps.log), decoyHash: createDecoyHash(deps.passwordCost) };

  const signOut = (role: StaffRole) => async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await deps.staffSessions.resolve(role, request.cookies[STAFF_COOKIES[role]]);
    if (session) await deps.staffSessions.revoke(session.id);
    clearStaffCookie(request, reply, role);
    return reply.status(204).send(null);
  };

  app.post(
    '/api/payment/adm/auth/sign-in',
    { schema: { body: AdminSignInBody, response: { 200: AdminInfo, ...errorResponses } } },
    async (request, reply) => {
      const { token, email } = await signInAdmin(staff, request.body, request.ip);
      setStaffCookie(request, reply, 'admin', token, deps.staffSessions.maxAgeSeconds);
      return { admin: { email } };
    },
  );

  app.get(
    '/api/payment/adm/auth',
    { preHandler: app.requireAdmin, schema: { response: { 200: AdminInfo, ...errorResponses } } },
    async (request) => ({ admin: { email: adminOf(request).email } }),
  );

  app.post('/api/payment/adm/auth/sign-out', { schema: signedOut }, signOut('admin'));

  app.put(
    '/api/payment/adm/auth/password',
    { preHandler: app.requireAdmin, schema: { body: AdminPasswordBody, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await changeAdminPassword(staff, adminOf(request), request.body, request.ip);
      return { message: MESSAGES.adminPasswordChanged };
    },
  );

  app.post(
    '/api/central/auth/sign-in/provider',
    { schema: { body: ProviderSignInBody, response: { 200: ProviderInfo, ...errorResponses } } },
    async (request, reply) => {
      const { token, clientId, alias } = await signInProvider(staff, request.body, request.ip);
      setStaffCookie(request, reply, 'provider', token, deps.staffSessions.maxAgeSeconds);
      return { provider: { client_id: clientId, alias } };
    },
  );

  app.get(
    '/api/central/auth/provider',
    { preHandler: app.requireProvider, schema: { response: { 200: ProviderInfo, ...errorResponses } } },
    async (request) => {
      const provider = providerOf(request);
      return { provider: { client_id: provider.clientId, alias: provider.alias } };
    },
  );

  app.post('/api/central/auth/sign-out/provider', { schema: signedOut }, signOut('provider'));
};
