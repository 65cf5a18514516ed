import type { Prisma } from '../../db/database';
import type { SecretBox } from '../../lib/crypto';
import { newVapidColumns } from './vapid-keys';

/**
 * At start: gives every provider that lacks one a VAPID key pair; returns how many it filled. Each write only
 * lands while the provider still has none, so replicas starting together never leave one provider two keys
 * (the slower one's UPDATE matches no row).
 */
export async function ensureVapidKeys(prisma: Prisma, box: SecretBox): Promise<number> {
  const missing = await prisma.tenant.findMany({ where: { vapidPublicKey: null }, select: { id: true, clientId: true } });
  let filled = 0;
  for (const tenant of missing) {
    const { count } = await prisma.tenant.updateMany({
      where: { id: tenant.id, vapidPublicKey: null },
      data: newVapidColumns(box, tenant.clientId),
    });
    filled += count;
  }
  return filled;
}
