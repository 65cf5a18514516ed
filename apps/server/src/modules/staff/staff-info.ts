import type { AdminInfo, ProviderInfo } from '@central/domain/api';
import type { SecondFactors } from './second-factor/second-factors';
import type { StaffSession } from './staff-sessions';

export type AdminSession = Extract<StaffSession, { role: 'admin' }>;
export type ProviderSession = Extract<StaffSession, { role: 'provider' }>;

/** What GET /api/payment/adm/auth answers, and what an /adm page is served with. */
export async function adminInfo(
  session: Pick<AdminSession, 'adminId' | 'email'>,
  factors: SecondFactors,
  required: boolean,
): Promise<AdminInfo> {
  const enabled = await factors.isOn({ role: 'admin', adminId: session.adminId });
  return { admin: { email: session.email, two_factor: { enabled, required } } };
}

/** What GET /api/central/auth/provider answers. */
export async function providerInfo(
  session: Pick<ProviderSession, 'tenantId' | 'clientId' | 'alias'>,
  factors: SecondFactors,
): Promise<ProviderInfo> {
  const enabled = await factors.isOn({ role: 'provider', tenantId: session.tenantId });
  return { provider: { client_id: session.clientId, alias: session.alias, two_factor: { enabled } } };
}
