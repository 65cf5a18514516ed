import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { WatchConnections } from '../apps/partners/watch-connection';
import { createIntegrationCheckService } from './integration-check-service';
import { createIntegrationCheckStore } from './integration-check-store';
import { integrationCheckRoutes } from './routes';

/** 'Testar integrações', with the deadlines the areas it tries use. */
export async function registerIntegrationCheck(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'prisma' | 'box' | 'mailer' | 'pushSubject' | 'ixcTimeoutMs' | 'acsTimeoutMs' | 'partnerTimeoutMs'> & {
    watchConnections: WatchConnections;
    cardTimeoutMs: number;
  },
): Promise<void> {
  const checks = createIntegrationCheckService({
    box: ctx.box,
    store: createIntegrationCheckStore(ctx.prisma),
    mailer: ctx.mailer,
    watchConnections: ctx.watchConnections,
    pushSubject: ctx.pushSubject,
    timeouts: { erpMs: ctx.ixcTimeoutMs, acsMs: ctx.acsTimeoutMs, cardMs: ctx.cardTimeoutMs, partnerMs: ctx.partnerTimeoutMs },
    log: app.log,
  });
  await app.register(integrationCheckRoutes, { checks });
}
