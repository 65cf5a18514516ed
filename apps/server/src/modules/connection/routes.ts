import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConnectionStatus, MessageBody, ReconnectParams } from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/route-schemas';
import { subscriberOf } from '../../plugins/auth';
import type { ConnectionService, Subscriber } from './connection-service';

const connectionSubscriberOf = (request: FastifyRequest): Subscriber => ({ ...subscriberOf(request), log: request.log });

/** 'Minha conexão' (docs/product/connection.md): the facts of each live contract, and 'Reconectar'. */
export const connectionRoutes: FastifyPluginAsyncTypebox<{ connection: ConnectionService }> = async (app, { connection }) => {
  const preHandler = app.requireSession;

  app.get(
    '/api/central/customer/connection',
    { preHandler, schema: { response: { 200: ConnectionStatus, ...errorResponses } } },
    async (request) => connection.status(connectionSubscriberOf(request)),
  );

  app.post(
    '/api/central/customer/connection/:contractId/reconnect',
    { preHandler, config: { idempotent: true }, schema: { params: ReconnectParams, response: { 202: MessageBody, ...errorResponses } } },
    async (request, reply) =>
      reply.code(202).send(await connection.reconnect(connectionSubscriberOf(request), request.params.contractId, request.ip)),
  );
};
