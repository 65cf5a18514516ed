import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ContractService } from '../contracts/contracts-service';
import { createAppsService } from './apps-service';
import { createAppsStore, type AppsStore } from './apps-store';
import { createPartnerConnectionsStore } from './partners/partner-connections-store';
import { createWatchAccess } from './partners/watch-access';
import { createWatchConnections, type WatchConnections } from './partners/watch-connection';
import { appRoutes } from './routes';

/** Returns the app catalogue the ATP Box reads, and the Watch connections the admin area makes and checks. */
export async function registerApps(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'prisma' | 'box' | 'accounts' | 'partnerTimeoutMs' | 'metrics'> & { contracts: ContractService },
): Promise<{ appsStore: AppsStore; watchConnections: WatchConnections }> {
  const { prisma, box, partnerTimeoutMs, contracts } = ctx;
  const watchConnections = createWatchConnections({ store: createPartnerConnectionsStore(prisma), box });
  const watch = createWatchAccess({ connections: watchConnections, timeoutMs: partnerTimeoutMs, metrics: ctx.metrics });
  const appsStore = createAppsStore(prisma);
  await app.register(appRoutes, {
    apps: createAppsService({ store: appsStore, contracts, box, accounts: ctx.accounts, partnerTimeoutMs, watch, metrics: ctx.metrics }),
  });
  return { appsStore, watchConnections };
}
