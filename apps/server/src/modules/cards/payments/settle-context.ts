import type { FastifyBaseLogger } from 'fastify';
import type { TenantDirectory } from '../../tenants/tenant-directory';
import type { CardGateways } from '../card-gateway-for';
import type { SettleContext, SettlePorts } from './settle-payment';

/** What the background work on card payments needs (main.ts): no request, so each attempt finds its provider. */
export interface CardPaymentJobPorts extends SettlePorts {
  tenants: Pick<TenantDirectory, 'byClientId'>;
  gateways: Pick<CardGateways, 'providerSettings'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
}

/** The provider's ERP client and card settings for an attempt's tenant, or null when either is gone. */
export async function settleContextOf(ports: CardPaymentJobPorts, tenantId: string): Promise<SettleContext | null> {
  const clientId = await ports.store.clientIdOf(tenantId);
  const tenant = clientId !== null ? await ports.tenants.byClientId(clientId) : null;
  const payments = tenant ? await ports.gateways.providerSettings(tenant) : null;
  return tenant && payments ? { tenant, payments } : null;
}
