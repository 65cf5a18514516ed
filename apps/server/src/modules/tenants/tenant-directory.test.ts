import { describe, expect, it, vi } from 'vitest';
import type { Prisma } from '../../db/database';
import { createSecretBox } from '../../lib/crypto';
import { createTenantDirectory } from './tenant-directory';

/** A database that knows no provider, counting how often it is asked. */
function emptyDatabase() {
  const asked: string[] = [];
  const prisma = {
    tenant: {
      findUnique: async ({ where }: { where: { clientId: string } }) => {
        asked.push(where.clientId);
        return null;
      },
    },
  } as unknown as Prisma;
  return { prisma, asked };
}

const directoryOver = (prisma: Prisma, missCacheMs: number) =>
  createTenantDirectory({
    prisma,
    box: createSecretBox(`v1:${Buffer.alloc(32, 3).toString('base64')}`),
    ixc: { timeoutMs: 1000, listRetries: 0 },
    missCacheMs,
  });

describe('tenant directory cache', () => {
  it('remembers a host of no provider only briefly, so a provider created later is found', async () => {
    const { prisma, asked } = emptyDatabase();
    const directory = directoryOver(prisma, 40);
    expect(await directory.byClientId('novo')).toBeNull();
    expect(await directory.byClientId('novo')).toBeNull();
    expect(asked).toEqual(['novo']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await directory.byClientId('novo');
    expect(asked).toEqual(['novo', 'novo']);
  });

  it('stays bounded however many made-up hosts are looked up', async () => {
    const { prisma, asked } = emptyDatabase();
    const directory = directoryOver(prisma, 60_000);
    for (let i = 0; i <= 10_000; i++) await directory.byClientId(`made-up-${i}`);
    expect(asked).toHaveLength(10_001);
    await directory.byClientId('made-up-10000');
    expect(asked).toHaveLength(10_001);
    await directory.byClientId('made-up-0');
    expect(asked).toHaveLength(10_002);
  });
});

/** A database of no provider whose directory version the test moves, or makes fail. */
function versionedDatabase() {
  const state = { version: 0n, failures: 0, reads: 0, asked: 0 };
  const prisma = {
    tenant: {
      findUnique: async () => {
        state.asked++;
        return null;
      },
    },
    $queryRaw: async () => {
      state.reads++;
      if (state.failures > 0) {
        state.failures--;
        throw new Error('connection terminated');
      }
      return [{ version: state.version }];
    },
  } as unknown as Prisma;
  return { prisma, state };
}

const watchedOver = (prisma: Prisma) =>
  createTenantDirectory({
    prisma,
    box: createSecretBox(`v1:${Buffer.alloc(32, 3).toString('base64')}`),
    ixc: { timeoutMs: 1000, listRetries: 0 },
    missCacheMs: 60_000,
    watchIntervalMs: 10,
  });

describe('tenant directory watcher', () => {
  it('forgets cached tenants when the directory version moves, and only then', async () => {
    const { prisma, state } = versionedDatabase();
    const directory = watchedOver(prisma);
    directory.start();
    await vi.waitFor(() => expect(state.reads).toBeGreaterThan(0));
    await directory.byClientId('novo');
    const readsBefore = state.reads;
    await vi.waitFor(() => expect(state.reads).toBeGreaterThan(readsBefore + 2));
    await directory.byClientId('novo');
    expect(state.asked).toBe(1);

    state.version = 1n;
    await vi.waitFor(async () => {
      await directory.byClientId('novo');
      expect(state.asked).toBe(2);
    });
    await directory.close();
  });

  it('logs a failed read at debug and tries again at the next tick', async () => {
    const { prisma, state } = versionedDatabase();
    state.failures = 2;
    const debug = vi.fn();
    const directory = watchedOver(prisma);
    directory.start({ debug, error: vi.fn() });
    await directory.byClientId('novo');
    state.version = 5n;
    await vi.waitFor(async () => {
      await directory.byClientId('novo');
      expect(state.asked).toBe(2);
    });
    expect(debug).toHaveBeenCalledTimes(2);
    expect(debug).toHaveBeenCalledWith({ err: expect.any(Error) }, expect.stringContaining('directory version'));
    await directory.close();
  });

  it('stops reading once closed', async () => {
    const { prisma, state } = versionedDatabase();
    const directory = watchedOver(prisma);
    directory.start();
    directory.start();
    await vi.waitFor(() => expect(state.reads).toBeGreaterThan(1));
    await directory.close();
    const reads = state.reads;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.reads).toBe(reads);
  });
});

describe('a provider whose stored ixc_domain is no address', () => {
  const row = {
    id: '00000000-0000-0000-0000-000000000001',
    clientId: 'quebrado',
    alias: 'Quebrado',
    status: 'active',
    featureFlags: [],
    supportSubjects: [],
    customDomains: [],
    dpoEmail: null,
    ixcDomain: 'http://[::1',
    ixcAccessToken: '',
    acsConfig: null,
    cardSettings: null,
  };
  const prisma = { tenant: { findUnique: async () => row } } as unknown as Prisma;

  it('is served with an ERP that fails as unavailable, and says why in the log, instead of failing every page', async () => {
    const error = vi.fn();
    const directory = directoryOver(prisma, 1000);
    directory.start({ debug: vi.fn(), error });
    const tenant = await directory.byClientId('quebrado');
    expect(tenant).toMatchObject({ clientId: 'quebrado', alias: 'Quebrado' });
    await expect(tenant!.ixc.list('cliente', { where: [] })).rejects.toMatchObject({ name: 'IxcError', failure: 'unavailable' });
    expect(error).toHaveBeenCalledWith({ clientId: 'quebrado' }, expect.stringContaining('ixc_domain that is no http(s) address'));
    await directory.close();
  });
});
