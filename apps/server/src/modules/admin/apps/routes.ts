import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import {
  type AdminCustomerApp,
  AdminCustomerAppAnswer,
  AdminCustomerAppBody,
  AdminCustomerAppList,
  MessageBody,
} from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/route-schemas';
import { adminOf } from '../../../plugins/staff-auth';
import { watchCallbackUrl } from '../watch-connection/callback-url';
import type { AppsService } from './apps-service';

const ProviderParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const AppParams = Type.Object({ clientId: Type.String({ maxLength: 100 }), appId: Type.String({ maxLength: 100 }) });

/** The provider's apps (docs/product/admin.md#customer-form). */
export const adminAppRoutes: FastifyPluginAsyncTypebox<{ apps: AppsService }> = async (app, { apps }) => {
  const guarded = { preHandler: app.requireAdmin };
  /** A Watch app's connection names the callback URL to register at Watch, as this admin reaches the server. */
  const shown = (request: FastifyRequest, customerApp: AdminCustomerApp): AdminCustomerApp =>
    customerApp.connection
      ? { ...customerApp, connection: { ...customerApp.connection, callback_url: watchCallbackUrl(request) } }
      : customerApp;

  app.get(
    '/api/payment/customer/:clientId/customer-apps',
    { ...guarded, schema: { params: ProviderParams, response: { 200: AdminCustomerAppList, ...errorResponses } } },
    async (request) => ({ customer_apps: (await apps.list(request.params.clientId)).map((item) => shown(request, item)) }),
  );

  app.get(
    '/api/payment/customer/:clientId/customer-app/:appId',
    { ...guarded, schema: { params: AppParams, response: { 200: AdminCustomerAppAnswer, ...errorResponses } } },
    async (request) => ({ customer_app: shown(request, await apps.get(request.params.clientId, request.params.appId)) }),
  );

  app.post(
    '/api/payment/customer/:clientId/customer-app/create',
    {
      ...guarded,
      config: { idempotent: true },
      schema: { params: ProviderParams, body: AdminCustomerAppBody, response: { 201: AdminCustomerAppAnswer, ...errorResponses } },
    },
    async (request, reply) => {
      const created = await apps.create(adminOf(request), request.params.clientId, request.body);
      return reply.code(201).send({ customer_app: shown(request, created) });
    },
  );

  app.put(
    '/api/payment/customer/:clientId/customer-app/:appId/edit',
    { ...guarded, schema: { params: AppParams, body: AdminCustomerAppBody, response: { 200: AdminCustomerAppAnswer, ...errorResponses } } },
    async (request) => ({
      customer_app: shown(request, await apps.edit(adminOf(request), request.params.clientId, request.params.appId, request.body)),
    }),
  );

  app.delete(
    '/api/payment/customer/:clientId/customer-app/:appId/remove',
    { ...guarded, schema: { params: AppParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await apps.remove(adminOf(request), request.params.clientId, request.params.appId);
      return { message: MESSAGES.appDeleted };
    },
  );
};
