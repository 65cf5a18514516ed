import { describe, expect, it } from 'vitest';
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
  createTenantDirectory({ prisma, box: createSecretBox(`v1:${Buffer.alloc(32, 3).toString('base64')}`), ixc: { timeoutMs: 1000, listRetries: 0 }, missCacheMs });

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
