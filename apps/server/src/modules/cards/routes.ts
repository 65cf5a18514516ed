import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CARD_MESSAGES } from '@central/domain';
import { CardList, CardParams, CardSaved, MessageBody, NewCardBody } from '@central/domain/api';
import { accountOf } from '../../lib/account';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import { sessionOf, signedInAccount } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { addCard, type AddCardDeps } from './add-card';
import type { CardGatewayDeps } from './card-gateway-for';
import { cardPaymentsGate } from './card-payments-hook';

export type CardRouteDeps = Omit<AddCardDeps, 'log'> & { gateways: CardGatewayDeps };

/**
 * Meus Cartões (SPEC sections 3 and 7, /api/payment; issue 11): list, save and delete the subscriber's cards,
 * with the validToken cookie (or its Bearer) as every subscriber call. A provider without the `credit_card`
 * flag or card settings has no such calls: 404, the same answer as any unknown path, before anything else.
 */
export const cardRoutes: FastifyPluginAsyncTypebox<CardRouteDeps> = async (app, deps) => {
  const gate = cardPaymentsGate(deps.gateways);
  const onRequest = gate.onRequest;
  const preHandler = app.requireSession;

  app.get('/api/payment/card', { onRequest, preHandler, schema: { response: { 200: CardList, ...errorResponses } } }, async (request) => ({
    cards: await deps.store.list(signedInAccount(request)),
  }));

  app.post(
    '/api/payment/card',
    // Only saving needs the ERP (the subscriber's contracts): listing and deleting work while it is down. The
    // circuit is looked at after the flag, so a provider without card payment answers 404 whatever its ERP.
    {
      onRequest: [onRequest, refuseWhileErpIsDown],
      preHandler,
      schema: { body: NewCardBody, response: { 201: CardSaved, ...errorResponses } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const subscriber = { tenant: tenantOf(request), account: accountOf(session), customerName: session.customerName };
      const card = await addCard({ ...deps, log: request.log }, gate.paymentsOf(request).gateway, subscriber, request.body);
      return reply.code(201).send({ message: CARD_MESSAGES.cardSaved, card });
    },
  );

  app.delete(
    '/api/payment/card/:id',
    { onRequest, preHandler, schema: { params: CardParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await deps.store.remove(signedInAccount(request), request.params.id);
      return { message: CARD_MESSAGES.cardDeleted };
    },
  );
};
