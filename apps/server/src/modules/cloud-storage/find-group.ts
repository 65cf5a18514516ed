import { CLOUD_STORAGE_MESSAGES as TEXT } from '@central/domain';
import type { CloudGroup } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../lib/app-error';
import { cloudCall } from './cloud-failure';
import { groupView } from './cloud-rules';
import { contractCloud, type ContractCloudDeps, type Subscriber } from './contract-clouds';

/**
 * docs/product/partners.md#atp-box-cloud-storage: the screen looks the group up first and creates it on a 404 (code
 * CLOUD_GROUP_NOT_FOUND).
 */
export async function findGroup(
  deps: ContractCloudDeps,
  subscriber: Subscriber,
  target: { contractId: string; cloudServiceId?: string | undefined },
  log: FastifyBaseLogger,
): Promise<CloudGroup> {
  const service = await contractCloud(deps, subscriber, target, TEXT.loadFailure, log);
  const members = await cloudCall(TEXT.loadFailure, log, () => service.storage().groupMembers(service.groupId));
  if (members === null) throw notFound('CLOUD_GROUP_NOT_FOUND', TEXT.groupNotFound);
  return groupView(service);
}
