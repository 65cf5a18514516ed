import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createBroadcastsService } from './broadcasts/broadcasts-service';
import { createBroadcastsStore } from './broadcasts/broadcasts-store';
import { broadcastRoutes } from './broadcasts/routes';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push-service-hosts';
import { subscriptionRoutes } from './subscriptions/routes';
import { createSubscriptionsService } from './subscriptions/subscriptions-service';
import { createSubscriptionsStore } from './subscriptions/subscriptions-store';

/** The subscribers' push subscriptions, and the provider's general notifications. */
export async function registerNotifications(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'prisma' | 'jobs' | 'pushServiceHosts' | 'limiter' | 'guard'>,
): Promise<void> {
  const subscriptions = createSubscriptionsService({
    store: createSubscriptionsStore(ctx.prisma),
    pushServiceHosts: ctx.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS,
    limiter: ctx.limiter,
    hidden: ctx.guard.hidden,
  });
  await app.register(subscriptionRoutes, { subscriptions });
  const broadcasts = createBroadcastsService({ store: createBroadcastsStore(ctx.prisma), jobs: ctx.jobs, limiter: ctx.limiter });
  await app.register(broadcastRoutes, { broadcasts });
}
