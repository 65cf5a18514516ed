import {
  CLOUD_STORAGE_MESSAGES as TEXT,
  CLOUD_USER_KEYS,
  cloudEditProblem,
  cloudUserIdProblem,
  readQuotaGigabytes,
  withinAllowance,
  type CloudUserKey,
  numericFieldText,
} from '@central/domain';
import type { CloudUser as CloudUserView, EditCloudUserBody } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { gigabytesToBytes, type CloudUser, type NextcloudError } from '../../integrations/nextcloud';
import { AppError } from '../../lib/app-error';
import { cloudCall } from './cloud-failure';
import { contractCloud, type ContractCloud, type ContractCloudDeps, type Subscriber } from './contract-clouds';
import { assignedGigabytes, cloudUserView, contractProblem, refuseFields, userNotFound } from './cloud-rules';
import { oneAtATime } from './group-queue';

/** docs/product/partners.md#atp-box-cloud-storage names the display name both `displayname` and `name`. */
const KEY_ALIASES: Record<string, CloudUserKey> = { name: 'displayname', displayName: 'displayname' };
const keyOf = (key: string): CloudUserKey | null =>
  (CLOUD_USER_KEYS as readonly string[]).includes(key) ? (key as CloudUserKey) : (KEY_ALIASES[key] ?? null);

const REFUSED: Record<CloudUserKey, string> = {
  displayname: TEXT.updateFailure,
  email: TEXT.emailInvalid,
  password: TEXT.passwordLength,
  quota: TEXT.quotaInvalid,
};

/** What Nextcloud refused on an edit, in the field's own words (docs/product/partners.md#atp-box-cloud-storage). */
function refusal(key: CloudUserKey, error: NextcloudError): AppError | undefined {
  if (error.failure === 'not_found') return userNotFound();
  const text = error.failure === 'password_policy' ? TEXT.passwordPolicy : error.failure === 'invalid_input' ? REFUSED[key] : undefined;
  return text ? new AppError('CLOUD_INVALID_FIELDS', 400, text, {}, { value: text }) : undefined;
}

/**
 * The group's member with the other members (for the quota sum), or 404: a user outside the contract's group is
 * not the subscriber's (docs/product/partners.md#atp-box-cloud-storage).
 */
async function memberOf(service: ContractCloud, userId: string, log: FastifyBaseLogger): Promise<{ user: CloudUser; others: CloudUser[] }> {
  const users = await cloudCall(TEXT.updateFailure, log, () => service.storage().groupUsers(service.groupId));
  const user = users?.find((candidate) => candidate.id === userId);
  if (!users || !user) throw userNotFound();
  return { user, others: users.filter((candidate) => candidate !== user) };
}

/**
 * Changes one field of one user (docs/product/partners.md#atp-box-cloud-storage: the form saves fields one by one and
 * rolls back earlier ones itself when a later one fails). Each call is atomic: Nextcloud's `editUser` changes one field
 * or nothing, and the quota is checked against the plan (the other users' quotas plus the new one) before it is
 * written.
 */
export async function editUser(
  deps: ContractCloudDeps,
  subscriber: Subscriber,
  body: EditCloudUserBody,
  log: FastifyBaseLogger,
): Promise<CloudUserView> {
  const contractId = numericFieldText(body.contractId);
  const userId = numericFieldText(body.userId);
  const key = keyOf(numericFieldText(body.key));
  refuseFields({
    contractId: contractProblem(contractId),
    userId: userId ? (cloudUserIdProblem(userId) ?? undefined) : TEXT.userDataFailure,
    key: key ? undefined : TEXT.keyInvalid,
    value: key ? (cloudEditProblem(key, key === 'password' ? body.value : numericFieldText(body.value)) ?? undefined) : undefined,
  });
  const field = key as CloudUserKey;
  const service = await contractCloud(
    deps,
    subscriber,
    { contractId, cloudServiceId: body.cloudServiceId || undefined },
    TEXT.updateFailure,
    log,
  );

  if (field === 'quota') {
    const allowance = service.allowance;
    if (allowance === null) throw new AppError('CLOUD_ALLOWANCE_UNKNOWN', 409, TEXT.allowanceUnknown);
    const quota = readQuotaGigabytes(numericFieldText(body.value)) as number;
    return oneAtATime(service.groupId, async () => {
      const { user, others } = await memberOf(service, userId, log);
      if (!withinAllowance(assignedGigabytes(others, allowance), quota, allowance)) refuseFields({ value: TEXT.quotaOverLimit });
      const bytes = gigabytesToBytes(quota);
      await cloudCall(
        TEXT.updateFailure,
        log,
        () => service.storage().editUser(userId, 'quota', String(bytes)),
        (error) => refusal(field, error),
      );
      return cloudUserView({ ...user, quotaBytes: bytes });
    });
  }

  // One read: the account and its groups, rather than every member's.
  const user = await cloudCall(TEXT.updateFailure, log, () => service.storage().user(userId));
  if (!user?.groups.includes(service.groupId)) throw userNotFound();
  // A password is kept as typed (it may start or end with a space); the other fields are trimmed.
  const value = field === 'password' ? (body.value as string) : numericFieldText(body.value);
  await cloudCall(
    TEXT.updateFailure,
    log,
    () => service.storage().editUser(userId, field, value),
    (error) => refusal(field, error),
  );
  if (field === 'displayname') return cloudUserView({ ...user, displayName: value });
  if (field === 'email') return cloudUserView({ ...user, email: value });
  return cloudUserView(user);
}
