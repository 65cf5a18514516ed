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
import { createAuditLog } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { callerOf } from '../../lib/device-cookie';
import { createDecoyHash } from '../../lib/password-hash';
import { errorResponses } from '../../lib/route-schemas';
import { adminOf, clearStaffCookie, providerOf, setStaffCookie, STAFF_COOKIES } from '../../plugins/staff-auth';
import type { AdminDeps } from '../admin/admin-deps';
import { checkAdminPassword } from './admin-sign-in';
import { changeAdminPassword } from './change-admin-password';
import { checkProviderPassword } from './provider-sign-in';
import type { StaffDeps } from './staff-deps';
import { adminInfo, providerInfo } from './staff-info';
import { afterStaffPassword, checkSecondStep, trustStaffDevice, type AdminIdentity, type ProviderIdentity } from './staff-sign-in';
import type { StaffRole } from './staff-sessions';

const signedOut = { response: { 204: Type.Null(), ...errorResponses } };
const adminSignedIn = { 200: Type.Union([AdminInfo, SecondFactorRequired]), ...errorResponses };
const providerSignedIn = { 200: Type.Union([ProviderInfo, SecondFactorRequired]), ...errorResponses };

/**
 * Admin and provider sign-in, sign-out, session check and the admin's password (SPEC sections 2, 4, 7 and 8).
 * None of these is bound to the host's provider: the admin serves them all, a provider names itself.
 */
export const staffRoutes: FastifyPluginAsyncTypebox<AdminDeps & StaffDeps> = async (app, deps) => {
  const staff = { ...deps, audit: createAuditLog(deps.prisma, deps.log), decoyHash: createDecoyHash(deps.passwordCost) };
  const { factors, secondFactorRequired } = deps;

  /** Opens the session of an account whose sign-in is complete, trusts the browser, and answers who signed in. */
  const openAdminSession = async (request: FastifyRequest, reply: FastifyReply, identity: AdminIdentity, caller: Caller) => {
    const token = await deps.staffSessions.createAdmin(identity.adminId);
    setStaffCookie(request, reply, 'admin', token, deps.staffSessions.maxAgeSeconds);
    trustStaffDevice(staff, identity, caller);
    return adminInfo({ adminId: identity.adminId, email: identity.subject }, factors, secondFactorRequired);
  };
  const openProviderSession = async (request: FastifyRequest, reply: FastifyReply, identity: ProviderIdentity, caller: Caller) => {
    const token = await deps.staffSessions.createProvider(identity.tenantId);
    setStaffCookie(request, reply, 'provider', token, deps.staffSessions.maxAgeSeconds);
    trustStaffDevice(staff, identity, caller);
    const tenant = await deps.prisma.tenant.findUniqueOrThrow({ where: { id: identity.tenantId }, select: { alias: true } });
    return providerInfo({ tenantId: identity.tenantId, clientId: identity.subject, alias: tenant.alias }, factors);
  };
  const secondStep = { two_factor_required: true } as const;

  const signOut = (role: StaffRole) => async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await deps.staffSessions.resolve(role, request.cookies[STAFF_COOKIES[role]]);
    if (session) await deps.staffSessions.revoke(session.id);
    clearStaffCookie(request, reply, role);
    return reply.status(204).send(null);
  };

  app.post('/api/payment/adm/auth/sign-in', { schema: { body: AdminSignInBody, response: adminSignedIn } }, async (request, reply) => {
    const caller = callerOf(request, reply, deps.signer);
    const { adminId, email } = await checkAdminPassword(staff, request.body, caller);
    const identity: AdminIdentity = { role: 'admin', adminId, subject: email };
    const next = await afterStaffPassword(staff, request, reply, identity, caller);
    return next === 'session' ? openAdminSession(request, reply, identity, caller) : secondStep;
  });

  app.post(
    '/api/payment/adm/auth/sign-in/2fa',
    { schema: { body: SecondFactorSignInBody, response: { 200: AdminInfo, ...errorResponses } } },
    async (request, reply) => {
      const caller = callerOf(request, reply, deps.signer);
      return openAdminSession(request, reply, await checkSecondStep(staff, request, reply, 'admin', request.body, caller), caller);
    },
  );

  app.get(
    '/api/payment/adm/auth',
    { preHandler: app.requireAdmin, config: { secondFactorEnrolment: true }, schema: { response: { 200: AdminInfo, ...errorResponses } } },
    async (request) => adminInfo(adminOf(request), factors, secondFactorRequired),
  );

  app.post('/api/payment/adm/auth/sign-out', { config: { secondFactorEnrolment: true }, schema: signedOut }, signOut('admin'));

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
    { schema: { body: ProviderSignInBody, response: providerSignedIn } },
    async (request, reply) => {
      const caller = callerOf(request, reply, deps.signer);
      const { tenantId, clientId } = await checkProviderPassword(staff, request.body, caller);
      const identity: ProviderIdentity = { role: 'provider', tenantId, subject: clientId };
      const next = await afterStaffPassword(staff, request, reply, identity, caller);
      return next === 'session' ? openProviderSession(request, reply, identity, caller) : secondStep;
    },
  );

  app.post(
    '/api/central/auth/sign-in/provider/2fa',
    { schema: { body: SecondFactorSignInBody, response: { 200: ProviderInfo, ...errorResponses } } },
    async (request, reply) => {
      const caller = callerOf(request, reply, deps.signer);
      return openProviderSession(request, reply, await checkSecondStep(staff, request, reply, 'provider', request.body, caller), caller);
    },
  );

  app.get(
    '/api/central/auth/provider',
    { preHandler: app.requireProvider, schema: { response: { 200: ProviderInfo, ...errorResponses } } },
    async (request) => providerInfo(providerOf(request), factors),
  );

  app.post('/api/central/auth/sign-out/provider', { schema: signedOut }, signOut('provider'));
};
