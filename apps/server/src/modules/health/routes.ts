import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { HealthService } from './health-service';

const Status = Type.Object({ status: Type.String() });

/** Liveness says the process answers; readiness says it can serve (its database answers). */
export const healthRoutes: FastifyPluginAsyncTypebox<{ health: HealthService }> = async (app, { health }) => {
  app.get('/api/health', { schema: { response: { 200: Status } } }, async () => ({ status: 'ok' }));

  app.get('/api/ready', { schema: { response: { 200: Status, 503: Status } } }, async (_request, reply) =>
    (await health.ready()) ? { status: 'ready' } : reply.status(503).send({ status: 'unavailable' }),
  );
};
