import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import {
  type AdminCustomerApp,
  AdminCustomerAppAnswer,
  AdminCustomerAppBody,
  AdminCustomerAppList,
  LookupQuery,
  MessageBody,
  PlanAnswer,
  ProductAnswer,
  SubjectAnswer,
} from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/route-schemas';
import { adminOf } from '../../plugins/staff-auth';
import type { AdminDeps } from './admin-deps';
import { createCustomerAppService } from './customer-apps';
import { createAdminLookups } from './lookups';
import { watchCallbackUrl } from './watch-connection-routes';

const ProviderParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const AppParams = Type.Object({ clientId: Type.String({ maxLength: 100 }), appId: Type.String({ maxLength: 100 }) });
const LookupParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

/** The provider's apps and the IXC lookups of products, plans and subjects (SPEC section 7, Admin). */
export const adminAppRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const apps = createCustomerAppService(deps);
  const lookups = createAdminLookups(deps);
  const actor = (request: Parameters<typeof adminOf>[0]) => {
    const { adminId, email } = adminOf(request);
    return { adminId, email };
  };
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
      schema: { params: ProviderParams, body: AdminCustomerAppBody, response: { 201: AdminCustomerAppAnswer, ...errorResponses } },
    },
    async (request, reply) => {
      const created = await apps.create(actor(request), request.params.clientId, request.body);
      return reply.code(201).send({ customer_app: shown(request, created) });
    },
  );

  app.put(
    '/api/payment/customer/:clientId/customer-app/:appId/edit',
    { ...guarded, schema: { params: AppParams, body: AdminCustomerAppBody, response: { 200: AdminCustomerAppAnswer, ...errorResponses } } },
    async (request) => ({
      customer_app: shown(request, await apps.edit(actor(request), request.params.clientId, request.params.appId, request.body)),
    }),
  );

  app.delete(
    '/api/payment/customer/:clientId/customer-app/:appId/remove',
    { ...guarded, schema: { params: AppParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await apps.remove(actor(request), request.params.clientId, request.params.appId);
      return { message: MESSAGES.appDeleted };
    },
  );

  const lookupSchema = <T extends typeof ProductAnswer | typeof PlanAnswer | typeof SubjectAnswer>(answer: T) => ({
    ...guarded,
    schema: { params: LookupParams, querystring: LookupQuery, response: { 200: answer, ...errorResponses } },
  });

  app.get('/api/payment/product/:id', lookupSchema(ProductAnswer), async (request) => ({
    product: await lookups.product(request.query.client_id, request.params.id),
  }));
  app.get('/api/payment/plan/:id', lookupSchema(PlanAnswer), async (request) => ({
    plan: await lookups.plan(request.query.client_id, request.params.id),
  }));
  app.get('/api/payment/subject/:id', lookupSchema(SubjectAnswer), async (request) => ({
    subject: await lookups.subject(request.query.client_id, request.params.id),
  }));
};
