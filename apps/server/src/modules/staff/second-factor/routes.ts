import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import { MessageBody, RecoveryCodes, SecondFactorCodeBody, SecondFactorSetup } from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/route-schemas';
import { adminOf, providerOf } from '../../../plugins/staff-auth';
import type { SecondFactorService } from './second-factor-service';

const enrolment = { secondFactorEnrolment: true };

/**
 * Enrolling a second factor (admins and providers, each for their own account) and an admin's reset of another's
 * (docs/decisions/024).
 */
export const secondFactorRoutes: FastifyPluginAsyncTypebox<{ secondFactor: SecondFactorService }> = async (app, { secondFactor }) => {
  const setupSchema = { response: { 200: SecondFactorSetup, ...errorResponses } };
  const confirmSchema = { body: SecondFactorCodeBody, response: { 200: RecoveryCodes, ...errorResponses } };

  app.post('/api/payment/adm/auth/2fa/setup', { preHandler: app.requireAdmin, config: enrolment, schema: setupSchema }, async (request) => {
    const admin = adminOf(request);
    return secondFactor.setup({ role: 'admin', adminId: admin.adminId }, admin.email);
  });
  app.post(
    '/api/payment/adm/auth/2fa/confirm',
    { preHandler: app.requireAdmin, config: enrolment, schema: confirmSchema },
    async (request) => secondFactor.confirmAdmin(adminOf(request), request.body.code, request.ip),
  );

  app.post('/api/central/auth/provider/2fa/setup', { preHandler: app.requireProvider, schema: setupSchema }, async (request) => {
    const provider = providerOf(request);
    return secondFactor.setup({ role: 'provider', tenantId: provider.tenantId }, provider.clientId);
  });
  app.post('/api/central/auth/provider/2fa/confirm', { preHandler: app.requireProvider, schema: confirmSchema }, async (request) => {
    const provider = providerOf(request);
    return secondFactor.confirm({ role: 'provider', tenantId: provider.tenantId }, provider.clientId, request.body.code, request.ip);
  });

  const resetAnswer = { 200: MessageBody, ...errorResponses };

  app.delete(
    '/api/payment/adm/admins/:email/2fa',
    { preHandler: app.requireAdmin, schema: { params: Type.Object({ email: Type.String({ maxLength: 400 }) }), response: resetAnswer } },
    async (request) => {
      await secondFactor.resetAdmin(adminOf(request), request.params.email);
      return { message: MESSAGES.secondFactorReset };
    },
  );

  app.delete(
    '/api/payment/customer/:clientId/2fa',
    { preHandler: app.requireAdmin, schema: { params: Type.Object({ clientId: Type.String({ maxLength: 100 }) }), response: resetAnswer } },
    async (request) => {
      await secondFactor.resetProvider(adminOf(request), request.params.clientId);
      return { message: MESSAGES.secondFactorReset };
    },
  );
};
