import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ContractService } from '../contracts/contracts-service';
import { createDeviceStore } from './device-store';
import { createDeviceService } from './devices-service';
import { deviceRoutes } from './routes';

export async function registerDevices(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'prisma' | 'box' | 'acsTimeoutMs' | 'accounts' | 'limiter' | 'guard'> & { contracts: ContractService },
): Promise<void> {
  const devices = createDeviceService({
    store: createDeviceStore(ctx.prisma),
    box: ctx.box,
    acsTimeoutMs: ctx.acsTimeoutMs,
    cache: ctx.accounts,
    contracts: ctx.contracts,
    limiter: ctx.limiter,
    hidden: ctx.guard.hidden,
  });
  await app.register(deviceRoutes, { devices });
}
