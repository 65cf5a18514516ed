import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import {
  AdminAuditList,
  AdminCustomerAnswer,
  AdminCustomerBody,
  AdminCustomerList,
  AdminCustomerListQuery,
  MessageBody,
  SuspendBody,
} from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/route-schemas';
import { adminOf } from '../../../plugins/staff-auth';
import type { CustomersService } from './customers-service';

const ClientIdParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const answer = { 200: AdminCustomerAnswer, ...errorResponses };

/** The providers: list, read, create, edit, suspend, delete, history (docs/product/admin.md#customer-form). */
export const adminCustomerRoutes: FastifyPluginAsyncTypebox<{ customers: CustomersService }> = async (app, { customers }) => {
  const preHandler = app.requireAdmin;

  app.get(
    '/api/payment/customers',
    { preHandler, schema: { querystring: AdminCustomerListQuery, response: { 200: AdminCustomerList, ...errorResponses } } },
    async (request) => customers.list(request.query),
  );

  app.get('/api/payment/customer/:clientId', { preHandler, schema: { params: ClientIdParams, response: answer } }, async (request) => ({
    customer: await customers.read(request.params.clientId),
  }));

  app.post(
    '/api/payment/customer/create',
    {
      preHandler,
      config: { idempotent: true },
      schema: { body: AdminCustomerBody, response: { 201: AdminCustomerAnswer, ...errorResponses } },
    },
    async (request, reply) => {
      const customer = await customers.create(adminOf(request), request.body);
      return reply.code(201).send({ customer });
    },
  );

  app.put(
    '/api/payment/customer/:clientId/edit',
    { preHandler, schema: { params: ClientIdParams, body: AdminCustomerBody, response: answer } },
    async (request) => ({ customer: await customers.edit(adminOf(request), request.params.clientId, request.body) }),
  );

  // The form's other address for the same edit: the provider named by the body's client_id.
  app.put('/api/payment/customer/edit', { preHandler, schema: { body: AdminCustomerBody, response: answer } }, async (request) => ({
    customer: await customers.edit(adminOf(request), request.body.client_id ?? '', request.body),
  }));

  app.patch(
    '/api/payment/customer/:clientId/suspend',
    {
      preHandler,
      // The body is optional: a bare PATCH suspends.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { params: ClientIdParams, body: SuspendBody, response: answer },
    },
    async (request) => ({
      customer: await customers.setSuspended(adminOf(request), request.params.clientId, request.body.suspended ?? true),
    }),
  );

  app.delete(
    '/api/payment/customer/:clientId',
    { preHandler, schema: { params: ClientIdParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await customers.remove(adminOf(request), request.params.clientId);
      return { message: MESSAGES.customerDeleted };
    },
  );

  app.get(
    '/api/payment/customer/:clientId/history',
    { preHandler, schema: { params: ClientIdParams, response: { 200: AdminAuditList, ...errorResponses } } },
    async (request) => customers.history(request.params.clientId),
  );
};
