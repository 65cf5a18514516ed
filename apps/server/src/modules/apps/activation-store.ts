import type { Prisma } from '../../db/database';
import type { CustomerAppActivation } from '../../generated/prisma/client';
import type { Account } from '../../lib/account-cache';

export type { CustomerAppActivation };

export interface ActivationKey {
  contractId: string;
  appId: string;
}

/**
 * Activations per subscriber, contract and app (issue 12): the page shows 'active' from here without asking the
 * partner on every view. The unique key makes `claim` the one place where two activations at once meet.
 */
export function createActivationStore(prisma: Prisma) {
  const where = (account: Account, key: ActivationKey) => ({
    tenantId_customerId_contractId_customerAppId: {
      tenantId: account.tenantId,
      customerId: account.customerId,
      contractId: key.contractId,
      customerAppId: key.appId,
    },
  });
  return {
    find: (account: Account, key: ActivationKey) => prisma.customerAppActivation.findUnique({ where: where(account, key) }),
    /** Records an activation; null when one exists already (the unique key decides a race). */
    async claim(
      account: Account,
      key: ActivationKey,
      fields: { email?: string | null; partnerRef?: string | null } = {},
    ): Promise<CustomerAppActivation | null> {
      try {
        return await prisma.customerAppActivation.create({
          data: {
            tenantId: account.tenantId,
            customerId: account.customerId,
            contractId: key.contractId,
            customerAppId: key.appId,
            ...fields,
          },
        });
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 'P2002') return null;
        throw error;
      }
    },
    update: (account: Account, key: ActivationKey, fields: { email?: string | null; partnerRef?: string | null }) =>
      prisma.customerAppActivation.update({ where: where(account, key), data: fields }),
    release: (account: Account, key: ActivationKey) =>
      prisma.customerAppActivation.deleteMany({ where: where(account, key).tenantId_customerId_contractId_customerAppId }),
  };
}

export type ActivationStore = ReturnType<typeof createActivationStore>;
