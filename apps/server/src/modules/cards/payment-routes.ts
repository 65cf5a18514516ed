import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { installmentPlans } from '@central/domain';
import { CardPaymentOptions, CardPaymentParams, CardPaymentResult, PayInvoiceBody } from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../lib/account';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import { sessionOf, signedInAccount } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import type { CardGatewayDeps } from './card-gateway-for';
import { cardPaymentsGate } from './card-payments-hook';
import { amountDueCents, payInvoice, type PayInvoiceDeps } from './pay-invoice';

export type PaymentRouteDeps = Omit<PayInvoiceDeps, 'log'> & { gateways: CardGatewayDeps };

/**
 * Paying an invoice with a saved card (SPEC sections 4 and 7; issue 11): the options the payment screen shows,
 * and the payment itself. Both read the invoice from the ERP, so both refuse at once while its circuit is open.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRouteDeps> = async (app, deps) => {
  const gate = cardPaymentsGate(deps.gateways);
  const onRequest = [gate.onRequest, refuseWhileErpIsDown];
  const preHandler = app.requireSession;
  const contextOf = (request: FastifyRequest) => ({ tenant: tenantOf(request), payments: gate.paymentsOf(request) });

  app.get(
    '/api/payment/pay/invoice/:invoiceId',
    { onRequest, preHandler, schema: { params: CardPaymentParams, response: { 200: CardPaymentOptions, ...errorResponses } } },
    async (request) => {
      const context = contextOf(request);
      const account = signedInAccount(request);
      const { invoiceId } = request.params;
      const [dueCents, live] = await Promise.all([
        amountDueCents(context, account, invoiceId),
        deps.ledger.live(account.tenantId, invoiceId),
      ]);
      const rate = context.payments.settings.interestRatePercent;
      return {
        invoiceId,
        amountDueCents: dueCents,
        interestRatePercent: rate,
        plans: installmentPlans(dueCents, rate),
        paymentInProgress: live !== null,
      };
    },
  );

  app.post(
    '/api/payment/pay/invoice',
    {
      onRequest,
      preHandler,
      schema: { body: PayInvoiceBody, response: { 200: CardPaymentResult, 202: CardPaymentResult, ...errorResponses } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const payer = { account: accountOf(session), customerName: session.customerName };
      const outcome = await payInvoice({ ...deps, log: request.log }, contextOf(request), payer, request.body);
      return reply.code(outcome.statusCode).send(outcome.body);
    },
  );
};
