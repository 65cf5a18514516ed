import type { FastifyInstance } from 'fastify';
import { createSimulatorServer } from '../simulator-kit';
import { createDirectory, type NextcloudGroupView, type NextcloudUserView } from './directory';
import { NEXTCLOUD_ROUTES, type NextcloudFault, type NextcloudRoute } from './faults';
import { createGroup, deleteGroup, groupMembers, listGroups } from './group-operations';
import type { OcsVersion } from './ocs-envelope';
import { describeCall, faultAnswer, serveOcs, type NextcloudLoggedRequest, type Operation } from './serve-ocs';
import { createUser, deleteUser, editUser, getUser } from './user-operations';

export interface NextcloudAdmin {
  username: string;
  /** The login password: Basic auth with it may do everything. */
  password: string;
  /**
   * An app password of the account (Nextcloud's Settings > Security): it reads, but the writes Nextcloud marks
   * `#[PasswordConfirmationRequired]` answer OCS 403 "Password confirmation is required", as on Nextcloud 34.
   */
  appPassword?: string;
}

export interface NextcloudSimulatorOptions {
  /** The admin accounts (members of the `admin` group); default: `NEXTCLOUD_SANDBOX_ADMIN` alone. */
  admins?: NextcloudAdmin[];
  now?: () => Date;
  logger?: boolean;
}

export interface NextcloudSimulator {
  readonly app: FastifyInstance;
  /** Listens on 127.0.0.1 (a free port by default) and returns the origin, e.g. `http://127.0.0.1:41234`. */
  listen(port?: number, host?: string): Promise<string>;
  readonly origin: string;
  /** Accounts, admins included, without passwords. Copies. */
  users(): NextcloudUserView[];
  groups(): NextcloudGroupView[];
  /** Sets the space a user's files take, to show a quota being used. */
  setUsedBytes(userId: string, bytes: number): void;
  failNext(route: NextcloudRoute, fault: NextcloudFault): void;
  /** Requests received: method, path, status; never a body, a password or a header. */
  requests(): NextcloudLoggedRequest[];
  /** Back to the admins alone: forgets other users, groups, staged faults and the log. */
  reset(): void;
  close(): Promise<void>;
}

/** An admin for demos and tests, with an app password in Nextcloud's format; not credentials of any real Nextcloud. */
export const NEXTCLOUD_SANDBOX_ADMIN = {
  username: 'central-admin',
  password: 'sandbox-admin-password',
  appPassword: 'Sbx7q-AppPw-Rk2mT-9dLfZ-4hNcE',
} as const satisfies NextcloudAdmin;

/** `a=1&groups[]=x&groups[]=y` as PHP reads it: a `name[]` key collects a list. */
function parseForm(text: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      params[name] = [...((params[name] as string[] | undefined) ?? []), value];
    } else params[key] = value;
  }
  return params;
}

/**
 * The routes, and whether each is marked `#[PasswordConfirmationRequired]` in GroupsController.php and
 * UsersController.php (`addGroup`, `deleteGroup`, `addUser`, `editUser`, `deleteUser` are; the reads are not).
 */
const ROUTES: [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  route: NextcloudRoute,
  operation: Operation,
  confirmsPassword: boolean,
][] = [
  ['GET', '/cloud/groups', 'listGroups', listGroups, false],
  ['POST', '/cloud/groups', 'createGroup', createGroup, true],
  ['GET', '/cloud/groups/:id', 'groupMembers', groupMembers, false],
  ['DELETE', '/cloud/groups/:id', 'deleteGroup', deleteGroup, true],
  ['POST', '/cloud/users', 'createUser', createUser, true],
  ['GET', '/cloud/users/:id', 'getUser', getUser, false],
  ['PUT', '/cloud/users/:id', 'editUser', editUser, true],
  ['DELETE', '/cloud/users/:id', 'deleteUser', deleteUser, true],
];

/**
 * A simulator of Nextcloud's OCS provisioning API (apps/provisioning_api), enough for the cloud-storage screens:
 * groups (list, create, members, delete) and users (create, read, edit one field, delete), under both
 * `/ocs/v1.php` and `/ocs/v2.php`, with Basic auth of an admin and the `OCS-APIRequest: true` header. An admin's
 * app password reads but cannot write (Nextcloud 34's password confirmation).
 * Answers JSON with `format=json` or `Accept: application/json`, XML otherwise, as Nextcloud does.
 * Bodies may be form-urlencoded or JSON. Each file says what it takes from Nextcloud's source.
 */
export function createNextcloudSimulator(options: NextcloudSimulatorOptions = {}): NextcloudSimulator {
  const admins = options.admins ?? [NEXTCLOUD_SANDBOX_ADMIN];
  const directory = createDirectory();
  const seedAdmins = () => {
    directory.addGroup('admin');
    for (const admin of admins) {
      const user = directory.addUser(admin.username, admin.password);
      if (admin.appPassword) directory.addAppPassword(user, admin.appPassword);
      directory.addToGroup('admin', user);
    }
  };
  seedAdmins();
  const server = createSimulatorServer<NextcloudRoute, NextcloudFault, NextcloudLoggedRequest>({
    name: 'Nextcloud',
    routes: NEXTCLOUD_ROUTES,
    logger: options.logger,
    now: options.now,
    faultAnswer,
    describe: describeCall,
    notFound: { status: 404, body: 'Not Found', contentType: 'text/plain; charset=utf-8' },
    controlRefusal: (message) => ({ message }),
    onReset() {
      directory.clear();
      seedAdmins();
    },
  });

  const { app } = server;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, parseForm(String(body))),
  );
  // A body that is not a JSON object is ignored, as PHP's Request ignores what it cannot decode.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    try {
      const parsed: unknown = body === '' ? undefined : JSON.parse(String(body));
      done(null, parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined);
    } catch {
      done(null, undefined);
    }
  });

  for (const version of [1, 2] as OcsVersion[]) {
    for (const [method, path, route, operation, confirmsPassword] of ROUTES) {
      server.route(method, `/ocs/v${version}.php${path}`, route, serveOcs(directory, version, operation, { confirmsPassword }));
    }
  }

  return Object.assign(server, {
    users: () => directory.userViews(),
    groups: () => directory.groupViews(),
    setUsedBytes(userId: string, bytes: number) {
      const user = directory.user(userId);
      if (!user) throw new Error(`no user ${userId}`);
      user.usedBytes = bytes;
    },
  });
}
