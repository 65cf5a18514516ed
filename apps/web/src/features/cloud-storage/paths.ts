/** The ATP Box app on one contract: `cloudServiceId` in the API is the app's id. */
export type AtpBoxAddress = { contractId: string; appId: string };

type RouteParams = Readonly<Record<string, string | undefined>>;

const segment = encodeURIComponent;
const API = '/api/central/customer';

/** The route parameters of the ATP Box pages (routes.tsx) as an address; null when one is missing. */
export function atpBoxAddressOf(params: RouteParams): AtpBoxAddress | null {
  return params.contract_id && params.app_id ? { contractId: params.contract_id, appId: params.app_id } : null;
}

/**
 * The pages: the list, the add form and the edit form. The user to edit travels as `?id=` rather than router
 * state, so the address survives a reload and can be bookmarked; the page reads that user from the group's list.
 */
export const atpBoxPaths = ({ contractId, appId }: AtpBoxAddress) => {
  const base = `/panel/app/atp-box/${segment(contractId)}/${segment(appId)}`;
  return { list: base, add: `${base}/user`, edit: (userId: string) => `${base}/user/edit?id=${segment(userId)}` };
};

const service = (appId: string) => `cloudServiceId=${segment(appId)}`;

export const cloudApiPaths = {
  findGroup: ({ contractId, appId }: AtpBoxAddress) => `${API}/find/cloud-group/${segment(contractId)}?${service(appId)}`,
  createGroup: `${API}/create/cloud-group`,
  groupUsers: (groupId: string, appId: string) => `${API}/list/cloud-group-users/${segment(groupId)}?${service(appId)}`,
  createUser: `${API}/create/cloud-user`,
  editUser: `${API}/edit/cloud-user`,
  deleteUser: (userId: string, { contractId, appId }: AtpBoxAddress) =>
    `${API}/delete/cloud-user/${segment(userId)}?contractId=${segment(contractId)}&${service(appId)}`,
};
