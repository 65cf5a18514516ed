import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CardPaymentOptions, CardPaymentParams, CardPaymentResult, PayInvoiceBody } from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import { refuseWhileErpIsDown } from '../../../lib/erp-guard';
import { errorResponses } from '../../../lib/route-schemas';
import { sessionOf, signedInAccount } from '../../../plugins/auth';
import { tenantOf } from '../../../plugins/tenancy';
import { cardPaymentsGate } from '../card-payments-gate';
import type { PaymentsService } from './payments-service';

/**
 * Paying an invoice with a saved card (docs/product/cards.md#paying-an-invoice): the options the payment screen shows,
 * and the payment itself. Both read the invoice from the ERP, so both refuse at once while its circuit is open.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<{ payments: PaymentsService }> = async (app, { payments }) => {
  const gate = cardPaymentsGate((tenant) => payments.paymentsFor(tenant));
  const onRequest = [gate.onRequest, refuseWhileErpIsDown];
  const preHandler = app.requireSession;
  const contextOf = (request: FastifyRequest) => ({ tenant: tenantOf(request), payments: gate.paymentsOf(request) });

  app.get(
    '/api/payment/pay/invoice/:invoiceId',
    { onRequest, preHandler, schema: { params: CardPaymentParams, response: { 200: CardPaymentOptions, ...errorResponses } } },
    async (request) => payments.options(contextOf(request), signedInAccount(request), request.params.invoiceId),
  );

  app.post(
    '/api/payment/pay/invoice',
    {
      onRequest,
      preHandler,
      config: { idempotent: true },
      schema: { body: PayInvoiceBody, response: { 200: CardPaymentResult, 202: CardPaymentResult, ...errorResponses } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const payer = { account: signedInAccount(request), customerName: session.customerName };
      const outcome = await payments.pay(contextOf(request), payer, request.body, request.log);
      return reply.code(outcome.statusCode).send(outcome.body);
    },
  );
};
