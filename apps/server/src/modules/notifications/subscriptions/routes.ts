import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import { PushConfig, PushConfigParams, SavedPushConfig, SavePushConfigBody } from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/route-schemas';
import { signedInAccount } from '../../../plugins/auth';
import type { SubscriptionsService } from './subscriptions-service';

/** Notification settings of a subscriber's browser (docs/product/subscriber.md#notifications): one Web Push subscription per device. */
export const subscriptionRoutes: FastifyPluginAsyncTypebox<{ subscriptions: SubscriptionsService }> = async (app, { subscriptions }) => {
  app.post(
    '/api/central/config/push-notification',
    { preHandler: app.requireSession, schema: { body: SavePushConfigBody, response: { 200: SavedPushConfig, ...errorResponses } } },
    async (request) => {
      const invoiceRange = await subscriptions.save(signedInAccount(request), request.body);
      return { notification_config: { invoice_range: invoiceRange }, message: MESSAGES.notificationConfigSaved };
    },
  );

  app.get(
    '/api/central/config/push-notification/:subscription',
    { preHandler: app.requireSession, schema: { params: PushConfigParams, response: { 200: PushConfig, ...errorResponses } } },
    async (request) => ({
      notification_config: { invoice_range: await subscriptions.rangeOf(signedInAccount(request), request.params.subscription) },
    }),
  );

  app.delete(
    '/api/central/config/push-notification/:subscription',
    { preHandler: app.requireSession, schema: { params: PushConfigParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      await subscriptions.remove(signedInAccount(request), request.params.subscription);
      return reply.code(204).send(null);
    },
  );
};
