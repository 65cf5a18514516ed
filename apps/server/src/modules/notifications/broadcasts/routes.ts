import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import { DeviceCount, RecentBroadcasts, SendBroadcastBody, SentBroadcast } from '@central/domain/api';
import { errorResponses } from '../../../lib/route-schemas';
import { providerOf } from '../../../plugins/staff-auth';
import type { BroadcastsService } from './broadcasts-service';

/** The provider's general notification (docs/product/provider.md#general-notifications): recorded, queued, answered at once. */
export const broadcastRoutes: FastifyPluginAsyncTypebox<{ broadcasts: BroadcastsService }> = async (app, { broadcasts }) => {
  app.post(
    '/api/central/provider/send/notification',
    {
      preHandler: app.requireProvider,
      config: { idempotent: true },
      schema: { body: SendBroadcastBody, response: { 202: SentBroadcast, ...errorResponses } },
    },
    async (request, reply) => {
      const broadcast = await broadcasts.send(providerOf(request).tenantId, request.body);
      return reply.code(202).send({ message: MESSAGES.broadcastSent, broadcast });
    },
  );

  app.get(
    '/api/central/provider/notifications',
    { preHandler: app.requireProvider, schema: { response: { 200: RecentBroadcasts, ...errorResponses } } },
    async (request) => ({ broadcasts: await broadcasts.recent(providerOf(request).tenantId) }),
  );

  app.get(
    '/api/central/provider/subscriptions/count',
    { preHandler: app.requireProvider, schema: { response: { 200: DeviceCount, ...errorResponses } } },
    async (request) => ({ devices: await broadcasts.countDevices(providerOf(request).tenantId) }),
  );
};
