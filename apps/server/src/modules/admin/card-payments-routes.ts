import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCardPaymentList,
  AdminCardPaymentReviewAnswer,
  AdminCardPaymentReviewBody,
  AdminCardPaymentsQuery,
} from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/route-schemas';
import { adminOf } from '../../plugins/staff-auth';
import type { AdminDeps } from './admin-deps';
import { cardPaymentsOfCustomer, reviewCardPayment } from './card-payments-records';

const ClientIdParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const PaymentParams = Type.Object({ clientId: Type.String({ maxLength: 100 }), id: Type.String({ maxLength: 100 }) });
const PATH = '/api/payment/customer/:clientId/card-payments';

/**
 * A provider's card payments (issue 11) beside its card settings: what the reconciliation could not settle, and the
 * admin's review of each once the provider fixed it by hand in IXC or refunded it at Cielo.
 */
export const cardPaymentsAdminRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const preHandler = app.requireAdmin;

  app.get(
    PATH,
    {
      preHandler,
      schema: { params: ClientIdParams, querystring: AdminCardPaymentsQuery, response: { 200: AdminCardPaymentList, ...errorResponses } },
    },
    async (request) => ({ card_payments: await cardPaymentsOfCustomer(deps, request.params.clientId, request.query) }),
  );

  app.post(
    `${PATH}/:id/review`,
    {
      preHandler,
      schema: {
        params: PaymentParams,
        body: AdminCardPaymentReviewBody,
        response: { 200: AdminCardPaymentReviewAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { adminId, email } = adminOf(request);
      return reviewCardPayment(deps, { adminId, email }, request.params.clientId, request.params.id, request.body);
    },
  );
};
