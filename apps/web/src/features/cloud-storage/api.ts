import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type { CloudGroup, CloudGroupAnswer, CloudGroupUsers, CloudUserSaved, NewCloudUserBody } from '@central/domain/api';
import { http, isApiError } from '@/lib/http';
import type { EditCall } from './edit-plan';
import { cloudApiPaths, type AtpBoxAddress } from './paths';

/** docs/product/partners.md#atp-box-cloud-storage: the contract's group is looked up; on 404 (CLOUD_GROUP_NOT_FOUND) it is created. */
async function findOrCreateGroup(address: AtpBoxAddress): Promise<CloudGroup> {
  try {
    return (await http.get<CloudGroupAnswer>(cloudApiPaths.findGroup(address))).group;
  } catch (error) {
    if (!isApiError(error, 404) || error.code !== 'CLOUD_GROUP_NOT_FOUND') throw error;
    const body = { contractId: address.contractId, cloudServiceId: address.appId };
    return (await http.postOnce<CloudGroupAnswer>(cloudApiPaths.createGroup, body)).group;
  }
}

export const useCloudGroup = (address: AtpBoxAddress) =>
  useRead(['cloud-group', address.contractId, address.appId], () => findOrCreateGroup(address), { revalidateOnFocus: false });

/** The group's users, once the group is known. */
export const useCloudUsers = (group: CloudGroup | undefined, address: AtpBoxAddress) =>
  useRead(group ? cloudApiPaths.groupUsers(group.id, address.appId) : null, (path: string) => http.get<CloudGroupUsers>(path));

/** The mutations; each one revalidates the group's list it changed. */
export function useCloudUserActions(address: AtpBoxAddress) {
  const { mutate } = useSWRConfig();
  const refreshLists = () => mutate((key) => typeof key === 'string' && key.startsWith('/api/central/customer/list/cloud-group-users/'));
  const scope = { contractId: address.contractId, cloudServiceId: address.appId };
  return {
    async create(body: Omit<NewCloudUserBody, 'contractId' | 'cloudServiceId'>): Promise<CloudUserSaved> {
      const saved = await http.postOnce<CloudUserSaved>(cloudApiPaths.createUser, { ...body, ...scope });
      await refreshLists();
      return saved;
    },
    /**
     * One field per call (docs/product/partners.md#atp-box-cloud-storage); the list is refreshed by the caller once the
     * whole plan is done.
     */
    edit: (userId: string, { key, value }: EditCall) => http.put<CloudUserSaved>(cloudApiPaths.editUser, { userId, key, value, ...scope }),
    async remove(userId: string): Promise<void> {
      await http.delete<{ message: string }>(cloudApiPaths.deleteUser(userId, address));
      await refreshLists();
    },
    refreshLists,
  };
}
