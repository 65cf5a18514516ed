import type { BroadcastSummary } from '@central/domain/api';
import type { Prisma } from '../../db/database';

export interface NewBroadcast {
  tenantId: string;
  title: string;
  message: string;
}

export interface Broadcasts {
  create(broadcast: NewBroadcast): Promise<BroadcastSummary>;
  /** Drops a broadcast whose job could not be queued. */
  discard(id: string): Promise<void>;
  /** The provider's latest broadcasts, newest first. */
  recent(tenantId: string, limit?: number): Promise<BroadcastSummary[]>;
  /** How many devices of the provider's subscribers opted in: who a broadcast reaches. */
  countDevices(tenantId: string): Promise<number>;
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

export function createBroadcasts(prisma: Prisma): Broadcasts {
  return {
    async create(broadcast) {
      return summaryOf(await prisma.pushBroadcast.create({ data: broadcast, select: SUMMARY }));
    },
    async discard(id) {
      await prisma.pushBroadcast.deleteMany({ where: { id } });
    },
    async recent(tenantId, limit = 10) {
      const rows = await prisma.pushBroadcast.findMany({
        where: { tenantId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit,
        select: SUMMARY,
      });
      return rows.map(summaryOf);
    },
    countDevices(tenantId) {
      return prisma.pushSubscription.count({ where: { tenantId } });
    },
  };
}
