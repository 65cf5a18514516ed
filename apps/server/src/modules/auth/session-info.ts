import type { SessionInfo } from '@central/domain/api';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { firstNameOf } from './customer-name';
import type { SessionContext } from './sessions';

export function sessionInfo(tenant: ActiveTenant, session: SessionContext): SessionInfo {
  return {
    clientId: tenant.clientId,
    customer: { name: session.customerName, firstName: firstNameOf(session.customerName) },
    featureFlags: tenant.featureFlags,
    expiresAt: session.expiresAt.toISOString(),
  };
}
