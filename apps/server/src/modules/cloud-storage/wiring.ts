import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { AppsStore } from '../apps/apps-store';
import type { ContractService } from '../contracts/contracts-service';
import { createCloudStorageService } from './cloud-storage-service';
import { cloudStorageRoutes } from './routes';

export async function registerCloudStorage(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'box' | 'partnerTimeoutMs' | 'metrics'> & { appsStore: AppsStore; contracts: ContractService },
): Promise<void> {
  const cloudStorage = createCloudStorageService({
    apps: ctx.appsStore,
    contracts: ctx.contracts,
    box: ctx.box,
    timeoutMs: ctx.partnerTimeoutMs,
    metrics: ctx.metrics,
  });
  await app.register(cloudStorageRoutes, { cloudStorage });
}
