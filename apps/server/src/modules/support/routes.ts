import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import {
  CreatedSupport,
  CreateSupportBody,
  CreateSupportMessageBody,
  MessageBody,
  SupportDetail,
  SupportIdParams,
  SupportList,
  SupportListQuery,
  SupportMessages,
  SupportSubjects,
} from '@central/domain/api';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import { subscriberOf } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import type { SupportService } from './support-service';

/**
 * Atendimentos (docs/product/subscriber.md#support-requests): subjects, requests, their messages. Every id is checked
 * against the session.
 */
export const supportRoutes: FastifyPluginAsyncTypebox<{ support: SupportService }> = async (app, { support }) => {
  app.addHook('onRequest', refuseWhileErpIsDown);

  app.get(
    '/api/central/customer/support/subjects',
    { preHandler: app.requireSession, schema: { response: { 200: SupportSubjects, ...errorResponses } } },
    async (request) => ({ subjects: await support.subjects(tenantOf(request)) }),
  );

  app.get(
    '/api/central/customer/list/supports',
    { preHandler: app.requireSession, schema: { querystring: SupportListQuery, response: { 200: SupportList, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return support.list(tenant, account, request.query.status, request.query.page);
    },
  );

  app.get(
    '/api/central/customer/support/:supportId',
    { preHandler: app.requireSession, schema: { params: SupportIdParams, response: { 200: SupportDetail, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return support.detail(tenant, account, request.params.supportId);
    },
  );

  app.get(
    '/api/central/customer/list/support/messages/:supportId',
    { preHandler: app.requireSession, schema: { params: SupportIdParams, response: { 200: SupportMessages, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return { messages: (await support.detail(tenant, account, request.params.supportId)).messages };
    },
  );

  app.post(
    '/api/central/customer/create/support',
    {
      preHandler: app.requireSession,
      config: { idempotent: true },
      schema: { body: CreateSupportBody, response: { 200: CreatedSupport, ...errorResponses } },
    },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      const created = await support.create(tenant, account, request.body);
      return { id: created.id, protocolo: created.protocolo, message: MESSAGES.supportRequested };
    },
  );

  app.post(
    '/api/central/customer/create/support/message',
    {
      preHandler: app.requireSession,
      config: { idempotent: true },
      schema: { body: CreateSupportMessageBody, response: { 200: MessageBody, ...errorResponses } },
    },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      await support.addMessage(tenant, account, request.body.supportId, request.body.message);
      return { message: MESSAGES.supportMessageSent };
    },
  );
};
