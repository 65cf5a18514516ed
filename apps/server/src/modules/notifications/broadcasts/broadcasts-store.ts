import type { BroadcastSummary } from '@central/domain/api';
import type { Prisma } from '../../../db/database';

export interface NewBroadcast {
  tenantId: string;
  title: string;
  message: string;
}

const SUMMARY = { id: true, title: true, createdAt: true, state: true, sent: true, failed: true, removed: true } as const;

const summaryOf = (row: {
  id: string;
  title: string;
  createdAt: Date;
  state: BroadcastSummary['state'];
  sent: number;
  failed: number;
  removed: number;
}): BroadcastSummary => ({
  id: row.id,
  title: row.title,
  created_at: row.createdAt.toISOString(),
  state: row.state,
  sent: row.sent,
  failed: row.failed,
  removed: row.removed,
});

/** The provider's broadcasts (`push_broadcasts`) and the devices they reach. */
export function createBroadcastsStore(prisma: Prisma) {
  return {
    async create(broadcast: NewBroadcast): Promise<BroadcastSummary> {
      return summaryOf(await prisma.pushBroadcast.create({ data: broadcast, select: SUMMARY }));
    },
    /** Drops a broadcast whose job could not be queued. */
    async discard(id: string): Promise<void> {
      await prisma.pushBroadcast.deleteMany({ where: { id } });
    },
    /** The provider's latest broadcasts, newest first. */
    async recent(tenantId: string, limit = 10): Promise<BroadcastSummary[]> {
      const rows = await prisma.pushBroadcast.findMany({
        where: { tenantId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit,
        select: SUMMARY,
      });
      return rows.map(summaryOf);
    },
    /** How many devices of the provider's subscribers opted in: who a broadcast reaches. */
    countDevices(tenantId: string): Promise<number> {
      return prisma.pushSubscription.count({ where: { tenantId } });
    },
  };
}

export type BroadcastsStore = ReturnType<typeof createBroadcastsStore>;
