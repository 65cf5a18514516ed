import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CARD_MESSAGES, MESSAGES } from '@central/domain';
import { CardList, CardParams, CardSaved, MessageBody, NewCardBody } from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../lib/account';
import { notFound } from '../../lib/app-error';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import type { CieloGateway } from '../../integrations/cielo';
import { sessionOf } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { addCard, type AddCardDeps } from './add-card';
import { cardGatewayFor, type CardGatewayDeps } from './card-gateway-for';

export type CardRouteDeps = Omit<AddCardDeps, 'log'> & { gateways: CardGatewayDeps };

/**
 * Meus Cartões (SPEC sections 3 and 7, /api/payment; issue 11): list, save and delete the subscriber's cards,
 * with the validToken cookie (or its Bearer) as every subscriber call. A provider without the `credit_card`
 * flag or card settings has no such calls: 404, the same answer as any unknown path, before anything else.
 */
export const cardRoutes: FastifyPluginAsyncTypebox<CardRouteDeps> = async (app, deps) => {
  const gateways = new WeakMap<FastifyRequest, CieloGateway>();
  const requireCardPayments = async (request: FastifyRequest) => {
    const gateway = await cardGatewayFor(deps.gateways, tenantOf(request));
    if (!gateway) throw notFound('NOT_FOUND', MESSAGES.notFoundPage);
    gateways.set(request, gateway);
  };
  // In onRequest, so a provider without card payment answers 404 before its body or session is looked at.
  const onRequest = requireCardPayments;
  const preHandler = app.requireSession;

  app.get('/api/payment/card', { onRequest, preHandler, schema: { response: { 200: CardList, ...errorResponses } } }, async (request) => ({
    cards: await deps.store.list(accountOf(sessionOf(request))),
  }));

  app.post(
    '/api/payment/card',
    // Only saving needs the ERP (the subscriber's contracts): listing and deleting work while it is down. The
    // circuit is looked at after the flag, so a provider without card payment answers 404 whatever its ERP.
    { onRequest: [requireCardPayments, refuseWhileErpIsDown], preHandler, schema: { body: NewCardBody, response: { 201: CardSaved, ...errorResponses } } },
    async (request, reply) => {
      const session = sessionOf(request);
      const subscriber = { tenant: tenantOf(request), account: accountOf(session), customerName: session.customerName };
      const card = await addCard({ ...deps, log: request.log }, gateways.get(request)!, subscriber, request.body);
      return reply.code(201).send({ message: CARD_MESSAGES.cardSaved, card });
    },
  );

  app.delete(
    '/api/payment/card/:id',
    { onRequest, preHandler, schema: { params: CardParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await deps.store.remove(accountOf(sessionOf(request)), request.params.id);
      return { message: CARD_MESSAGES.cardDeleted };
    },
  );
};
