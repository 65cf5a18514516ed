import { CLOUD_STORAGE_MESSAGES as TEXT } from '@central/domain';
import { NEXTCLOUD_SANDBOX_ADMIN } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { cloudStorageSuite, GIB } from './support/cloud-storage';
import { PADARIA, signedIn } from './support/subscriber';

/** The subscriber's ATP Box over the provider's Nextcloud: the journey, the quota, whose it is and bad input. */
const { t, nextcloud, appId, replaceAtpBox, newUser, edit, mariaWithUser } = cloudStorageSuite();

describe('the ATP Box journey', () => {
  it('finds no group, creates it, lists no users, adds one, edits each field, removes it', async () => {
    const client = await signedIn(t);
    const missing = await client.get('/api/central/customer/find/cloud-group/2001').expect(404);
    expect(missing.body).toEqual({ code: 'CLOUD_GROUP_NOT_FOUND', message: TEXT.groupNotFound });

    const group = { id: 'demo-2001', contractId: '2001', cloudServiceId: appId(), quotaLimit: 100 };
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

  it('takes GB with one decimal, after a comma or a point, and Nextcloud keeps exactly that', async () => {
    const client = await mariaWithUser(60);
    const saved = await client
      .post('/api/central/customer/create/cloud-user')
      .send(newUser({ userId: 'joana', quota: '1,5' }))
      .expect(201);
    expect(saved.body.user).toMatchObject({ id: 'joana', quota: 1.5 });
    expect(nextcloud.users().find((user) => user.id === 'joana')).toMatchObject({ quota: '1.5 GB' });
    expect((await edit(client, 'quota', '2.5', { userId: 'joana' }).expect(200)).body.user).toMatchObject({ quota: 2.5 });
    expect(nextcloud.users().find((user) => user.id === 'joana')).toMatchObject({ quota: '2.5 GB' });
    await edit(client, 'quota', '37,5').expect(200);
    const list = await client.get('/api/central/customer/list/cloud-group-users/demo-2001').expect(200);
    expect(list.body.quotaAssigned).toBe(40);
    expect(list.body.users.map((user: { quota: number }) => user.quota)).toEqual([37.5, 2.5]);
  });

  it('refuses negatives, exponents, more than one decimal and 0 with a 400 in Portuguese, before Nextcloud hears of them', async () => {
    const client = await mariaWithUser();
    const before = nextcloud.requests().length;
    const typed = ['-3', -3, '1e3', '1,55', '0', 0, '0,5'];
    const created = await Promise.all(
      typed.map((quota) => client.post('/api/central/customer/create/cloud-user').send(newUser({ userId: 'joana', quota }))),
    );
    const edited = await Promise.all(typed.map((quota) => edit(client, 'quota', quota)));
    const expected = [
      TEXT.quotaTooSmall,
      TEXT.quotaTooSmall,
      TEXT.quotaInvalid,
      TEXT.quotaInvalid,
      TEXT.quotaTooSmall,
      TEXT.quotaTooSmall,
      TEXT.quotaTooSmall,
    ];
    expect(created.map((answer) => [answer.status, answer.body.fields.quota])).toEqual(expected.map((text) => [400, text]));
    expect(edited.map((answer) => [answer.status, answer.body.message])).toEqual(expected.map((text) => [400, text]));
    expect(nextcloud.requests().length).toBe(before);
  });

  it('refuses to hand out space when the entitling item does not say how much', async () => {
    await replaceAtpBox({ activationCriteria: 'any' });
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
      'Por favor, informe um e-mail válido, Por favor, informe uma senha que entre 10 e 30 caracteres, A quota deve ser de no mínimo 1 GB',
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
      [400, 'A quota deve ser de no mínimo 1 GB'],
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
          `/api/central/customer/delete/cloud-user/${userId.replaceAll('.', '%2E')}?contractId=2001&cloudServiceId=${appId()}`,
        ),
        await client.delete(`/api/central/customer/delete/cloud-user/${userId.replaceAll('.', '%2E')}`),
      );
    }
    const refusal = { code: 'CLOUD_INVALID_FIELDS', message: TEXT.userIdDotsOnly, fields: { userId: TEXT.userIdDotsOnly } };
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array.from({ length: 10 }, () => [400, refusal]));
    expect(nextcloud.requests().length).toBe(before);
  });
});
