import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNextcloudSimulator, type NextcloudSimulator } from './nextcloud-simulator';
import { ocs, statuscode } from './test-client';

let simulator: NextcloudSimulator;
let origin: string;
const GIB = 1024 ** 3;

beforeAll(async () => {
  simulator = createNextcloudSimulator();
  origin = await simulator.listen();
});
afterAll(() => simulator.close());
beforeEach(() => simulator.reset());

const newUser = (overrides: Record<string, string | string[]> = {}) => ({
  userid: 'maria.souza',
  password: 'ten-chars-ok',
  displayName: 'Maria Souza',
  email: 'maria@example.com',
  groups: ['contract-42'],
  quota: '5 GB',
  ...overrides,
});
const createGroup = (groupid: string) => ocs(origin, 'POST', '/cloud/groups', { form: { groupid } });

describe('groups', () => {
  it('creates, lists with search, shows members and deletes', async () => {
    expect(statuscode(await createGroup('contract-42'))).toBe(100);
    await createGroup('other');
    expect((await ocs(origin, 'GET', '/cloud/groups?search=CONTRACT')).body.ocs.data).toEqual({ groups: ['contract-42'] });
    await ocs(origin, 'POST', '/cloud/users', { form: newUser() });
    expect((await ocs(origin, 'GET', '/cloud/groups/contract-42')).body.ocs.data).toEqual({ users: ['maria.souza'] });
    expect(statuscode(await ocs(origin, 'DELETE', '/cloud/groups/contract-42'))).toBe(100);
    expect(statuscode(await ocs(origin, 'GET', '/cloud/groups/contract-42'))).toBe(404);
  });

  it('answers 101 for an empty id, 102 for an existing group; delete: 101 missing, 102 admin', async () => {
    expect(statuscode(await createGroup(''))).toBe(101);
    expect(statuscode(await createGroup('admin'))).toBe(102);
    expect(statuscode(await ocs(origin, 'DELETE', '/cloud/groups/none'))).toBe(101);
    expect(statuscode(await ocs(origin, 'DELETE', '/cloud/groups/admin'))).toBe(102);
  });
});

describe('creating a user', () => {
  beforeEach(() => createGroup('contract-42'));

  it('creates the account in its group, form-urlencoded or JSON, and answers its id', async () => {
    const reply = await ocs(origin, 'POST', '/cloud/users', { form: newUser() });
    expect(reply.body.ocs).toMatchObject({ meta: { statuscode: 100 }, data: { id: 'maria.souza' } });
    await ocs(origin, 'POST', '/cloud/users', { jsonBody: newUser({ userid: 'joao' }) });
    expect(simulator.users().find((user) => user.id === 'maria.souza')).toEqual({
      id: 'maria.souza',
      displayName: 'Maria Souza',
      email: 'maria@example.com',
      quota: '5 GB',
      usedBytes: 0,
      enabled: true,
      groups: ['contract-42'],
    });
    expect(simulator.users().find((user) => user.id === 'joao')?.groups).toEqual(['contract-42']);
  });

  it.each([
    ['an existing id (any case)', { userid: 'MARIA.SOUZA' }, 102],
    ['a missing group', { groups: ['nope'] }, 104],
    ['an invalid id', { userid: 'maria/souza' }, 101],
    ['a password under the policy', { password: 'short' }, 107],
    ['no password and no e-mail', { password: '', email: '' }, 108],
    ['an invalid e-mail', { email: 'not-an-email' }, 101],
  ])('refuses %s', async (_name, overrides, code) => {
    if (code === 102) await ocs(origin, 'POST', '/cloud/users', { form: newUser() });
    expect(statuscode(await ocs(origin, 'POST', '/cloud/users', { form: newUser(overrides) }))).toBe(code);
  });

  it('keeps the account when only the quota is invalid (102), as Nextcloud does', async () => {
    expect(statuscode(await ocs(origin, 'POST', '/cloud/users', { form: newUser({ quota: 'lots' }) }))).toBe(102);
    expect(simulator.users().map((user) => user.id)).toContain('maria.souza');
  });
});

describe('reading, editing and deleting a user', () => {
  beforeEach(async () => {
    await createGroup('contract-42');
    await ocs(origin, 'POST', '/cloud/users', { form: newUser() });
  });

  it('reads the account with its quota in bytes', async () => {
    simulator.setUsedBytes('maria.souza', GIB);
    const data = (await ocs(origin, 'GET', '/cloud/users/maria.souza')).body.ocs.data;
    expect(data).toMatchObject({
      id: 'maria.souza',
      displayname: 'Maria Souza',
      email: 'maria@example.com',
      groups: ['contract-42'],
      enabled: true,
    });
    expect(data.quota).toEqual({ free: 4 * GIB, used: GIB, total: 5 * GIB, relative: 20, quota: 5 * GIB });
    expect(statuscode(await ocs(origin, 'GET', '/cloud/users/nobody'))).toBe(404);
  });

  it('edits one field at a time; quota as bytes or as a human size', async () => {
    const edit = (key: string, value: string) => ocs(origin, 'PUT', '/cloud/users/maria.souza', { form: { key, value } });
    expect(statuscode(await edit('displayname', 'Maria S.'))).toBe(100);
    expect(statuscode(await edit('email', 'm@example.org'))).toBe(100);
    expect(statuscode(await edit('quota', String(10 * GIB)))).toBe(100);
    expect(simulator.users().find((user) => user.id === 'maria.souza')).toMatchObject({
      displayName: 'Maria S.',
      email: 'm@example.org',
      quota: '10 GB',
    });
    expect(statuscode(await edit('quota', '2 TB'))).toBe(100);
    expect((await ocs(origin, 'GET', '/cloud/users/maria.souza')).body.ocs.data.quota.quota).toBe(2 * 1024 ** 4);
    expect(statuscode(await edit('password', 'another-long-one'))).toBe(100);
  });

  it.each([
    ['an invalid quota', 'quota', 'plenty', 102],
    ['a negative quota', 'quota', '-5', 102],
    ['an invalid e-mail', 'email', 'nope', 101],
    ['a short password', 'password', 'short', 107],
    ['a key it cannot edit', 'backend', 'x', 113],
  ])('refuses %s', async (_name, key, value, code) => {
    expect(statuscode(await ocs(origin, 'PUT', '/cloud/users/maria.souza', { form: { key, value } }))).toBe(code);
  });

  it('answers 998 for editing or deleting a missing user; deletes an existing one', async () => {
    expect(statuscode(await ocs(origin, 'PUT', '/cloud/users/nobody', { form: { key: 'email', value: 'a@b.co' } }))).toBe(998);
    expect(statuscode(await ocs(origin, 'DELETE', '/cloud/users/nobody'))).toBe(998);
    expect(statuscode(await ocs(origin, 'DELETE', '/cloud/users/maria.souza'))).toBe(100);
    expect((await ocs(origin, 'GET', '/cloud/groups/contract-42')).body.ocs.data).toEqual({ users: [] });
  });

  it('will not let the admin delete itself (101)', async () => {
    expect(statuscode(await ocs(origin, 'DELETE', '/cloud/users/central-admin'))).toBe(101);
  });
});
