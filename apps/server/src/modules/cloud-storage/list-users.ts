import { CLOUD_STORAGE_MESSAGES as TEXT } from '@central/domain';
import type { CloudGroupUsers } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../lib/app-error';
import { cloudCall } from './cloud-failure';
import { contractCloudOfGroup, type ContractCloudDeps, type Subscriber } from './contract-clouds';
import { assignedGigabytes, cloudUserView } from './cloud-rules';

/** The users of one of the subscriber's groups, with how much of the plan's space they hold. */
export async function listUsers(
  deps: ContractCloudDeps,
  subscriber: Subscriber,
  target: { groupId: string; cloudServiceId?: string | undefined },
  log: FastifyBaseLogger,
): Promise<CloudGroupUsers> {
  const service = await contractCloudOfGroup(deps, subscriber, target, TEXT.listFailure, log);
  const users = await cloudCall(TEXT.listFailure, log, () => service.storage().groupUsers(service.groupId));
  if (users === null) throw notFound('CLOUD_GROUP_NOT_FOUND', TEXT.groupNotFound);
  return {
    users: users.map(cloudUserView),
    quotaLimit: service.allowance,
    quotaAssigned: assignedGigabytes(users, service.allowance ?? 0),
  };
}
