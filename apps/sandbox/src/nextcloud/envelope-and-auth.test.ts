import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNextcloudSimulator, NEXTCLOUD_SANDBOX_ADMIN, type NextcloudSimulator } from './nextcloud-simulator';
import { ADMIN_HEADERS, basicAuth, ocs, statuscode } from './test-client';

let simulator: NextcloudSimulator;
let origin: string;

beforeAll(async () => {
  simulator = createNextcloudSimulator();
  origin = await simulator.listen();
});
afterAll(() => simulator.close());
beforeEach(() => simulator.reset());

describe('the OCS envelope', () => {
  it('v1: statuscode 100, "ok", "OK", and the empty paging fields', async () => {
    const reply = await ocs(origin, 'GET', '/cloud/groups');
    expect(reply.status).toBe(200);
    expect(reply.contentType).toContain('application/json');
    expect(reply.body).toEqual({
      ocs: { meta: { status: 'ok', statuscode: 100, message: 'OK', totalitems: '', itemsperpage: '' }, data: { groups: ['admin'] } },
    });
  });

  it('v1: a failure keeps HTTP 200 and carries its code and message, with empty data', async () => {
    const reply = await ocs(origin, 'GET', '/cloud/groups/missing');
    expect(reply.status).toBe(200);
    expect(reply.body.ocs).toEqual({
      meta: { status: 'failure', statuscode: 404, message: 'The requested group could not be found', totalitems: '', itemsperpage: '' },
      data: [],
    });
  });

  it('v2: statuscode 200 on success and real HTTP statuses on failure', async () => {
    const ok = await ocs(origin, 'GET', '/cloud/groups', { version: 2 });
    expect(ok.body.ocs.meta).toEqual({ status: 'ok', statuscode: 200, message: 'OK' });
    expect((await ocs(origin, 'GET', '/cloud/groups/missing', { version: 2 })).status).toBe(404);
    const exists = await ocs(origin, 'POST', '/cloud/groups', { version: 2, form: { groupid: 'admin' } });
    expect([exists.status, statuscode(exists)]).toEqual([400, 102]);
    const gone = await ocs(origin, 'DELETE', '/cloud/users/nobody', { version: 2 });
    expect([gone.status, statuscode(gone)]).toEqual([404, 998]);
  });

  it('answers JSON for Accept: application/json and XML otherwise', async () => {
    const byAccept = await ocs(origin, 'GET', '/cloud/groups', { json: false, headers: { ...ADMIN_HEADERS, Accept: 'application/json' } });
    expect(statuscode(byAccept)).toBe(100);
    const xml = await ocs(origin, 'GET', '/cloud/groups', { json: false });
    expect(xml.contentType).toContain('application/xml');
    expect(xml.body).toContain('<statuscode>100</statuscode>');
    expect(xml.body).toContain('<groups>\n   <element>admin</element>');
  });
});

describe('authentication', () => {
  it('wrong credentials: 997 "Current user is not logged in", HTTP 401 on v1 and v2', async () => {
    const headers = { Authorization: basicAuth(NEXTCLOUD_SANDBOX_ADMIN.username, 'wrong'), 'OCS-APIRequest': 'true' };
    for (const version of [1, 2] as const) {
      const reply = await ocs(origin, 'GET', '/cloud/groups', { version, headers });
      expect(reply.status).toBe(401);
      expect(reply.body.ocs.meta).toMatchObject({ status: 'failure', statuscode: 997, message: 'Current user is not logged in' });
    }
    expect((await ocs(origin, 'GET', '/cloud/groups', { headers: { 'OCS-APIRequest': 'true' } })).status).toBe(401);
  });

  it('without OCS-APIRequest: true, HTTP 412 "CSRF check failed" outside the envelope', async () => {
    const reply = await ocs(origin, 'GET', '/cloud/groups', { headers: { Authorization: ADMIN_HEADERS.Authorization } });
    expect(reply).toMatchObject({ status: 412, body: { message: 'CSRF check failed' } });
  });

  it("an admin's app password reads, but each write marked #[PasswordConfirmationRequired] answers OCS 403, HTTP 200 on v1 and 403 on v2", async () => {
    const appPassword = {
      Authorization: basicAuth(NEXTCLOUD_SANDBOX_ADMIN.username, NEXTCLOUD_SANDBOX_ADMIN.appPassword),
      'OCS-APIRequest': 'true',
    };
    await ocs(origin, 'POST', '/cloud/groups', { form: { groupid: 'contract-42' } });
    await ocs(origin, 'POST', '/cloud/users', { form: { userid: 'maria', password: 'a-long-password', groups: ['contract-42'] } });
    for (const [method, path] of [
      ['GET', '/cloud/groups'],
      ['GET', '/cloud/groups/contract-42'],
      ['GET', '/cloud/users/maria'],
    ] as const) {
      expect([path, statuscode(await ocs(origin, method, path, { headers: appPassword }))]).toEqual([path, 100]);
    }
    const writes = [
      ['POST', '/cloud/groups', { groupid: 'contract-43' }],
      ['DELETE', '/cloud/groups/contract-42', undefined],
      ['POST', '/cloud/users', { userid: 'joana', password: 'a-long-password' }],
      ['PUT', '/cloud/users/maria', { key: 'quota', value: '5 GB' }],
      ['DELETE', '/cloud/users/maria', undefined],
    ] as const;
    for (const version of [1, 2] as const) {
      for (const [method, path, form] of writes) {
        const reply = await ocs(origin, method, path, { version, headers: appPassword, ...(form ? { form } : {}) });
        expect([version, method, path, reply.status, reply.body.ocs.meta.statuscode, reply.body.ocs.meta.message]).toEqual([
          version,
          method,
          path,
          version === 1 ? 200 : 403,
          403,
          'Password confirmation is required',
        ]);
      }
    }
    expect(simulator.groups().map((group) => group.id)).toEqual(['admin', 'contract-42']);
    expect(simulator.users().map((user) => [user.id, user.quota])).toEqual([
      ['central-admin', 'default'],
      ['maria', 'default'],
    ]);
    expect(simulator.requests().at(-1)).toMatchObject({ credential: 'app_password', ocsStatus: 403 });
    // The login password of the same account writes.
    expect(statuscode(await ocs(origin, 'DELETE', '/cloud/users/maria'))).toBe(100);
    expect(simulator.requests().at(-1)).toMatchObject({ credential: 'login_password', ocsStatus: 100 });
    expect(JSON.stringify(simulator.requests())).not.toContain(NEXTCLOUD_SANDBOX_ADMIN.appPassword);
  });

  it('a user who is not an admin gets 403', async () => {
    await ocs(origin, 'POST', '/cloud/users', { form: { userid: 'maria', password: 'a-long-password' } });
    const reply = await ocs(origin, 'GET', '/cloud/groups', {
      headers: { Authorization: basicAuth('maria', 'a-long-password'), 'OCS-APIRequest': 'true' },
    });
    expect([reply.status, statuscode(reply)]).toEqual([200, 403]);
  });
});

describe('test controls', () => {
  it('logs method, path and status, never a body or a password', async () => {
    await ocs(origin, 'POST', '/cloud/users', { form: { userid: 'maria', password: 'secret-password-1' } });
    const [entry] = simulator.requests();
    expect(entry).toMatchObject({
      method: 'POST',
      route: 'createUser',
      path: '/ocs/v1.php/cloud/users',
      status: 200,
      ocsStatus: 100,
      login: 'central-admin',
    });
    expect(JSON.stringify(simulator.requests())).not.toContain('secret-password-1');
    expect(JSON.stringify(simulator.users())).not.toContain('secret-password-1');
  });

  it('stages HTTP statuses, OCS codes and hangs, over HTTP too', async () => {
    simulator.failNext('listGroups', { status: 503 });
    expect((await ocs(origin, 'GET', '/cloud/groups')).status).toBe(503);
    await fetch(`${origin}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'createGroup', fault: { ocsStatus: 103 } }),
    });
    expect(statuscode(await ocs(origin, 'POST', '/cloud/groups', { form: { groupid: 'g1' } }))).toBe(103);
    expect(simulator.groups().map((group) => group.id)).toEqual(['admin']);
    simulator.failNext('getUser', { hang: true });
    await expect(
      fetch(`${origin}/ocs/v1.php/cloud/users/x?format=json`, { headers: ADMIN_HEADERS, signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    expect(simulator.requests().at(-1)).toMatchObject({ route: 'getUser', status: null, fault: 'hang' });
    await fetch(`${origin}/__sandbox/reset`, { method: 'POST' });
    expect(simulator.requests()).toEqual([]);
  });
});
