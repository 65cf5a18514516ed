/** A cloud-storage account as the product sees it, whatever Nextcloud returns besides. */
export interface CloudUser {
  id: string;
  displayName: string;
  email: string;
  /** Bytes (1 GB = 1024^3), or null when the account has no limit. */
  quotaBytes: number | null;
  usedBytes: number;
  enabled: boolean;
  groups: string[];
}

export interface NewCloudUser {
  userId: string;
  password: string;
  displayName: string;
  email: string;
  /** The one group the account is created in (the contract's group). */
  group: string;
  quotaBytes: number;
}

/** The fields the screens edit, as Nextcloud's `editUser` names them. */
export type CloudUserField = 'displayname' | 'email' | 'password' | 'quota';

/** The cloud-storage port: Nextcloud behind it today, any provisioning API that can answer these tomorrow. */
export interface CloudStorage {
  /** Group ids containing `search` (all with ''): a read only an admin may make, which proves the credentials. */
  listGroups(search: string): Promise<string[]>;
  /** The group's user ids, or null when the group does not exist. */
  groupMembers(groupId: string): Promise<string[] | null>;
  /** Creates the group; one that already exists is not an error. */
  createGroup(groupId: string): Promise<void>;
  /** The account, or null when it does not exist. */
  user(userId: string): Promise<CloudUser | null>;
  /** Users of a group with their details, or null when the group does not exist. */
  groupUsers(groupId: string): Promise<CloudUser[] | null>;
  createUser(user: NewCloudUser): Promise<void>;
  /** Changes one field. `quota` takes a byte count as decimal digits, e.g. `String(gigabytesToBytes(5))`. */
  editUser(userId: string, field: CloudUserField, value: string): Promise<void>;
  /** Deletes the account; a missing one throws `not_found`. */
  deleteUser(userId: string): Promise<void>;
}
