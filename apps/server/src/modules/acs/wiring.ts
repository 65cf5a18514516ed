import type { FastifyInstance } from 'fastify';
import { createAcsService } from './acs-service';
import { acsRoutes } from './routes';

export async function registerAcs(app: FastifyInstance): Promise<void> {
  await app.register(acsRoutes, { acs: createAcsService() });
}
