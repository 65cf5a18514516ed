import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import { CustomerDetails, EditPasswordBody, MessageBody } from '@central/domain/api';
import type { AuditLog } from '../../lib/audit';
import { upstreamFailure } from '../../lib/app-error';
import type { GuessGuard } from '../../lib/guess-guard';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import type { TokenSigner } from '../../lib/signed-token';
import { sessionOf } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import { clearCookie } from '../auth/cookies';
import { firstNameOf } from '../auth/customer-name';
import type { SessionStore } from '../auth/sessions';
import { readRecoveryToken, RECOVERY_COOKIES } from '../recovery/recovery-tokens';
import { resetPassword, type ResetPasswordDeps } from '../recovery/reset-password';
import { changeOwnPassword } from './change-own-password';

export interface CustomerDeps extends ResetPasswordDeps {
  signer: TokenSigner;
  sessions: SessionStore;
  guard: GuessGuard;
  audit: AuditLog;
}

export const customerRoutes: FastifyPluginAsyncTypebox<CustomerDeps> = async (app, deps) => {
  app.addHook('onRequest', refuseWhileErpIsDown);
  app.get(
    '/api/central/customer/list',
    { preHandler: app.requireSession, schema: { response: { 200: CustomerDetails, ...errorResponses } } },
    async (request) => {
      const customer = await createCustomerGateway(tenantOf(request).ixc).findById(sessionOf(request).customerId);
      if (!customer) throw upstreamFailure(502);
      return {
        name: customer.name,
        firstName: firstNameOf(customer.name),
        cpfCnpj: customer.document,
        email: customer.emails[0] ?? null,
        phone: customer.phone,
      };
    },
  );

  /**
   * One path, two uses (SPEC section 7): with currentPassword it is the security page of a signed-in
   * subscriber; otherwise it is the last recovery step, authorised by the changePasswordToken cookie.
   */
  app.put(
    '/api/central/customer/edit/password',
    { schema: { body: EditPasswordBody, response: { 200: MessageBody, ...errorResponses } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      if (request.body.currentPassword !== undefined) {
        await app.requireSession(request);
        await changeOwnPassword(deps, tenant, sessionOf(request), request.body, request.ip);
        return { message: MESSAGES.passwordUpdated };
      }
      const verified = readRecoveryToken(deps.signer, 'codeVerified', request, tenant);
      await resetPassword(deps, tenant, verified, request.body, request.ip);
      for (const cookie of RECOVERY_COOKIES) clearCookie(request, reply, cookie);
      return { message: MESSAGES.passwordChanged };
    },
  );
};
