import type { Directory } from './directory';
import { OcsFailure } from './ocs-envelope';
import { paramText, type OcsCall } from './serve-ocs';

/**
 * Groups, after apps/provisioning_api/lib/Controller/GroupsController.php: `getGroups`, `addGroup`,
 * `getGroupUsers` (the deprecated `getGroup` route, `GET /cloud/groups/{groupid}`) and `deleteGroup`.
 */

export function listGroups(directory: Directory, call: OcsCall) {
  const search = paramText(call.params.search).toLowerCase();
  return { groups: directory.groupIds().filter((id) => id.toLowerCase().includes(search)) };
}

export function createGroup(directory: Directory, call: OcsCall) {
  const groupId = paramText(call.params.groupid);
  if (groupId === '') throw new OcsFailure(101, 'Invalid group name');
  if (directory.groupExists(groupId)) throw new OcsFailure(102, 'group exists');
  directory.addGroup(groupId);
  return [];
}

/** A missing group is `OCSNotFoundException`: statuscode 404 (not 998, which older docs give). */
export function groupMembers(directory: Directory, call: OcsCall) {
  const members = directory.members(call.target);
  if (!members) throw new OcsFailure(404, 'The requested group could not be found');
  return { users: [...members] };
}

export function deleteGroup(directory: Directory, call: OcsCall) {
  if (!directory.groupExists(call.target)) throw new OcsFailure(101);
  if (call.target === 'admin') throw new OcsFailure(102);
  directory.deleteGroup(call.target);
  return [];
}
