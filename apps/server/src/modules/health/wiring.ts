import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createHealthService } from './health-service';
import { createHealthStore } from './health-store';
import { healthRoutes } from './routes';

export async function registerHealth(app: FastifyInstance, ctx: Pick<AppContext, 'prisma'>): Promise<void> {
  await app.register(healthRoutes, { health: createHealthService({ store: createHealthStore(ctx.prisma) }) });
}
