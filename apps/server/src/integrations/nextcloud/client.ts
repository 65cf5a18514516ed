import { mapWithLimit } from '../../lib/each-with-limit';
import type { CloudStorage, CloudUser, CloudUserField } from './cloud-storage';
import { isNextcloudFailure, NextcloudError } from './errors';
import { createOcsSend, type NextcloudHttpOptions } from './http';
import { readQuotaBytes, readUsedBytes } from './quota';

export interface NextcloudClientOptions extends NextcloudHttpOptions {
  /** How many users `groupUsers` reads at once (default 4): one GET per user, without flooding the instance. */
  concurrency?: number;
}

/**
 * The OCS path of one user or group, its id URL-encoded. Encoding leaves '.' and '..' as they are, and a URL reads
 * them as "here" and "up" (`/cloud/users/..` is `/cloud`), so such an id never leaves: the module refuses it first
 * with its own text (packages/domain `cloudUserIdProblem`), and this is the last guard.
 */
function path(kind: 'users' | 'groups', id: string): string {
  if (id === '' || id === '.' || id === '..') throw invalid(`${kind} path`, `an id of ${JSON.stringify(id)} would name another OCS path`);
  return `/cloud/${kind}/${encodeURIComponent(id)}`;
}
const isMissing = (error: unknown) => isNextcloudFailure(error, 'not_found');

/** `getUserData`'s answer as a CloudUser; `display-name` is the legacy spelling of `displayname`. */
function toCloudUser(data: unknown, operation: string): CloudUser {
  const user = (data ?? {}) as Record<string, unknown>;
  if (typeof user.id !== 'string' || user.id === '') throw new NextcloudError('malformed', 'user data without an id', operation);
  const displayName = user.displayname ?? user['display-name'];
  return {
    id: user.id,
    displayName: typeof displayName === 'string' ? displayName : user.id,
    email: typeof user.email === 'string' ? user.email : '',
    quotaBytes: readQuotaBytes(user.quota),
    usedBytes: readUsedBytes(user.quota),
    enabled: user.enabled !== false && user.enabled !== 'false',
    groups: Array.isArray(user.groups) ? user.groups.map(String) : [],
  };
}

function invalid(operation: string, message: string): NextcloudError {
  return new NextcloudError('invalid_input', message, operation);
}

/**
 * The cloud-storage port over Nextcloud's OCS provisioning API. Any Nextcloud plugs in with its URL and an admin's
 * login password (an app password reads, but Nextcloud 34 refuses it the writes: `password_confirmation`). See
 * docs/decisions/018-cloud-storage.md.
 */
export function createNextcloudClient(options: NextcloudClientOptions): CloudStorage {
  const send = createOcsSend(options);
  const concurrency = options.concurrency ?? 4;

  const groupMembers = async (groupId: string) => {
    try {
      const { data } = await send('GET', path('groups', groupId), { operation: 'GET /cloud/groups/{groupid}' });
      const users = (data as { users?: unknown } | null)?.users;
      if (!Array.isArray(users)) throw new NextcloudError('malformed', 'group answer without users', 'GET /cloud/groups/{groupid}');
      return users.map(String);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const user = async (userId: string) => {
    const operation = 'GET /cloud/users/{userid}';
    try {
      return toCloudUser((await send('GET', path('users', userId), { operation })).data, operation);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async listGroups(search) {
      const operation = 'GET /cloud/groups';
      const { data } = await send('GET', `/cloud/groups?search=${encodeURIComponent(search)}`, { operation });
      const groups = (data as { groups?: unknown } | null)?.groups;
      if (!Array.isArray(groups)) throw new NextcloudError('malformed', 'groups answer without groups', operation);
      return groups.map(String);
    },
    groupMembers,
    user,
    async createGroup(groupId) {
      // 102 "group exists" is the outcome we wanted: creating is idempotent.
      try {
        await send('POST', '/cloud/groups', { form: { groupid: groupId }, operation: 'POST /cloud/groups', codes: { 102: 'exists' } });
      } catch (error) {
        if (!isNextcloudFailure(error, 'exists')) throw error;
      }
    },
    async groupUsers(groupId) {
      const ids = await groupMembers(groupId);
      if (ids === null) return null;
      // A user deleted between the list and the read is left out.
      const users = await mapWithLimit(ids, concurrency, user);
      return users.filter((found): found is CloudUser => found !== null);
    },
    async createUser(newUser) {
      const operation = 'POST /cloud/users';
      // Checked here because Nextcloud applies the quota after creating the account: a refused quota (102) would
      // leave the account behind and read like "user exists".
      if (!Number.isSafeInteger(newUser.quotaBytes) || newUser.quotaBytes < 0)
        throw invalid(operation, 'quota must be a whole number of bytes');
      if (newUser.password === '') throw invalid(operation, 'a password is required');
      await send('POST', '/cloud/users', {
        operation,
        form: {
          userid: newUser.userId,
          password: newUser.password,
          displayName: newUser.displayName,
          email: newUser.email,
          groups: [newUser.group],
          quota: String(newUser.quotaBytes),
        },
        codes: { 105: 'unauthorized', 106: 'unauthorized', 108: 'invalid_input', 110: 'invalid_input' },
        secrets: [newUser.password],
      });
    },
    async editUser(userId, field: CloudUserField, value) {
      const operation = 'PUT /cloud/users/{userid}';
      if (field === 'quota' && !/^\d+$/.test(value)) throw invalid(operation, 'quota must be a whole number of bytes');
      await send('PUT', path('users', userId), {
        operation,
        form: { key: field, value },
        // editUser's own codes: 102 is an invalid value (quota, password length), 113 a key it will not edit.
        codes: { 102: 'invalid_input', 113: 'invalid_input' },
        secrets: field === 'password' ? [value] : [],
      });
    },
    async deleteUser(userId) {
      await send('DELETE', path('users', userId), { operation: 'DELETE /cloud/users/{userid}' });
    },
  };
}
