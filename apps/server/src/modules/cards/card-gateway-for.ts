import type { Prisma } from '../../db/database';
import type { SecretBox } from '../../lib/crypto';
import { createCieloGateway, type CieloGateway } from '../../integrations/cielo';
import type { ActiveTenant } from '../tenants/tenant-directory';

/** SPEC section 6: `credit_card` turns card payment on; without it every /api/payment/card call is off. */
export const CARD_FEATURE_FLAG = 'credit_card';

export interface CardGatewayDeps {
  prisma: Prisma;
  box: SecretBox;
  /** Deadline of one Cielo call. */
  timeoutMs: number;
}

/**
 * The provider's card gateway, built from its `card_settings` row on every call: one primary-key read, and an
 * admin edit (or a removal) counts at once on every replica, with no cache to invalidate. The merchant key
 * stays sealed at rest and is opened only here, for the adapter's headers. Null when the provider lacks the
 * `credit_card` flag or has no settings: card payment is then off (issue 11).
 */
export async function cardGatewayFor(deps: CardGatewayDeps, tenant: ActiveTenant): Promise<CieloGateway | null> {
  if (!tenant.featureFlags.includes(CARD_FEATURE_FLAG)) return null;
  const settings = await deps.prisma.cardSettings.findUnique({ where: { tenantId: tenant.id } });
  if (!settings || settings.gatewayKind !== 'cielo') return null;
  return createCieloGateway({
    apiUrl: settings.apiUrl,
    queryUrl: settings.queryUrl,
    merchantId: settings.merchantId,
    merchantKey: deps.box.open(settings.merchantKey, tenant.clientId),
    timeoutMs: deps.timeoutMs,
  });
}
