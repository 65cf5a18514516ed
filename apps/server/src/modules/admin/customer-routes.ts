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
import { errorResponses } from '../../lib/route-schemas';
import { adminOf } from '../../plugins/staff-auth';
import type { AdminDeps } from './admin-deps';
import { findCustomer } from './customer-lookup';
import type { Tenant as TenantRow } from '../../generated/prisma/client';
import { toAdminCustomer } from './customer-view';
import { deleteCustomer } from './delete-customer';
import { customerHistory, listCustomers } from './list-customers';
import { createCustomer, editCustomer } from './save-customer';
import { setSuspended } from './suspend-customer';

const ClientIdParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const answer = { 200: AdminCustomerAnswer, ...errorResponses };

/** The providers: list, read, create, edit, suspend, delete, history (SPEC section 7, Admin). */
export const adminCustomerRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const preHandler = app.requireAdmin;
  const view = async (row: TenantRow) => toAdminCustomer(row, await deps.factors.isOn({ role: 'provider', tenantId: row.id }));

  app.get(
    '/api/payment/customers',
    { preHandler, schema: { querystring: AdminCustomerListQuery, response: { 200: AdminCustomerList, ...errorResponses } } },
    async (request) => listCustomers(deps, request.query),
  );

  app.get('/api/payment/customer/:clientId', { preHandler, schema: { params: ClientIdParams, response: answer } }, async (request) => ({
    customer: await view(await findCustomer(deps.prisma, request.params.clientId)),
  }));

  app.post(
    '/api/payment/customer/create',
    { preHandler, schema: { body: AdminCustomerBody, response: { 201: AdminCustomerAnswer, ...errorResponses } } },
    async (request, reply) => {
      const row = await createCustomer(deps, adminOf(request), request.body);
      return reply.code(201).send({ customer: await view(row) });
    },
  );

  app.put(
    '/api/payment/customer/:clientId/edit',
    { preHandler, schema: { params: ClientIdParams, body: AdminCustomerBody, response: answer } },
    async (request) => ({ customer: await view(await editCustomer(deps, adminOf(request), request.params.clientId, request.body)) }),
  );

  // The form's other address for the same edit: the provider named by the body's client_id.
  app.put('/api/payment/customer/edit', { preHandler, schema: { body: AdminCustomerBody, response: answer } }, async (request) => ({
    customer: await view(await editCustomer(deps, adminOf(request), request.body.client_id ?? '', request.body)),
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
    async (request) => {
      const suspended = request.body.suspended ?? true;
      return { customer: await view(await setSuspended(deps, adminOf(request), request.params.clientId, suspended)) };
    },
  );

  app.delete(
    '/api/payment/customer/:clientId',
    { preHandler, schema: { params: ClientIdParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await deleteCustomer(deps, adminOf(request), request.params.clientId);
      return { message: MESSAGES.customerDeleted };
    },
  );

  app.get(
    '/api/payment/customer/:clientId/history',
    { preHandler, schema: { params: ClientIdParams, response: { 200: AdminAuditList, ...errorResponses } } },
    async (request) => customerHistory(deps, request.params.clientId),
  );
};
