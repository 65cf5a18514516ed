import { CLOUD_STORAGE_MESSAGES as TEXT } from '@central/domain';
import type { CloudGroup } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { cloudCall } from './cloud-failure';
import { contractCloud, type ContractCloudDeps, type Subscriber } from './contract-clouds';
import { groupView } from './cloud-rules';

/**
 * Activates the contract's ATP Box: creates its group. Idempotent (an existing group is fine), so a screen that
 * retries after a lost answer does no harm. The customer's CPF/CNPJ and name the body carries are not needed:
 * the group is named after provider and contract, and the session says who the customer is.
 */
export async function createGroup(
  deps: ContractCloudDeps,
  subscriber: Subscriber,
  target: { contractId: string; cloudServiceId?: string | undefined },
  log: FastifyBaseLogger,
): Promise<CloudGroup> {
  const service = await contractCloud(deps, subscriber, target, TEXT.activateFailure, log);
  await cloudCall(TEXT.activateFailure, log, () => service.storage().createGroup(service.groupId));
  return groupView(service);
}
