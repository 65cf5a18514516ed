import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import { PushConfig, PushConfigParams, SavedPushConfig, SavePushConfigBody } from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { sessionOf } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { endpointOfParam, readPushConfig } from './push-config-input';
import type { PushSubscriptions, Subscriber } from './push-subscriptions';
import { savePushSubscription, type SavePushDeps } from './save-push-subscription';

export interface NotificationDeps extends SavePushDeps {
  subscriptions: PushSubscriptions;
  /** PUSH_SERVICE_HOSTS: the push services an endpoint may point at (push-service-hosts.ts). */
  pushServiceHosts: readonly string[];
}

const subscriberOf = (request: FastifyRequest): Subscriber => ({
  tenantId: tenantOf(request).id,
  customerId: sessionOf(request).customerId,
});
const configNotFound = () => notFound('PUSH_CONFIG_NOT_FOUND', MESSAGES.pushConfigNotFound);

/** Notification settings of a subscriber's browser (SPEC sections 2 and 7): one Web Push subscription per device. */
export const notificationRoutes: FastifyPluginAsyncTypebox<NotificationDeps> = async (app, deps) => {
  const { subscriptions, pushServiceHosts } = deps;
  app.post(
    '/api/central/config/push-notification',
    { preHandler: app.requireSession, schema: { body: SavePushConfigBody, response: { 200: SavedPushConfig, ...errorResponses } } },
    async (request) => {
      const { subscription, invoiceRange } = readPushConfig(request.body, pushServiceHosts);
      await savePushSubscription(deps, subscriberOf(request), subscription, invoiceRange);
      return { notification_config: { invoice_range: invoiceRange }, message: MESSAGES.notificationConfigSaved };
    },
  );

  app.get(
    '/api/central/config/push-notification/:subscription',
    { preHandler: app.requireSession, schema: { params: PushConfigParams, response: { 200: PushConfig, ...errorResponses } } },
    async (request) => {
      const endpoint = endpointOfParam(request.params.subscription);
      const range = endpoint === null ? null : await subscriptions.rangeOf(subscriberOf(request), endpoint);
      if (range === null) throw configNotFound();
      return { notification_config: { invoice_range: range } };
    },
  );

  app.delete(
    '/api/central/config/push-notification/:subscription',
    { preHandler: app.requireSession, schema: { params: PushConfigParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      const endpoint = endpointOfParam(request.params.subscription);
      if (endpoint !== null) await subscriptions.remove(subscriberOf(request), endpoint);
      return reply.code(204).send(null);
    },
  );
};
