import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCardPaymentList,
  AdminCardPaymentReviewAnswer,
  AdminCardPaymentReviewBody,
  AdminCardPaymentsQuery,
} from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/route-schemas';
import { adminOf } from '../../../plugins/staff-auth';
import type { CardPaymentsService } from './card-payments-service';

const ClientIdParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const PaymentParams = Type.Object({ clientId: Type.String({ maxLength: 100 }), id: Type.String({ maxLength: 100 }) });
const PATH = '/api/payment/customer/:clientId/card-payments';

/** A provider's card payments beside its card settings: the list, and the admin's review of one. */
export const cardPaymentsAdminRoutes: FastifyPluginAsyncTypebox<{ cardPayments: CardPaymentsService }> = async (app, { cardPayments }) => {
  const preHandler = app.requireAdmin;

  app.get(
    PATH,
    {
      preHandler,
      schema: { params: ClientIdParams, querystring: AdminCardPaymentsQuery, response: { 200: AdminCardPaymentList, ...errorResponses } },
    },
    async (request) => ({ card_payments: await cardPayments.ofCustomer(request.params.clientId, request.query) }),
  );

  app.post(
    `${PATH}/:id/review`,
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        params: PaymentParams,
        body: AdminCardPaymentReviewBody,
        response: { 200: AdminCardPaymentReviewAnswer, ...errorResponses },
      },
    },
    async (request) => cardPayments.review(adminOf(request), request.params.clientId, request.params.id, request.body),
  );
};
