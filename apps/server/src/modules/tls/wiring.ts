import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { tlsAskRoutes } from './routes';
import { createTlsService } from './tls-service';

export async function registerTls(app: FastifyInstance, ctx: Pick<AppContext, 'tenants' | 'hostMarkers' | 'tlsDomains'>): Promise<void> {
  const tls = createTlsService({ tenants: ctx.tenants, hostMarkers: ctx.hostMarkers, allowedDomains: ctx.tlsDomains });
  await app.register(tlsAskRoutes, { tls });
}
