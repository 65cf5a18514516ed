import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ContractService } from '../contracts/contracts-service';
import { createDeviceStore } from './device-store';
import { createDeviceService, type DeviceService } from './devices-service';
import { deviceRoutes } from './routes';

export async function registerDevices(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'prisma' | 'box' | 'acsTimeoutMs' | 'accounts' | 'limiter' | 'guard' | 'audit' | 'metrics'> & {
    contracts: ContractService;
  },
): Promise<DeviceService> {
  const devices = createDeviceService({
    store: createDeviceStore(ctx.prisma),
    box: ctx.box,
    acsTimeoutMs: ctx.acsTimeoutMs,
    cache: ctx.accounts,
    contracts: ctx.contracts,
    limiter: ctx.limiter,
    hidden: ctx.guard.hidden,
    audit: ctx.audit,
    metrics: ctx.metrics,
  });
  await app.register(deviceRoutes, { devices });
  return devices;
}
