import { CLOUD_STORAGE_MESSAGES as TEXT } from '@central/domain';
import { createNextcloudSimulator, NEXTCLOUD_SANDBOX_ADMIN, type NextcloudSimulator } from '@central/sandbox';
import type supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { recordCalls } from './support/recorded-calls';
import { PADARIA, signedIn } from './support/subscriber';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/**
 * The subscriber's ATP Box over the provider's Nextcloud (the simulator, on a real port). Maria's contract
 * 2001 holds 'ATP Box - Nuvem 100 GB' (product 883); Padaria's 2005 holds the 500 GB one (884).
 */
const GIB = 1024 ** 3;
const PARTNER_TIMEOUT_MS = 500;
let t: TestApp;
let nextcloud: NextcloudSimulator;
let appId: string;
/** The app's log lines, for what only the operator reads. */
const calls = recordCalls();

beforeAll(async () => {
  t = await startTestApp({ partnerTimeoutMs: PARTNER_TIMEOUT_MS, logger: calls.logger });
  nextcloud = createNextcloudSimulator();
  await nextcloud.listen();
});
afterAll(async () => {
  await nextcloud.close();
  await t.close();
});
beforeEach(async () => {
  await t.fresh();
  nextcloud.reset();
  await t.db.prisma.customerApp.deleteMany();
  appId = await seedAtpBox();
});

async function seedAtpBox(fields: { url?: string; password?: string; activationCriteria?: 'any' | 'product_in_contract' } = {}) {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
  const app = await t.db.prisma.customerApp.create({
    data: {
      tenantId: tenant.id,
      name: 'ATP Box',
      image: 'https://cdn.central.test/atp-box.png',
      integrationMethod: 'api_atp_box',
      activationCriteria: fields.activationCriteria ?? 'product_in_contract',
      productIds: [
        { id: '883', label: 'ATP Box 100' },
        { id: '884', label: 'ATP Box 500' },
      ],
      integrationUrl: fields.url ?? nextcloud.origin,
      integrationUser: NEXTCLOUD_SANDBOX_ADMIN.username,
      integrationSecret: createSecretBox(TEST_SECRETS.secretsKey).seal(fields.password ?? NEXTCLOUD_SANDBOX_ADMIN.password, 'demo'),
    },
  });
  return app.id;
}

const newUser = (fields: Record<string, unknown> = {}) => ({
  cloudServiceId: appId,
  contractId: '2001',
  displayName: 'Maria Souza',
  email: 'maria@example.com',
  password: 'nuvem-da-maria',
  quota: 10,
  quotaUnitType: 'GB',
  userId: 'maria.souza',
  ...fields,
});
const edit = (client: supertest.Agent, key: string, value: unknown, fields: Record<string, unknown> = {}) =>
  client
    .put('/api/central/customer/edit/cloud-user')
    .send({ userId: 'maria.souza', key, value, contractId: '2001', cloudServiceId: appId, ...fields });

/** Maria's group with one user of `quota` GB. */
async function mariaWithUser(quota = 10) {
  const client = await signedIn(t);
  await client
    .post('/api/central/customer/create/cloud-group')
    .send({ contractId: '2001', customerCpfOrCnpj: '529.982.247-25', customerName: 'Maria' })
    .expect(201);
  await client.post('/api/central/customer/create/cloud-user').send(newUser({ quota })).expect(201);
  return client;
}

describe('the ATP Box journey', () => {
  it('finds no group, creates it, lists no users, adds one, edits each field, removes it', async () => {
    const client = await signedIn(t);
    const missing = await client.get('/api/central/customer/find/cloud-group/2001').expect(404);
    expect(missing.body).toEqual({ code: 'CLOUD_GROUP_NOT_FOUND', message: TEXT.groupNotFound });

    const group = { id: 'demo-2001', contractId: '2001', cloudServiceId: appId, quotaLimit: 100 };
    const created = await client
      .post('/api/central/customer/create/cloud-group')
      .send({ contractId: '2001', customerCpfOrCnpj: '529.982.247-25', customerName: 'Maria' });
    expect([created.status, created.body]).toEqual([201, { group }]);
    expect((await client.get('/api/central/customer/find/cloud-group/2001').expect(200)).body).toEqual({ group });
    expect((await client.get('/api/central/customer/list/cloud-group-users/demo-2001').expect(200)).body).toEqual({
      users: [],
      quotaLimit: 100,
      quotaAssigned: 0,
    });

    const saved = await client.post('/api/central/customer/create/cloud-user').send(newUser()).expect(201);
    const maria = { id: 'maria.souza', displayname: 'Maria Souza', email: 'maria@example.com', quota: 10, quotaUnitType: 'GB', used: 0 };
    expect(saved.body).toEqual({ message: TEXT.created, user: maria });
    nextcloud.setUsedBytes('maria.souza', GIB / 2);
    expect((await client.get('/api/central/customer/list/cloud-group-users/demo-2001').expect(200)).body).toEqual({
      users: [{ ...maria, used: 0.5 }],
      quotaLimit: 100,
      quotaAssigned: 10,
    });
    expect(nextcloud.users().find((user) => user.id === 'maria.souza')).toMatchObject({ groups: ['demo-2001'], quota: '10 GB' });

    expect((await edit(client, 'displayname', 'Maria S.').expect(200)).body).toEqual({
      message: 'Usuário atualizado',
      user: { ...maria, displayname: 'Maria S.', used: 0.5 },
    });
    await edit(client, 'email', 'm@example.org').expect(200);
    expect((await edit(client, 'quota', '20').expect(200)).body.user).toMatchObject({ quota: 20 });
    await edit(client, 'password', 'outra-senha-longa').expect(200);
    expect((await client.get('/api/central/customer/list/cloud-group-users/demo-2001')).body.users).toEqual([
      { ...maria, displayname: 'Maria S.', email: 'm@example.org', quota: 20, used: 0.5 },
    ]);

    const removed = await client.delete('/api/central/customer/delete/cloud-user/maria.souza').expect(200);
    expect(removed.body).toEqual({ message: TEXT.deleted });
    expect((await client.get('/api/central/customer/list/cloud-group-users/demo-2001')).body.users).toEqual([]);
  });

  it('takes the e-mail as the login name when no userId is given, and refuses a taken one', async () => {
    const client = await mariaWithUser();
    const saved = await client
      .post('/api/central/customer/create/cloud-user')
      .send(newUser({ userId: '', email: 'joana@example.com' }))
      .expect(201);
    expect(saved.body.user.id).toBe('joana@example.com');
    const taken = await client.post('/api/central/customer/create/cloud-user').send(newUser({ email: 'other@example.com' }));
    expect([taken.status, taken.body]).toEqual([
      409,
      { code: 'CLOUD_USER_EXISTS', message: TEXT.userIdTaken, fields: { userId: TEXT.userIdTaken } },
    ]);
  });
});

describe('quota', () => {
  it("keeps the group's quotas within the plan's 100 GB, on create and on edit", async () => {
    const client = await mariaWithUser(60);
    const over = await client.post('/api/central/customer/create/cloud-user').send(newUser({ userId: 'joana', quota: 41 }));
    expect([over.status, over.body]).toEqual([
      400,
      { code: 'CLOUD_INVALID_FIELDS', message: 'Quota excede o limite', fields: { quota: 'Quota excede o limite' } },
    ]);
    await client
      .post('/api/central/customer/create/cloud-user')
      .send(newUser({ userId: 'joana', quota: 40 }))
      .expect(201);
    const editOver = await edit(client, 'quota', 61);
    expect([editOver.status, editOver.body.message]).toEqual([400, 'Quota excede o limite']);
    await edit(client, 'quota', 60).expect(200);
    await edit(client, 'quota', 59).expect(200);
    expect((await client.get('/api/central/customer/list/cloud-group-users/demo-2001')).body.quotaAssigned).toBe(99);
  });

  it('refuses to hand out space when the entitling item does not say how much', async () => {
    await t.db.prisma.customerApp.deleteMany();
    appId = await seedAtpBox({ activationCriteria: 'any' });
    const client = await signedIn(t);
    await client.post('/api/central/customer/create/cloud-group').send({ contractId: '2001' }).expect(201);
    const refused = await client.post('/api/central/customer/create/cloud-user').send(newUser());
    expect([refused.status, refused.body]).toEqual([409, { code: 'CLOUD_ALLOWANCE_UNKNOWN', message: TEXT.allowanceUnknown }]);
    expect(nextcloud.users().map((user) => user.id)).toEqual([NEXTCLOUD_SANDBOX_ADMIN.username]);
  });
});

describe('ownership', () => {
  it("Padaria (customer 1002) can neither see nor touch Maria's group and users", async () => {
    await mariaWithUser();
    const padaria = await signedIn(t, PADARIA);
    await padaria.post('/api/central/customer/create/cloud-group').send({ contractId: '2005' }).expect(201);
    const answers = await Promise.all([
      padaria.get('/api/central/customer/find/cloud-group/2001'),
      padaria.post('/api/central/customer/create/cloud-group').send({ contractId: '2001' }),
      padaria.get('/api/central/customer/list/cloud-group-users/demo-2001'),
      padaria.post('/api/central/customer/create/cloud-user').send(newUser({ userId: 'intruder' })),
      edit(padaria, 'password', 'tomada-de-conta'),
      edit(padaria, 'password', 'tomada-de-conta', { contractId: '2005' }),
      edit(padaria, 'quota', 5, { contractId: '2005' }),
      padaria.delete('/api/central/customer/delete/cloud-user/maria.souza'),
      padaria.delete('/api/central/customer/delete/cloud-user/maria.souza?contractId=2005'),
      padaria.delete('/api/central/customer/delete/cloud-user/maria.souza?contractId=2001'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(404));
    expect(nextcloud.users().find((user) => user.id === 'maria.souza')).toMatchObject({ groups: ['demo-2001'], quota: '10 GB' });
    expect(nextcloud.users().map((user) => user.id)).not.toContain('intruder');
  });

  it("answers 404 for a user outside the contract's group, another provider's group and an inactive contract", async () => {
    const client = await mariaWithUser();
    const notMine = await edit(client, 'password', 'tomada-de-conta', { userId: NEXTCLOUD_SANDBOX_ADMIN.username });
    expect([notMine.status, notMine.body]).toEqual([404, { code: 'CLOUD_USER_NOT_FOUND', message: 'Falha ao obter dados do usuário.' }]);
    expect((await client.delete(`/api/central/customer/delete/cloud-user/${NEXTCLOUD_SANDBOX_ADMIN.username}`)).status).toBe(404);
    expect((await client.get('/api/central/customer/list/cloud-group-users/acme-2001')).status).toBe(404);
    expect((await client.get('/api/central/customer/list/cloud-group-users/admin')).status).toBe(404);
    expect((await client.get('/api/central/customer/find/cloud-group/2004')).status).toBe(404);
    expect((await t.client().get('/api/central/customer/find/cloud-group/2001')).status).toBe(401);
  });
});

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
    await t.db.prisma.customerApp.deleteMany();
    appId = await seedAtpBox({ url: 'http://127.0.0.1:9' });
    expect(await failure(client.get('/api/central/customer/find/cloud-group/2001'))).toEqual([503, TEXT.loadFailure]);
    await t.db.prisma.customerApp.deleteMany();
    appId = await seedAtpBox({ password: 'wrong-password' });
    expect(await failure(client.get('/api/central/customer/list/cloud-group-users/demo-2001'))).toEqual([502, TEXT.listFailure]);
  });
});

describe('a provider that gave an app password (Nextcloud 34)', () => {
  it("gives the subscriber each call's text, and the operator the exact reason and which credential to use", async () => {
    const client = await mariaWithUser();
    await t.db.prisma.customerApp.deleteMany();
    appId = await seedAtpBox({ password: NEXTCLOUD_SANDBOX_ADMIN.appPassword });
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

describe('bad input', () => {
  it('answers 400 with the texts of every invalid field, comma-separated', async () => {
    const client = await mariaWithUser();
    const empty = await client.post('/api/central/customer/create/cloud-user').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(
      'Por favor, informe um contrato, Por favor, informe um nome, Por favor, informe um e-mail, Por favor, informe uma senha, Por favor, informe uma quota',
    );
    expect(Object.keys(empty.body.fields)).toEqual(['contractId', 'displayName', 'email', 'password', 'quota']);
    const bad = await client
      .post('/api/central/customer/create/cloud-user')
      .send(newUser({ email: 'maria@', password: 'curta', quota: 0 }));
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Por favor, informe um e-mail válido, Por favor, informe uma senha que entre 10 e 30 caracteres, value must be 1 GB or more',
    ]);
  });

  it('checks the one field an edit sends, in the words the product gives', async () => {
    const client = await mariaWithUser();
    const texts = await Promise.all([
      edit(client, 'email', 'not-an-email'),
      edit(client, 'password', ''),
      edit(client, 'password', 'curta'),
      edit(client, 'quota', 0),
      edit(client, 'enabled', 'false'),
    ]);
    expect(texts.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, 'Por favor, informe um e-mail válido'],
      [400, 'Por favor, informe uma senha'],
      [400, 'Por favor, informe uma senha que entre 10 e 30 caracteres'],
      [400, 'quota at least 1 GB'],
      [400, TEXT.keyInvalid],
    ]);
    expect(nextcloud.requests().filter((entry) => entry.route === 'editUser')).toEqual([]);
  });

  it("refuses the login names '.' and '..' with 400 before Nextcloud hears of them", async () => {
    const client = await signedIn(t);
    const before = nextcloud.requests().length;
    const answers = [];
    for (const userId of ['.', '..']) {
      answers.push(
        await client.post('/api/central/customer/create/cloud-user').send(newUser({ userId })),
        await edit(client, 'displayname', 'Maria S.', { userId }),
        await edit(client, 'password', 'tomada-de-conta', { userId }),
        // Percent-encoded so that the client sends the dots as the path parameter rather than resolving them.
        await client.delete(
          `/api/central/customer/delete/cloud-user/${userId.replaceAll('.', '%2E')}?contractId=2001&cloudServiceId=${appId}`,
        ),
        await client.delete(`/api/central/customer/delete/cloud-user/${userId.replaceAll('.', '%2E')}`),
      );
    }
    const refusal = { code: 'CLOUD_INVALID_FIELDS', message: TEXT.userIdDotsOnly, fields: { userId: TEXT.userIdDotsOnly } };
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array.from({ length: 10 }, () => [400, refusal]));
    expect(nextcloud.requests().length).toBe(before);
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

async function failure(answer: supertest.Test | Promise<supertest.Response>): Promise<[number, string]> {
  const response = await answer;
  return [response.status, response.body.message];
}
