import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ContractService } from '../contracts/contracts-service';
import type { DeviceService } from '../devices/devices-service';
import { createConnectionService } from './connection-service';
import { connectionRoutes } from './routes';

/** Each fact of 'Minha conexão' waits at most this long by default (docs/product/connection.md#when-a-fact-cannot-be-read). */
export const DEFAULT_FACT_TIMEOUT_MS = 6_000;

export async function registerConnection(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'accounts' | 'catalog' | 'limiter' | 'guard' | 'audit' | 'connectionFactTimeoutMs'> & {
    contracts: ContractService;
    devices: DeviceService;
  },
): Promise<void> {
  const connection = createConnectionService({
    contracts: ctx.contracts,
    devices: ctx.devices,
    cache: ctx.accounts,
    catalog: ctx.catalog,
    limiter: ctx.limiter,
    hidden: ctx.guard.hidden,
    audit: ctx.audit,
    factTimeoutMs: ctx.connectionFactTimeoutMs ?? DEFAULT_FACT_TIMEOUT_MS,
  });
  await app.register(connectionRoutes, { connection });
}
