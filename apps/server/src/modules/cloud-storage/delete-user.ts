import { CLOUD_STORAGE_MESSAGES as TEXT, cloudUserIdProblem } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { cloudCall } from './cloud-failure';
import { contractCloud, contractClouds, type ContractCloud, type ContractCloudDeps, type Subscriber } from './contract-clouds';
import { contractProblem, refuseFields, userNotFound } from './cloud-rules';

/**
 * Removes a user of one of the subscriber's groups. The call of docs/product/partners.md#atp-box-cloud-storage names
 * only the user, so `contractId` (and `cloudServiceId`) may come as query parameters; without them the user is looked
 * for in each of the subscriber's ATP Box groups (one read per group, usually one). A user of no such group answers
 * 404.
 */
export async function deleteUser(
  deps: ContractCloudDeps,
  subscriber: Subscriber,
  target: { userId: string; contractId?: string | undefined; cloudServiceId?: string | undefined },
  log: FastifyBaseLogger,
): Promise<void> {
  const { userId, contractId, cloudServiceId } = target;
  refuseFields({
    userId: cloudUserIdProblem(userId) ?? undefined,
    contractId: contractId !== undefined && contractId !== '' ? contractProblem(contractId) : undefined,
  });
  const candidates: ContractCloud[] = contractId
    ? [await contractCloud(deps, subscriber, { contractId, cloudServiceId }, TEXT.deleteFailure, log)]
    : (await contractClouds(deps, subscriber, TEXT.deleteFailure, log)).filter(
        (service) => !cloudServiceId || service.appId === cloudServiceId,
      );
  for (const service of candidates) {
    const user = await cloudCall(TEXT.deleteFailure, log, () => service.storage().user(userId));
    if (!user?.groups.includes(service.groupId)) continue;
    await cloudCall(
      TEXT.deleteFailure,
      log,
      () => service.storage().deleteUser(userId),
      (error) => (error.failure === 'not_found' ? userNotFound() : undefined),
    );
    return;
  }
  throw userNotFound();
}
