import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CARD_MESSAGES } from '@central/domain';
import { CardList, CardParams, CardSaved, MessageBody, NewCardBody } from '@central/domain/api';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import { sessionOf, signedInAccount, subscriberOf } from '../../plugins/auth';
import { cardPaymentsGate } from './card-payments-gate';
import type { CardsService } from './cards-service';

/**
 * Meus Cartões (docs/product/cards.md#saved-cards, /api/payment): list, save and delete the subscriber's cards,
 * with the validToken cookie (or its Bearer) as every subscriber call. A provider without the `credit_card`
 * flag or card settings has no such calls: 404, the same answer as any unknown path, before anything else.
 */
export const cardRoutes: FastifyPluginAsyncTypebox<{ cards: CardsService }> = async (app, { cards }) => {
  const gate = cardPaymentsGate((tenant) => cards.paymentsFor(tenant));
  const onRequest = gate.onRequest;
  const preHandler = app.requireSession;

  app.get('/api/payment/card', { onRequest, preHandler, schema: { response: { 200: CardList, ...errorResponses } } }, async (request) => ({
    cards: await cards.list(signedInAccount(request)),
  }));

  app.post(
    '/api/payment/card',
    // Only saving needs the ERP (the subscriber's contracts): listing and deleting work while it is down. The
    // circuit is looked at after the flag, so a provider without card payment answers 404 whatever its ERP.
    {
      onRequest: [onRequest, refuseWhileErpIsDown],
      preHandler,
      config: { idempotent: true },
      schema: { body: NewCardBody, response: { 201: CardSaved, ...errorResponses } },
    },
    async (request, reply) => {
      const subscriber = { ...subscriberOf(request), customerName: sessionOf(request).customerName };
      const card = await cards.add(gate.paymentsOf(request).gateway, subscriber, request.body, request.log);
      return reply.code(201).send({ message: CARD_MESSAGES.cardSaved, card });
    },
  );

  app.delete(
    '/api/payment/card/:id',
    { onRequest, preHandler, schema: { params: CardParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await cards.remove(signedInAccount(request), request.params.id);
      return { message: CARD_MESSAGES.cardDeleted };
    },
  );
};
