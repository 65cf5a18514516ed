import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCardSettingsAnswer, AdminCardSettingsBody, AdminCardSettingsRead } from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/route-schemas';
import { adminOf } from '../../../plugins/staff-auth';
import type { CardSettingsService } from './card-settings-service';

const ClientIdParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const PATH = '/api/payment/customer/:clientId/card-settings';

/** A provider's card settings (per provider), beside its other admin records. The merchant key is write-only. */
export const cardSettingsAdminRoutes: FastifyPluginAsyncTypebox<{ cardSettings: CardSettingsService }> = async (app, { cardSettings }) => {
  const preHandler = app.requireAdmin;

  app.get(
    PATH,
    { preHandler, schema: { params: ClientIdParams, response: { 200: AdminCardSettingsRead, ...errorResponses } } },
    async (request) => ({ card_settings: await cardSettings.ofCustomer(request.params.clientId) }),
  );

  app.put(
    PATH,
    {
      preHandler,
      schema: { params: ClientIdParams, body: AdminCardSettingsBody, response: { 200: AdminCardSettingsAnswer, ...errorResponses } },
    },
    async (request) => ({ card_settings: await cardSettings.save(adminOf(request), request.params.clientId, request.body) }),
  );

  app.delete(
    PATH,
    { preHandler, schema: { params: ClientIdParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      await cardSettings.remove(adminOf(request), request.params.clientId);
      return reply.code(204).send(null);
    },
  );
};
