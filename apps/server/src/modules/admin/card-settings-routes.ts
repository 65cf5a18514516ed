import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCardSettingsAnswer, AdminCardSettingsBody, AdminCardSettingsRead } from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/route-schemas';
import { adminOf } from '../../plugins/staff-auth';
import type { AdminDeps } from './admin-deps';
import { cardSettingsOfCustomer, deleteCardSettings, saveCardSettings } from './card-settings-records';

const ClientIdParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const PATH = '/api/payment/customer/:clientId/card-settings';

/** A provider's card settings (issue 11, per provider), beside its other admin records. The merchant key is write-only. */
export const cardSettingsAdminRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const preHandler = app.requireAdmin;
  const actor = (request: Parameters<typeof adminOf>[0]) => {
    const { adminId, email } = adminOf(request);
    return { adminId, email };
  };

  app.get(
    PATH,
    { preHandler, schema: { params: ClientIdParams, response: { 200: AdminCardSettingsRead, ...errorResponses } } },
    async (request) => ({
      card_settings: await cardSettingsOfCustomer(deps, request.params.clientId),
    }),
  );

  app.put(
    PATH,
    {
      preHandler,
      schema: { params: ClientIdParams, body: AdminCardSettingsBody, response: { 200: AdminCardSettingsAnswer, ...errorResponses } },
    },
    async (request) => ({ card_settings: await saveCardSettings(deps, actor(request), request.params.clientId, request.body) }),
  );

  app.delete(
    PATH,
    { preHandler, schema: { params: ClientIdParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      await deleteCardSettings(deps, actor(request), request.params.clientId);
      return reply.code(204).send(null);
    },
  );
};
