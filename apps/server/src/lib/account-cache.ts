import type { Prisma } from '../db/database';
import { createTtlCache, type TtlCache } from './ttl-cache';

export interface Account {
  tenantId: string;
  customerId: string;
}

/**
 * Short-lived caching of a subscriber's ERP reads (ARCHITECTURE decision 9): a page and the next one can share
 * one slow ERP answer. Reads are keyed by the account's version in Postgres, which every change made through
 * Central bumps, so all replicas stop serving a stale read at once (decision 4).
 */
export interface AccountCache {
  read<T>(account: Account, what: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  changed(account: Account): Promise<void>;
}

export function createAccountCache(prisma: Prisma, cache: TtlCache = createTtlCache()): AccountCache {
  return {
    async read(account, what, ttlMs, load) {
      const row = await prisma.accountVersion.findUnique({ where: { tenantId_customerId: account } });
      return cache.get(`${account.tenantId}|${account.customerId}|${row?.version ?? 0}|${what}`, ttlMs, load);
    },
    async changed(account) {
      await prisma.accountVersion.upsert({
        where: { tenantId_customerId: account },
        create: { ...account, version: 1 },
        update: { version: { increment: 1 } },
      });
    },
  };
}
