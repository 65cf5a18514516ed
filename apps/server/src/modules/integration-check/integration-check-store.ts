import type { CheckLine } from '@central/domain';
import type { Prisma } from '../../db/database';

export interface StoredCheck {
  checkedAt: Date;
  checkedBy: string;
  lines: CheckLine[];
}

/** A provider's last 'Testar integrações', one row per provider (`integration_checks`), and what the check reads. */
export function createIntegrationCheckStore(prisma: Prisma) {
  return {
    providerByClientId: (clientId: string) => prisma.tenant.findUnique({ where: { clientId }, select: { id: true } }),

    /** The provider with every connection the check probes: ACS, card gateway, apps by name. */
    providerToCheck: (tenantId: string) =>
      prisma.tenant.findUniqueOrThrow({
        where: { id: tenantId },
        include: { acsConfig: true, cardSettings: true, customerApps: { orderBy: { name: 'asc' } } },
      }),

    async last(tenantId: string): Promise<StoredCheck | null> {
      const row = await prisma.integrationCheck.findUnique({ where: { tenantId } });
      return row ? { checkedAt: row.checkedAt, checkedBy: row.checkedBy, lines: row.results as unknown as CheckLine[] } : null;
    },
    async save(tenantId: string, check: StoredCheck): Promise<void> {
      const data = { checkedAt: check.checkedAt, checkedBy: check.checkedBy, results: check.lines as unknown as object };
      await prisma.integrationCheck.upsert({ where: { tenantId }, create: { tenantId, ...data }, update: data });
    },
  };
}

export type IntegrationCheckStore = ReturnType<typeof createIntegrationCheckStore>;
