import { CLOUD_STORAGE_MESSAGES as TEXT, joinFieldProblems, sumGigabytes } from '@central/domain';
import type { CloudGroup, CloudUser as CloudUserView } from '@central/domain/api';
import { bytesToGigabytes, type CloudUser } from '../../integrations/nextcloud';
import { AppError, notFound } from '../../lib/app-error';

/**
 * The contract's group at Nextcloud: provider and contract, so that two providers sharing one Nextcloud never meet
 * (client_ids are lowercase letters, digits and hyphens, contract ids digits: within decision 018's `_.@-` rule).
 */
export const groupIdOf = (clientId: string, contractId: string) => `${clientId}-${contractId}`;

/** The contract id inside one of this provider's group ids, or null for anything else (another provider's group). */
export function contractOfGroup(clientId: string, groupId: string): string | null {
  const prefix = `${clientId}-`;
  const rest = groupId.startsWith(prefix) ? groupId.slice(prefix.length) : '';
  return /^[1-9]\d{0,19}$/.test(rest) ? rest : null;
}

/** IXC contract ids are positive integers. */
export function contractProblem(contractId: string): string | undefined {
  return /^[1-9]\d{0,19}$/.test(contractId) ? undefined : TEXT.contractRequired;
}

/** A user outside the subscriber's groups, or gone: the 'missing data' text (docs/product/partners.md#atp-box-cloud-storage). */
export const userNotFound = () => notFound('CLOUD_USER_NOT_FOUND', TEXT.userDataFailure);

/**
 * docs/product/partners.md#atp-box-cloud-storage: "server messages arrive as a comma-separated list and are mapped to
 * Portuguese texts": the 400's message lists the texts of every invalid field, comma-separated, and `fields` names
 * each.
 */
export function refuseFields(problems: Record<string, string | undefined>): void {
  const fields = Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => Boolean(entry[1])));
  if (Object.keys(fields).length > 0) throw new AppError('CLOUD_INVALID_FIELDS', 400, joinFieldProblems(fields), {}, fields);
}

/**
 * What leaves the server of a Nextcloud account: the fields (docs/product/partners.md#atp-box-cloud-storage), quotas in
 * GB, never a password.
 */
export function cloudUserView(user: CloudUser): CloudUserView {
  return {
    id: user.id,
    displayname: user.displayName,
    email: user.email,
    quota: user.quotaBytes === null ? null : bytesToGigabytes(user.quotaBytes),
    quotaUnitType: 'GB',
    used: bytesToGigabytes(user.usedBytes),
  };
}

/**
 * GB the group's users hold of the plan's allowance. An account without a limit (made at Nextcloud by hand) holds
 * the whole allowance: the plan cannot promise more space than it has.
 */
export function assignedGigabytes(users: readonly CloudUser[], allowance: number): number {
  return sumGigabytes(users.map((user) => (user.quotaBytes === null ? allowance : bytesToGigabytes(user.quotaBytes))));
}

/** A group's answer: the contract's group at Nextcloud, its ATP Box app and the plan's GB (contract-clouds.ts). */
export const groupView = (cloud: { groupId: string; contractId: string; appId: string; allowance: number | null }): CloudGroup => ({
  id: cloud.groupId,
  contractId: cloud.contractId,
  cloudServiceId: cloud.appId,
  quotaLimit: cloud.allowance,
});
