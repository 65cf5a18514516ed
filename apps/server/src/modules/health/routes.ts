import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Prisma } from '../../db/database';

const Status = Type.Object({ status: Type.String() });

/** Liveness says the process answers; readiness says it can serve (its database answers). */
export const healthRoutes: FastifyPluginAsyncTypebox<{ prisma: Prisma }> = async (app, { prisma }) => {
  app.get('/api/health', { schema: { response: { 200: Status } } }, async () => ({ status: 'ok' }));

  app.get('/api/ready', { schema: { response: { 200: Status, 503: Status } } }, async (_request, reply) => {
    try {
      await prisma.$queryRaw`SELECT 1`;
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
