import { CLOUD_STORAGE_MESSAGES as TEXT } from '@central/domain';
import { NEXTCLOUD_SANDBOX_ADMIN } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { cloudStorageSuite, failure, PARTNER_TIMEOUT_MS } from './support/cloud-storage';

/** The subscriber's ATP Box when the provider's Nextcloud fails, is set up wrong or refuses a password. */
const { nextcloud, calls, replaceAtpBox, newUser, edit, mariaWithUser } = cloudStorageSuite();

describe('Nextcloud failures', () => {
  it("gives each call's text with 502, 503 or 504, never a 500 and never a hang", async () => {
    const client = await mariaWithUser();
    nextcloud.failNext('groupMembers', { status: 503 });
    expect(await failure(client.get('/api/central/customer/find/cloud-group/2001'))).toEqual([503, 'Não foi possível carregar o ATP Box.']);
    nextcloud.failNext('createGroup', { hang: true });
    const started = Date.now();
    expect(await failure(client.post('/api/central/customer/create/cloud-group').send({ contractId: '2001' }))).toEqual([
      504,
      'Não foi possível ativar o ATP Box.',
    ]);
    expect(Date.now() - started).toBeLessThan(PARTNER_TIMEOUT_MS + 2000);
    nextcloud.failNext('getUser', { status: 500 });
    expect(await failure(client.get('/api/central/customer/list/cloud-group-users/demo-2001'))).toEqual([
      503,
      'Falha ao carregar lista de usuários',
    ]);
    nextcloud.failNext('createUser', { ocsStatus: 996 });
    expect(await failure(client.post('/api/central/customer/create/cloud-user').send(newUser({ userId: 'joana' })))).toEqual([
      502,
      'Falha ao cadastrar usuário',
    ]);
    nextcloud.failNext('editUser', { hang: true });
    expect(await failure(edit(client, 'displayname', 'Maria S.'))).toEqual([504, 'Falha ao atualizar usuário']);
    nextcloud.failNext('deleteUser', { status: 502 });
    expect(await failure(client.delete('/api/central/customer/delete/cloud-user/maria.souza'))).toEqual([503, 'Falha ao remover usuário']);
  });

  it('gives 503 for a Nextcloud that is not there and 502 for wrong admin credentials', async () => {
    const client = await mariaWithUser();
    await replaceAtpBox({ url: 'http://127.0.0.1:9' });
    expect(await failure(client.get('/api/central/customer/find/cloud-group/2001'))).toEqual([503, TEXT.loadFailure]);
    await replaceAtpBox({ password: 'wrong-password' });
    expect(await failure(client.get('/api/central/customer/list/cloud-group-users/demo-2001'))).toEqual([502, TEXT.listFailure]);
  });
});

describe('a provider that gave an app password (Nextcloud 34)', () => {
  it("gives the subscriber each call's text, and the operator the exact reason and which credential to use", async () => {
    const client = await mariaWithUser();
    await replaceAtpBox({ password: NEXTCLOUD_SANDBOX_ADMIN.appPassword });
    // Reads pass: the credential is right, but of the wrong kind for writes.
    expect((await client.get('/api/central/customer/list/cloud-group-users/demo-2001').expect(200)).body.users).toHaveLength(1);
    const from = calls.logLines().length;
    expect(await failure(client.post('/api/central/customer/create/cloud-user').send(newUser({ userId: 'joana' })))).toEqual([
      502,
      TEXT.createUserFailure,
    ]);
    expect(await failure(edit(client, 'quota', 20))).toEqual([502, TEXT.updateFailure]);
    expect(await failure(client.delete('/api/central/customer/delete/cloud-user/maria.souza'))).toEqual([502, TEXT.deleteFailure]);

    const reasons = calls
      .logLines()
      .slice(from)
      .map((line) => JSON.parse(line) as { level: number; msg: string; failure?: string; operation?: string; statuscode?: number })
      .filter((line) => line.failure !== undefined);
    const said =
      "Nextcloud asks for password confirmation: the ATP Box app must use the Nextcloud admin's login password, not an app password";
    expect(reasons.map(({ level, msg, failure: kind, operation, statuscode }) => [level, msg, kind, operation, statuscode])).toEqual([
      [50, said, 'password_confirmation', 'POST /cloud/users', 403],
      [50, said, 'password_confirmation', 'PUT /cloud/users/{userid}', 403],
      [50, said, 'password_confirmation', 'DELETE /cloud/users/{userid}', 403],
    ]);
    expect(nextcloud.users().find((user) => user.id === 'maria.souza')).toMatchObject({ quota: '10 GB' });
    expect(nextcloud.users().map((user) => user.id)).not.toContain('joana');
    expect(calls.logLines().filter((line) => line.includes(NEXTCLOUD_SANDBOX_ADMIN.appPassword))).toEqual([]);
  });
});

describe("Nextcloud's own password policy", () => {
  it('gives the password its own text when the instance refuses it (OCS 107)', async () => {
    const client = await mariaWithUser();
    nextcloud.failNext('createUser', { ocsStatus: 107 });
    const refused = await client.post('/api/central/customer/create/cloud-user').send(newUser({ userId: 'joana' }));
    expect([refused.status, refused.body.fields]).toEqual([400, { password: TEXT.passwordPolicy }]);
    nextcloud.failNext('editUser', { ocsStatus: 107 });
    expect(await failure(edit(client, 'password', 'senha-fraca-123'))).toEqual([400, TEXT.passwordPolicy]);
  });
});
