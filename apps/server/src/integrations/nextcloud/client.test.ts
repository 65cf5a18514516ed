import { inspect } from 'node:util';
import { createNextcloudSimulator, NEXTCLOUD_SANDBOX_ADMIN, type NextcloudSimulator } from '@central/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNextcloudClient, type NextcloudClientOptions } from './client';
import type { CloudStorage, NewCloudUser } from './cloud-storage';
import { NextcloudError } from './errors';
import { gigabytesToBytes } from './quota';

/**
 * The adapter against the Nextcloud simulator of `@central/sandbox`, over real HTTP: every call, every failure it
 * can name, and the promise that no password leaves the adapter.
 */

const GIB = 1024 ** 3;
const USER_PASSWORD = 'maria-cloud-pass-1';
let simulator: NextcloudSimulator;
let origin: string;
let storage: CloudStorage;
/** Every error the adapter threw, checked at the end for passwords and the Authorization header. */
const thrown: unknown[] = [];
/** The simulator's log of every test, kept across resets. */
const logged: unknown[] = [];
let inFlight = 0;
let mostInFlight = 0;

const clientWith = (overrides: Partial<NextcloudClientOptions> = {}) =>
  createNextcloudClient({
    url: origin,
    username: NEXTCLOUD_SANDBOX_ADMIN.username,
    password: NEXTCLOUD_SANDBOX_ADMIN.password,
    timeoutMs: 2_000,
    ...overrides,
  });

const maria = (overrides: Partial<NewCloudUser> = {}): NewCloudUser => ({
  userId: 'maria.souza',
  password: USER_PASSWORD,
  displayName: 'Maria Souza',
  email: 'maria@example.com',
  group: 'contract-42',
  quotaBytes: gigabytesToBytes(5),
  ...overrides,
});

/** The failure of a call that must fail, kept for the final secrets check. */
async function failureOf(promise: Promise<unknown>): Promise<NextcloudError> {
  try {
    await promise;
  } catch (error) {
    thrown.push(error);
    if (error instanceof NextcloudError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  simulator = createNextcloudSimulator();
  simulator.app.addHook('onRequest', async (request) => {
    if (request.url.includes('/cloud/users/')) mostInFlight = Math.max(mostInFlight, ++inFlight);
  });
  simulator.app.addHook('onResponse', async (request) => {
    if (request.url.includes('/cloud/users/')) inFlight--;
  });
  origin = await simulator.listen();
  storage = clientWith();
});
afterAll(() => simulator.close());
afterEach(() => void logged.push(...simulator.requests()));
beforeEach(() => simulator.reset());

describe('groups', () => {
  it('a missing group is null; creating it twice is fine; then it has no members', async () => {
    expect(await storage.groupMembers('contract-42')).toBeNull();
    await storage.createGroup('contract-42');
    await storage.createGroup('contract-42');
    expect(await storage.groupMembers('contract-42')).toEqual([]);
    expect(await storage.groupUsers('missing')).toBeNull();
  });
});

describe('users', () => {
  beforeEach(() => storage.createGroup('contract-42'));

  it('creates a user in the group and reads it back with the quota in bytes', async () => {
    await storage.createUser(maria());
    simulator.setUsedBytes('maria.souza', GIB);
    expect(await storage.user('maria.souza')).toEqual({
      id: 'maria.souza',
      displayName: 'Maria Souza',
      email: 'maria@example.com',
      quotaBytes: 5 * GIB,
      usedBytes: GIB,
      enabled: true,
      groups: ['contract-42'],
    });
    expect(await storage.groupMembers('contract-42')).toEqual(['maria.souza']);
    expect(await storage.user('nobody')).toBeNull();
    expect(simulator.requests()[1]).toMatchObject({
      method: 'POST',
      path: '/ocs/v1.php/cloud/users',
      version: 1,
      status: 200,
      ocsStatus: 100,
    });
  });

  it('reads a group with its users, at most `concurrency` at once', async () => {
    for (let index = 0; index < 9; index++) await storage.createUser(maria({ userId: `user${index}` }));
    simulator.failNext('getUser', { delayMs: 40, times: 9 });
    inFlight = 0;
    mostInFlight = 0;
    const users = await clientWith({ concurrency: 3 }).groupUsers('contract-42');
    expect(users?.map((user) => user.id)).toEqual(Array.from({ length: 9 }, (_, index) => `user${index}`));
    expect(mostInFlight).toBe(3);
  });

  it('edits one field at a time, the quota in bytes', async () => {
    await storage.createUser(maria());
    await storage.editUser('maria.souza', 'displayname', 'Maria S.');
    await storage.editUser('maria.souza', 'email', 'm@example.org');
    await storage.editUser('maria.souza', 'quota', String(gigabytesToBytes(10)));
    await storage.editUser('maria.souza', 'password', 'another-long-password');
    expect(await storage.user('maria.souza')).toMatchObject({ displayName: 'Maria S.', email: 'm@example.org', quotaBytes: 10 * GIB });
  });

  it('deletes a user; a missing one is not_found', async () => {
    await storage.createUser(maria());
    await storage.deleteUser('maria.souza');
    expect(await storage.groupMembers('contract-42')).toEqual([]);
    expect(await failureOf(storage.deleteUser('maria.souza'))).toMatchObject({ failure: 'not_found', statuscode: 998 });
  });

  it('puts a login name with a space, an apostrophe and an @ in its path URL-encoded', async () => {
    const userId = "maria d'avila @casa";
    await storage.createUser(maria({ userId }));
    expect(await storage.user(userId)).toMatchObject({ id: userId });
    await storage.deleteUser(userId);
    expect(
      simulator
        .requests()
        .map((entry) => `${entry.method} ${entry.path}`)
        .slice(-2),
    ).toEqual(["GET /ocs/v1.php/cloud/users/maria%20d'avila%20%40casa", "DELETE /ocs/v1.php/cloud/users/maria%20d'avila%20%40casa"]);
  });

  it.each(['.', '..', ''])('never puts the id %j in a path, where it would name another OCS path', async (userId) => {
    const before = simulator.requests().length;
    for (const call of [
      storage.user(userId),
      storage.editUser(userId, 'displayname', 'X'),
      storage.deleteUser(userId),
      storage.groupMembers(userId),
    ]) {
      expect(await failureOf(call)).toMatchObject({ failure: 'invalid_input' });
    }
    expect(simulator.requests().length).toBe(before);
  });
});

describe('failures', () => {
  beforeEach(() => storage.createGroup('contract-42'));

  it.each([
    ['exists', 102, () => storage.createUser(maria({ userId: 'central-admin' }))],
    ['group_missing', 104, () => storage.createUser(maria({ group: 'nope' }))],
    ['password_policy', 107, () => storage.createUser(maria({ password: 'short' }))],
    ['invalid_input', 101, () => storage.createUser(maria({ userId: 'maria/souza' }))],
    ['invalid_input', 101, () => storage.editUser('central-admin', 'email', 'not-an-email')],
    ['invalid_input', 102, () => storage.editUser('central-admin', 'password', 'x'.repeat(470))],
    ['not_found', 998, () => storage.editUser('nobody', 'email', 'a@b.co')],
  ] as const)('%s for OCS %i', async (failure, statuscode, call) => {
    expect(await failureOf(call())).toMatchObject({ failure, statuscode });
  });

  it('unknown for 103 and for codes it does not know', async () => {
    simulator.failNext('createUser', { ocsStatus: 103 });
    expect(await failureOf(storage.createUser(maria()))).toMatchObject({ failure: 'unknown', statuscode: 103 });
    simulator.failNext('createGroup', { ocsStatus: 996 });
    expect(await failureOf(storage.createGroup('g'))).toMatchObject({ failure: 'unknown', statuscode: 996 });
  });

  it('refuses a quota that is not a whole number of bytes before calling', async () => {
    expect(await failureOf(storage.createUser(maria({ quotaBytes: 1.5 })))).toMatchObject({ failure: 'invalid_input', statuscode: 0 });
    expect(await failureOf(storage.editUser('central-admin', 'quota', '5 GB'))).toMatchObject({ failure: 'invalid_input' });
    expect(simulator.requests().filter((entry) => entry.route !== 'createGroup')).toEqual([]);
  });

  it('unauthorized for wrong credentials', async () => {
    expect(await failureOf(clientWith({ password: 'wrong-password' }).groupMembers('contract-42'))).toMatchObject({
      failure: 'unauthorized',
      httpStatus: 401,
    });
  });

  it("password_confirmation, not unauthorized, when an app password writes (Nextcloud 34's OCS 403), while it still reads", async () => {
    const withAppPassword = clientWith({ password: NEXTCLOUD_SANDBOX_ADMIN.appPassword });
    await storage.createGroup('contract-42');
    await storage.createUser(maria());
    expect(await withAppPassword.groupMembers('contract-42')).toEqual(['maria.souza']);
    expect((await withAppPassword.user('maria.souza'))?.id).toBe('maria.souza');
    const writes = [
      withAppPassword.createGroup('contract-43'),
      withAppPassword.createUser(maria({ userId: 'joana' })),
      withAppPassword.editUser('maria.souza', 'quota', String(gigabytesToBytes(2))),
      withAppPassword.deleteUser('maria.souza'),
    ];
    for (const write of writes) {
      expect(await failureOf(write)).toMatchObject({
        failure: 'password_confirmation',
        statuscode: 403,
        httpStatus: 200,
        message: expect.stringContaining(
          "Nextcloud asks for password confirmation: the ATP Box app must use the Nextcloud admin's login password, not an app password",
        ),
      });
    }
    // Another OCS 403 (an account that is not an admin) stays a matter of credentials.
    simulator.failNext('createGroup', { ocsStatus: 403 });
    expect(await failureOf(storage.createGroup('contract-44'))).toMatchObject({ failure: 'unauthorized', statuscode: 403 });
  });

  it('unavailable for a 5xx and for a refused connection; timeout for a hang; malformed for a wrong URL', async () => {
    simulator.failNext('groupMembers', { status: 503 });
    expect(await failureOf(storage.groupMembers('contract-42'))).toMatchObject({ failure: 'unavailable', httpStatus: 503 });
    expect(await failureOf(clientWith({ url: 'http://127.0.0.1:9' }).groupMembers('g'))).toMatchObject({ failure: 'unavailable' });
    simulator.failNext('getUser', { hang: true });
    expect(await failureOf(clientWith({ timeoutMs: 200 }).user('central-admin'))).toMatchObject({ failure: 'timeout' });
    expect(await failureOf(clientWith({ url: `${origin}/nextcloud` }).user('central-admin'))).toMatchObject({
      failure: 'malformed',
      httpStatus: 404,
    });
  });
});

describe('secrets', () => {
  it('no password or Authorization header in any error, nor in the simulator log', () => {
    const authorization = Buffer.from(`${NEXTCLOUD_SANDBOX_ADMIN.username}:${NEXTCLOUD_SANDBOX_ADMIN.password}`).toString('base64');
    const text = thrown.map((error) => `${inspect(error)} ${JSON.stringify(error)}`).join('\n');
    expect(thrown.length).toBeGreaterThan(10);
    for (const secret of [
      NEXTCLOUD_SANDBOX_ADMIN.password,
      NEXTCLOUD_SANDBOX_ADMIN.appPassword,
      'wrong-password',
      USER_PASSWORD,
      'short',
      authorization,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(logged.length).toBeGreaterThan(20);
    const log = JSON.stringify(logged);
    for (const secret of [NEXTCLOUD_SANDBOX_ADMIN.password, NEXTCLOUD_SANDBOX_ADMIN.appPassword, USER_PASSWORD, authorization])
      expect(log).not.toContain(secret);
  });
});
