import type { CloudUser as CloudUserView } from '@central/domain/api';
import { bytesToGigabytes, type CloudUser } from '../../integrations/nextcloud';

/** What leaves the server of a Nextcloud account: SPEC section 3's fields, quotas in GB, never a password. */
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
  return users.reduce((sum, user) => sum + (user.quotaBytes === null ? allowance : bytesToGigabytes(user.quotaBytes)), 0);
}
