import {
  CLOUD_STORAGE_MESSAGES as TEXT,
  cloudUserIdProblem,
  newCloudUserProblems,
  readQuotaGigabytes,
  withinAllowance,
  numericFieldText,
} from '@central/domain';
import type { CloudUser, NewCloudUserBody } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { gigabytesToBytes } from '../../integrations/nextcloud';
import { AppError, notFound } from '../../lib/app-error';
import { cloudCall } from './cloud-failure';
import { contractCloud, type ContractCloudDeps, type Subscriber } from './contract-clouds';
import { assignedGigabytes, contractProblem, refuseFields } from './cloud-rules';
import { oneAtATime } from './group-queue';

/**
 * Adds a user to the contract's group (docs/product/partners.md#atp-box-cloud-storage): name, e-mail and password
 * required, password 10 to 30, quota ≥ 1 GB with at most one decimal, and the group's quotas together within the plan's GB. The login name
 * is the requested `userId`, or the e-mail when none is given; it is created inside the contract's group, and every
 * later call reaches it only through that group (edit-user.ts, delete-user.ts).
 */
export async function createUser(
  deps: ContractCloudDeps,
  subscriber: Subscriber,
  body: NewCloudUserBody,
  log: FastifyBaseLogger,
): Promise<CloudUser> {
  const contractId = numericFieldText(body.contractId);
  const email = numericFieldText(body.email);
  const userId = numericFieldText(body.userId) || email;
  refuseFields({ contractId: contractProblem(contractId), ...newCloudUserProblems(body) });
  refuseFields({ userId: cloudUserIdProblem(userId) ?? undefined });
  const service = await contractCloud(
    deps,
    subscriber,
    { contractId, cloudServiceId: body.cloudServiceId || undefined },
    TEXT.createUserFailure,
    log,
  );
  const allowance = service.allowance;
  if (allowance === null) throw new AppError('CLOUD_ALLOWANCE_UNKNOWN', 409, TEXT.allowanceUnknown);
  const quota = readQuotaGigabytes(body.quota) as number;
  const storage = service.storage();

  return oneAtATime(service.groupId, async () => {
    const users = await cloudCall(TEXT.createUserFailure, log, () => storage.groupUsers(service.groupId));
    if (users === null) throw notFound('CLOUD_GROUP_NOT_FOUND', TEXT.groupNotFound);
    if (!withinAllowance(assignedGigabytes(users, allowance), quota, allowance)) refuseFields({ quota: TEXT.quotaOverLimit });
    const displayName = numericFieldText(body.displayName);
    const newUser = {
      userId,
      password: body.password as string,
      displayName,
      email,
      group: service.groupId,
      quotaBytes: gigabytesToBytes(quota),
    };
    await cloudCall(
      TEXT.createUserFailure,
      log,
      () => storage.createUser(newUser),
      (error) => {
        if (error.failure === 'exists') return new AppError('CLOUD_USER_EXISTS', 409, TEXT.userIdTaken, {}, { userId: TEXT.userIdTaken });
        if (error.failure === 'password_policy')
          return new AppError('CLOUD_INVALID_FIELDS', 400, TEXT.passwordPolicy, {}, { password: TEXT.passwordPolicy });
        if (error.failure === 'invalid_input') return new AppError('CLOUD_USER_REFUSED', 400, TEXT.createUserFailure);
        if (error.failure === 'group_missing') return notFound('CLOUD_GROUP_NOT_FOUND', TEXT.groupNotFound);
        return undefined;
      },
    );
    return { id: userId, displayname: displayName, email, quota, quotaUnitType: 'GB' as const, used: 0 };
  });
}
