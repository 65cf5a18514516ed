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

export interface AccountCacheOptions {
  /** The reads' own cache (tests share or inspect it). */
  cache?: TtlCache;
  /**
   * How long a replica trusts an account's version before reading it again (0: read it on every request). A
   * subscriber's page asks for several things at once, and under load the same account asks many times a second:
   * one version read then serves them all. A change made through this cache is seen at once; one made through
   * another replica (or another cache object) within this time (decision 007).
   */
  versionMemoMs?: number;
}

export function createAccountCache(prisma: Prisma, options: AccountCacheOptions = {}): AccountCache {
  const cache = options.cache ?? createTtlCache();
  const memoMs = options.versionMemoMs ?? 0;
  const versions = createTtlCache();
  const keyOf = (account: Account) => `${account.tenantId}|${account.customerId}`;
  const readVersion = async (account: Account) =>
    (await prisma.accountVersion.findUnique({ where: { tenantId_customerId: account }, select: { version: true } }))?.version ?? 0;
  const versionOf = (account: Account) =>
    memoMs > 0 ? versions.get(keyOf(account), memoMs, () => readVersion(account)) : readVersion(account);
  return {
    async read(account, what, ttlMs, load) {
      return cache.get(`${keyOf(account)}|${await versionOf(account)}|${what}`, ttlMs, load);
    },
    async changed(account) {
      await prisma.accountVersion.upsert({
        where: { tenantId_customerId: account },
        create: { ...account, version: 1 },
        update: { version: { increment: 1 } },
      });
      versions.delete(keyOf(account));
    },
  };
}
