import type { Prisma } from '../../db/database';

/** The database as readiness sees it: whether it answers. */
export function createHealthStore(prisma: Prisma) {
  return {
    async ping(): Promise<void> {
      await prisma.$queryRaw`SELECT 1`;
    },
  };
}

export type HealthStore = ReturnType<typeof createHealthStore>;
