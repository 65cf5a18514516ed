import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StoredQuota } from './quota';

/** A Nextcloud account as the simulator keeps it. The password is kept only as a salted hash. */
export interface StoredUser {
  id: string;
  displayName: string;
  /** `getSystemEMailAddress()`: null until one is set. */
  email: string | null;
  quota: StoredQuota;
  usedBytes: number;
  enabled: boolean;
  passwordHash: Buffer;
  /** App passwords (Settings > Security > Devices & sessions), as salted hashes. */
  appPasswordHashes: Buffer[];
}

/** How a caller proved who they are: the account's login password, or one of its app passwords. */
export type Credential = 'login_password' | 'app_password';

/** What `users()` shows: no password, no hash. */
export interface NextcloudUserView {
  id: string;
  displayName: string;
  email: string | null;
  quota: StoredQuota;
  usedBytes: number;
  enabled: boolean;
  groups: string[];
}

export interface NextcloudGroupView {
  id: string;
  members: string[];
}

/**
 * Users and groups. User ids are matched without regard to case, as Nextcloud's database backend does
 * (`uid_lower`), and keep the case they were created with; group ids are matched exactly.
 */
export function createDirectory() {
  const salt = randomBytes(16);
  const users = new Map<string, StoredUser>();
  const groups = new Map<string, string[]>();
  const hash = (password: string) => createHash('sha256').update(salt).update(password).digest();

  const directory = {
    user: (id: string) => users.get(id.toLowerCase()),
    addUser(id: string, password: string, displayName = id): StoredUser {
      const user: StoredUser = {
        id,
        displayName,
        email: null,
        quota: 'default',
        usedBytes: 0,
        enabled: true,
        passwordHash: hash(password),
        appPasswordHashes: [],
      };
      users.set(id.toLowerCase(), user);
      return user;
    },
    setPassword: (user: StoredUser, password: string) => {
      user.passwordHash = hash(password);
    },
    addAppPassword: (user: StoredUser, appPassword: string) => void user.appPasswordHashes.push(hash(appPassword)),
    /** Which credential `password` is for the user, or null when it is neither. */
    credentialOf(user: StoredUser, password: string): Credential | null {
      const given = hash(password);
      if (timingSafeEqual(user.passwordHash, given)) return 'login_password';
      return user.appPasswordHashes.some((stored) => timingSafeEqual(stored, given)) ? 'app_password' : null;
    },
    deleteUser(user: StoredUser) {
      users.delete(user.id.toLowerCase());
      for (const [id, members] of groups)
        groups.set(
          id,
          members.filter((member) => member !== user.id),
        );
    },
    groupExists: (id: string) => groups.has(id),
    groupIds: () => [...groups.keys()],
    members: (groupId: string) => groups.get(groupId),
    addGroup: (id: string) => void groups.set(id, []),
    deleteGroup: (id: string) => void groups.delete(id),
    addToGroup(groupId: string, user: StoredUser) {
      const members = groups.get(groupId);
      if (members && !members.includes(user.id)) members.push(user.id);
    },
    groupsOf: (userId: string) => [...groups].filter(([, members]) => members.includes(userId)).map(([id]) => id),
    isAdmin: (user: StoredUser) => groups.get('admin')?.includes(user.id) ?? false,
    userViews: (): NextcloudUserView[] =>
      [...users.values()].map(({ passwordHash: _hash, appPasswordHashes: _appHashes, ...user }) => ({
        ...user,
        groups: directory.groupsOf(user.id),
      })),
    groupViews: (): NextcloudGroupView[] => [...groups].map(([id, members]) => ({ id, members: [...members] })),
    clear() {
      users.clear();
      groups.clear();
    },
  };
  return directory;
}

export type Directory = ReturnType<typeof createDirectory>;
