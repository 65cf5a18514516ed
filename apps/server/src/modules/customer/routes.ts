import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import { CustomerDetails, EditPasswordBody, MessageBody } from '@central/domain/api';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import type { TokenSigner } from '../../lib/signed-token';
import { sessionOf, subscriberOf } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { clearCookie } from '../auth/cookies';
import { readRecoveryToken, RECOVERY_COOKIES } from '../recovery/recovery-tokens';
import type { CustomerService } from './customer-service';

/** `signer` reads the recovery cookie that authorises a password reset. */
export const customerRoutes: FastifyPluginAsyncTypebox<{ customer: CustomerService; signer: TokenSigner }> = async (
  app,
  { customer, signer },
) => {
  app.addHook('onRequest', refuseWhileErpIsDown);
  app.get(
    '/api/central/customer/list',
    { preHandler: app.requireSession, schema: { response: { 200: CustomerDetails, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return customer.details(tenant, account);
    },
  );

  /**
   * One path, two uses (docs/product/subscriber.md#security-and-my-data): with currentPassword it is the security page
   * of a signed-in subscriber; otherwise it is the last recovery step, authorised by the changePasswordToken cookie.
   */
  app.put(
    '/api/central/customer/edit/password',
    { schema: { body: EditPasswordBody, response: { 200: MessageBody, ...errorResponses } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      if (request.body.currentPassword !== undefined) {
        await app.requireSession(request);
        await customer.changeOwnPassword(tenant, sessionOf(request), request.body, request.ip);
        return { message: MESSAGES.passwordUpdated };
      }
      const verified = readRecoveryToken(signer, 'codeVerified', request, tenant);
      await customer.resetPassword(tenant, verified, request.body, request.ip);
      for (const cookie of RECOVERY_COOKIES) clearCookie(request, reply, cookie);
      return { message: MESSAGES.passwordChanged };
    },
  );
};
