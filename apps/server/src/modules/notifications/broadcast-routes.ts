import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { broadcastMessageProblem, broadcastSizeProblem, broadcastTitleProblem, MESSAGES } from '@central/domain';
import { DeviceCount, RecentBroadcasts, SendBroadcastBody, SentBroadcast } from '@central/domain/api';
import { badRequest } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import type { JobRunner } from '../../jobs/job-runner';
import { providerOf } from '../../plugins/staff-auth';
import type { Broadcasts } from './broadcasts';
import { PUSH_BROADCAST_QUEUE, type PushBroadcastJob } from './push-broadcast-job';

export interface BroadcastRouteDeps {
  broadcasts: Broadcasts;
  /** Queues the fan-out; the workers of some replica send it (decision 011). */
  jobs: Pick<JobRunner, 'send'>;
}

/** The provider's general notification (SPEC sections 6, 7 and 8): recorded, queued, answered at once. */
export const broadcastRoutes: FastifyPluginAsyncTypebox<BroadcastRouteDeps> = async (app, { broadcasts, jobs }) => {
  app.post(
    '/api/central/provider/send/notification',
    { preHandler: app.requireProvider, schema: { body: SendBroadcastBody, response: { 202: SentBroadcast, ...errorResponses } } },
    async (request, reply) => {
      const { title, message } = request.body;
      const titleProblem = broadcastTitleProblem(title);
      if (titleProblem) throw badRequest('BROADCAST_TITLE_INVALID', titleProblem);
      const messageProblem = broadcastMessageProblem(message);
      if (messageProblem) throw badRequest('BROADCAST_MESSAGE_INVALID', messageProblem);
      const sizeProblem = broadcastSizeProblem(title as string, message as string);
      if (sizeProblem) throw badRequest('BROADCAST_TOO_LARGE', sizeProblem);
      const broadcast = await broadcasts.create({ tenantId: providerOf(request).tenantId, title: title as string, message: message as string });
      try {
        await jobs.send<PushBroadcastJob>(PUSH_BROADCAST_QUEUE, { broadcastId: broadcast.id });
      } catch (error) {
        await broadcasts.discard(broadcast.id);
        throw error;
      }
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
