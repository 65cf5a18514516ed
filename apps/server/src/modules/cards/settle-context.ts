import type { FastifyBaseLogger } from 'fastify';
import type { Prisma } from '../../db/database';
import type { TenantDirectory } from '../tenants/tenant-directory';
import { providerCardSettings, type CardGatewayDeps } from './card-gateway-for';
import type { SettleContext, SettleDeps } from './settle-payment';

export interface CardPaymentJobDeps extends SettleDeps {
  prisma: Prisma;
  tenants: Pick<TenantDirectory, 'byClientId'>;
  gateways: CardGatewayDeps;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
}

/** The provider's ERP client and card settings for an attempt's tenant, or null when either is gone. */
export async function settleContextOf(deps: CardPaymentJobDeps, tenantId: string): Promise<SettleContext | null> {
  const row = await deps.prisma.tenant.findUnique({ where: { id: tenantId }, select: { clientId: true } });
  const tenant = row ? await deps.tenants.byClientId(row.clientId) : null;
  const payments = tenant ? await providerCardSettings(deps.gateways, tenant) : null;
  return tenant && payments ? { tenant, payments } : null;
}
