import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import { MessageBody, RecoveryCodes, SecondFactorCodeBody, SecondFactorSetup } from '@central/domain/api';
import { Type } from 'typebox';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/route-schemas';
import { adminOf, providerOf } from '../../../plugins/staff-auth';
import type { AdminDeps } from '../../admin/admin-deps';
import { normalizeAdminEmail } from '../admin-sign-in';
import type { StaffDeps } from '../staff-deps';
import { staffAccount } from '../staff-password';
import type { FactorOwner } from './second-factors';
import { totpAddress } from './totp';

const ISSUER = 'Central';
const enrolment = { secondFactorEnrolment: true };

/**
 * Enrolling a second factor (admins and providers, each for their own account) and an admin's reset of another's
 * (docs/decisions/024). Enrolment is two calls: setup answers the secret and its QR address; confirm turns it on with
 * a first code and answers the recovery codes, shown once.
 */
export const secondFactorRoutes: FastifyPluginAsyncTypebox<AdminDeps & StaffDeps> = async (app, deps) => {
  const { factors, guard } = deps;

  const setup = async (owner: FactorOwner, accountName: string) => {
    const secret = await factors.begin(owner);
    if (!secret) throw new AppError('SECOND_FACTOR_ON', 409, MESSAGES.secondFactorAlreadyOn);
    return { otpauth_url: totpAddress(secret, ISSUER, accountName), secret };
  };
  const confirm = async (owner: FactorOwner, subject: string, code: string | null | undefined, ip: string) => {
    if (!code?.trim()) throw badRequest('CODE_REQUIRED', MESSAGES.secondFactorCodeRequired);
    if (await factors.isOn(owner)) throw new AppError('SECOND_FACTOR_ON', 409, MESSAGES.secondFactorAlreadyOn);
    const scope = owner.role === 'admin' ? 'admin-password' : 'provider-password';
    const attempt = await guard.begin(scope, staffAccount(subject), ip, MESSAGES.adminSignInLocked);
    const codes = await factors.confirm(owner, code).catch(async (error: unknown) => {
      await attempt.abandoned();
      throw error;
    });
    if (!codes) {
      await attempt.failed();
      throw new AppError('SECOND_FACTOR_INVALID', 400, MESSAGES.secondFactorCodeInvalid);
    }
    await attempt.succeeded();
    return { recovery_codes: codes };
  };
  const setupSchema = { response: { 200: SecondFactorSetup, ...errorResponses } };
  const confirmSchema = { body: SecondFactorCodeBody, response: { 200: RecoveryCodes, ...errorResponses } };

  app.post('/api/payment/adm/auth/2fa/setup', { preHandler: app.requireAdmin, config: enrolment, schema: setupSchema }, async (request) => {
    const admin = adminOf(request);
    return setup({ role: 'admin', adminId: admin.adminId }, admin.email);
  });
  app.post(
    '/api/payment/adm/auth/2fa/confirm',
    { preHandler: app.requireAdmin, config: enrolment, schema: confirmSchema },
    async (request) => {
      const admin = adminOf(request);
      const codes = await confirm({ role: 'admin', adminId: admin.adminId }, admin.email, request.body.code, request.ip);
      await deps.audit.record(admin, '', 'admin_2fa_enable', { admin: { from: null, to: admin.email } });
      return codes;
    },
  );

  app.post('/api/central/auth/provider/2fa/setup', { preHandler: app.requireProvider, schema: setupSchema }, async (request) => {
    const provider = providerOf(request);
    return setup({ role: 'provider', tenantId: provider.tenantId }, provider.clientId);
  });
  app.post('/api/central/auth/provider/2fa/confirm', { preHandler: app.requireProvider, schema: confirmSchema }, async (request) => {
    const provider = providerOf(request);
    return confirm({ role: 'provider', tenantId: provider.tenantId }, provider.clientId, request.body.code, request.ip);
  });

  const resetAnswer = { 200: MessageBody, ...errorResponses };

  app.delete(
    '/api/payment/adm/admins/:email/2fa',
    { preHandler: app.requireAdmin, schema: { params: Type.Object({ email: Type.String({ maxLength: 400 }) }), response: resetAnswer } },
    async (request) => {
      const actor = adminOf(request);
      const email = normalizeAdminEmail(request.params.email);
      if (email === actor.email) throw badRequest('OWN_SECOND_FACTOR', MESSAGES.secondFactorOwnReset);
      const target = email ? await deps.prisma.admin.findUnique({ where: { email }, select: { id: true } }) : null;
      if (!target || !(await factors.reset({ role: 'admin', adminId: target.id })))
        throw notFound('SECOND_FACTOR_NOT_ON', MESSAGES.secondFactorNotOn);
      await deps.audit.record(actor, '', 'admin_2fa_reset', { admin: { from: email, to: email } });
      return { message: MESSAGES.secondFactorReset };
    },
  );

  app.delete(
    '/api/payment/customer/:clientId/2fa',
    { preHandler: app.requireAdmin, schema: { params: Type.Object({ clientId: Type.String({ maxLength: 100 }) }), response: resetAnswer } },
    async (request) => {
      const actor = adminOf(request);
      const tenant = await deps.prisma.tenant.findUnique({
        where: { clientId: request.params.clientId },
        select: { id: true, clientId: true },
      });
      if (!tenant || !(await factors.reset({ role: 'provider', tenantId: tenant.id })))
        throw notFound('SECOND_FACTOR_NOT_ON', MESSAGES.secondFactorNotOn);
      await deps.audit.record(actor, tenant.clientId, 'provider_2fa_reset', { two_factor: { from: true, to: false } });
      return { message: MESSAGES.secondFactorReset };
    },
  );
};
