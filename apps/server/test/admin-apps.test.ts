import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, providerClient, TEST_ADMIN } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ixcTimeoutMs: 800 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.fresh();
  await t.db.prisma.customerApp.deleteMany();
  await t.db.prisma.adminAuditEvent.deleteMany();
  await t.db.prisma.tenant.updateMany({ data: { status: 'active' } });
});

const WATCH = {
  name: 'Watch Brasil',
  image: 'https://cdn.central.test/apps/watch.png',
  pending_text: 'Seu app está sendo ativado.',
  active_text: 'Aproveite!',
  app_store_link: 'https://apps.apple.com/br/app/watch-brasil/id1',
  play_store_link: '',
  activation_criteria: 'product_in_contract',
  product_ids: ['880 - Watch Brasil'],
  plan_ids: [],
  product: null,
  integration_method: 'watchbr',
  integration_method_product_ids: [],
  integration: { url: 'https://api.watch.test/v1', user: 'fibrasul-client', secret: 'watch-client-secret' },
};

const base = (clientId: string) => `/api/payment/customer/${clientId}`;

async function createApp(clientId: string, body: Record<string, unknown> = WATCH) {
  const response = await (await adminClient(t)).post(`${base(clientId)}/customer-app/create`).send(body);
  expect(response.status).toBe(201);
  return response.body.customer_app as { id: string; name: string };
}

/** A lookup, as an admin. */
const lookup = async (path: string) => (await adminClient(t)).get(path);

/** Each lookup path answers `status` with its text. */
async function expectAnswers(cases: ReadonlyArray<readonly [string, string]>, status: number) {
  for (const [path, message] of cases) {
    const response = await lookup(path);
    expect([path, response.status, response.body.message]).toEqual([path, status, message]);
  }
}

describe('the provider apps', () => {
  it('creates an app and answers it with lists as "id - label"', async () => {
    const admin = await adminClient(t);
    const response = await admin.post(`${base('demo')}/customer-app/create`).send(WATCH);
    expect(response.status).toBe(201);
    expect(response.body.customer_app).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      client_id: 'demo',
      name: 'Watch Brasil',
      image: 'https://cdn.central.test/apps/watch.png',
      pending_text: 'Seu app está sendo ativado.',
      active_text: 'Aproveite!',
      app_store_link: 'https://apps.apple.com/br/app/watch-brasil/id1',
      play_store_link: null,
      activation_criteria: 'product_in_contract',
      product_ids: ['880 - Watch Brasil'],
      plan_ids: [],
      product: null,
      integration_method: 'watchbr',
      integration_method_product_ids: [],
      active: true,
      integration: { url: 'https://api.watch.test/v1', user: 'fibrasul-client', secret_set: true },
      connection: { state: 'none', expires_at: null, callback_url: 'http://admin.localhost/api/payment/adm/watch/callback' },
    });
    const row = await t.db.prisma.customerApp.findUniqueOrThrow({ where: { id: response.body.customer_app.id } });
    expect(row.productIds).toEqual([{ id: '880', label: 'Watch Brasil' }]);
  });

  it('switches an app off and on; an edit that leaves `active` out keeps it', async () => {
    const admin = await adminClient(t);
    const { id } = (
      await admin
        .post(`${base('demo')}/customer-app/create`)
        .send({ ...WATCH, active: false })
        .expect(201)
    ).body.customer_app;
    const read = async () => (await admin.get(`${base('demo')}/customer-app/${id}`).expect(200)).body.customer_app.active;
    expect(await read()).toBe(false);
    await admin
      .put(`${base('demo')}/customer-app/${id}/edit`)
      .send(WATCH)
      .expect(200);
    expect(await read()).toBe(false);
    await admin
      .put(`${base('demo')}/customer-app/${id}/edit`)
      .send({ ...WATCH, active: true })
      .expect(200);
    expect(await read()).toBe(true);
    const wrong = await admin.put(`${base('demo')}/customer-app/${id}/edit`).send({ ...WATCH, active: 'sim' });
    expect(wrong.status).toBe(400);
  });

  it("lists a provider's apps by name and reads one", async () => {
    const watch = await createApp('demo');
    await createApp('demo', {
      ...WATCH,
      name: 'ATP Box',
      activation_criteria: 'plan_in_contract',
      product_ids: [],
      plan_ids: ['12 - Fibra 500 Mega'],
    });
    await createApp('acme', { ...WATCH, name: 'Acme Nuvem' });
    const admin = await adminClient(t);

    const list = await admin.get(`${base('demo')}/customer-apps`);
    expect(list.status).toBe(200);
    expect(list.body.customer_apps.map((app: { name: string }) => app.name)).toEqual(['ATP Box', 'Watch Brasil']);
    expect(list.body.customer_apps[0].plan_ids).toEqual(['12 - Fibra 500 Mega']);

    const one = await admin.get(`${base('demo')}/customer-app/${watch.id}`);
    expect(one.status).toBe(200);
    expect(one.body.customer_app).toMatchObject({ id: watch.id, client_id: 'demo', name: 'Watch Brasil' });
  });

  it('edits an app and audits the fields that changed', async () => {
    const watch = await createApp('demo');
    const admin = await adminClient(t);
    const edited = await admin.put(`${base('demo')}/customer-app/${watch.id}/edit`).send({
      ...WATCH,
      integration: { ...WATCH.integration, secret: '' },
      name: 'Watch',
      activation_criteria: 'plan_in_contract',
      plan_ids: ['12 - Fibra 500 Mega', '13 - Fibra 1 Giga'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.customer_app).toMatchObject({
      id: watch.id,
      name: 'Watch',
      activation_criteria: 'plan_in_contract',
      product_ids: ['880 - Watch Brasil'],
      plan_ids: ['12 - Fibra 500 Mega', '13 - Fibra 1 Giga'],
    });

    const events = await t.db.prisma.adminAuditEvent.findMany({ where: { clientId: 'demo' }, orderBy: { id: 'asc' } });
    expect(events.map((event) => event.action)).toEqual(['app_create', 'app_edit']);
    expect(events[0]!.actor).toBe(TEST_ADMIN.email);
    expect(events[0]!.changes).toMatchObject({ name: { from: null, to: 'Watch Brasil' } });
    expect(Object.keys(events[1]!.changes as object).sort()).toEqual(['activation_criteria', 'name', 'plan_ids']);
    expect(events[1]!.changes).toMatchObject({ name: { from: 'Watch Brasil', to: 'Watch' } });
  });

  it('removes an app with "Aplicativo excluído com sucesso" and audits it', async () => {
    const watch = await createApp('demo');
    const admin = await adminClient(t);
    const removed = await admin.delete(`${base('demo')}/customer-app/${watch.id}/remove`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Aplicativo excluído com sucesso' });
    expect(await t.db.prisma.customerApp.count()).toBe(0);
    const again = await admin.delete(`${base('demo')}/customer-app/${watch.id}/remove`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(MESSAGES.appNotFound);
    const last = await t.db.prisma.adminAuditEvent.findFirstOrThrow({ where: { clientId: 'demo' }, orderBy: { id: 'desc' } });
    expect(last).toMatchObject({
      action: 'app_delete',
      changes: { id: { from: watch.id, to: null }, name: { from: 'Watch Brasil', to: null } },
    });
  });

  it("answers 404 'Cliente não encontrado' for an unknown provider", async () => {
    const admin = await adminClient(t);
    for (const call of [
      admin.get(`${base('nobody')}/customer-apps`),
      admin.get(`${base('nobody')}/customer-app/00000000-0000-4000-8000-000000000000`),
      admin.post(`${base('nobody')}/customer-app/create`).send(WATCH),
    ]) {
      const response = await call;
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'CUSTOMER_NOT_FOUND', message: 'Cliente não encontrado' });
    }
  });

  it("answers 404 'Aplicativo não encontrado' for an unknown id, an id that is no uuid, and another provider's app", async () => {
    const acmeApp = await createApp('acme', { ...WATCH, name: 'Acme Nuvem' });
    const admin = await adminClient(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", acmeApp.id]) {
      const calls = [
        admin.get(`${base('demo')}/customer-app/${encodeURIComponent(id)}`),
        admin.put(`${base('demo')}/customer-app/${encodeURIComponent(id)}/edit`).send(WATCH),
        admin.delete(`${base('demo')}/customer-app/${encodeURIComponent(id)}/remove`),
      ];
      for (const call of calls) {
        const response = await call;
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ code: 'APP_NOT_FOUND', message: 'Aplicativo não encontrado' });
      }
    }
    const kept = await t.db.prisma.customerApp.findUniqueOrThrow({ where: { id: acmeApp.id } });
    expect(kept.name).toBe('Acme Nuvem');
    expect(await t.db.prisma.adminAuditEvent.count({ where: { clientId: 'demo' } })).toBe(0);
  });

  it('manages the apps of a suspended provider too', async () => {
    await t.db.prisma.tenant.update({ where: { clientId: 'acme' }, data: { status: 'suspended' } });
    await createApp('acme', { ...WATCH, name: 'Acme Nuvem' });
    const list = await (await adminClient(t)).get(`${base('acme')}/customer-apps`);
    expect(list.body.customer_apps.map((app: { name: string }) => app.name)).toEqual(['Acme Nuvem']);
  });
});

describe('the app form rules on the server', () => {
  const refused = async (body: Record<string, unknown>, path = `${base('demo')}/customer-app/create`) => {
    const response = await (await adminClient(t)).post(path).send(body);
    expect(response.status).toBe(400);
    return response.body as { code: string; message: string; fields: Record<string, string> };
  };

  it('names the missing required fields', async () => {
    const body = await refused({});
    expect(body).toEqual({
      code: 'INVALID_FIELDS',
      message: 'Por favor, informe um nome',
      fields: {
        name: 'Por favor, informe um nome',
        image: 'Por favor, informe uma imagem',
        activation_criteria: 'Por favor, informe um critério de ativação',
        integration_method: 'Por favor, informe um método de integração',
      },
    });
  });

  it("refuses an image that is not a URL with 'URL da imagem não é válida' and a bad store link", async () => {
    const body = await refused({ ...WATCH, image: 'javascript:alert(1)', play_store_link: 'play store' });
    expect(body.message).toBe('URL da imagem não é válida');
    expect(body.fields).toEqual({ image: 'URL da imagem não é válida', play_store_link: 'Por favor, informe uma URL válida' });
  });

  it("refuses watchbr, ole_tv, playhub and login_sva with the criterion 'any'", async () => {
    for (const method of ['watchbr', 'ole_tv', 'playhub', 'login_sva']) {
      const body = await refused({ ...WATCH, activation_criteria: 'any', integration_method: method });
      expect(body.fields).toEqual({ integration_method: 'Opção não permitida para o critério de ativação selecionado' });
    }
    expect(
      (await createApp('demo', { ...WATCH, activation_criteria: 'any', integration_method: 'display_only', product_ids: [] })).name,
    ).toBe('Watch Brasil');
  });

  it('refuses ids that are not digits, ids given twice and empty lists for the contract criteria', async () => {
    expect((await refused({ ...WATCH, product_ids: ['abc - Watch'] })).fields).toEqual({ product_ids: 'O ID deve conter apenas números' });
    expect((await refused({ ...WATCH, product_ids: ['880 - Watch', '880 - Watch Brasil'] })).fields).toEqual({
      product_ids: 'Produto já adicionado',
    });
    const plans = { ...WATCH, activation_criteria: 'plan_in_contract', plan_ids: ['12 - Fibra', '12 - Fibra 500 Mega'] };
    expect((await refused(plans)).fields).toEqual({ plan_ids: 'Plano já adicionado' });
    expect((await refused({ ...WATCH, product_ids: [] })).fields).toEqual({ product_ids: MESSAGES.appProductsRequired });
    expect((await refused({ ...plans, plan_ids: [] })).fields).toEqual({ plan_ids: MESSAGES.appPlansRequired });
  });

  it('applies the same rules on edit and leaves the app as it was', async () => {
    const watch = await createApp('demo');
    const response = await (
      await adminClient(t)
    )
      .put(`${base('demo')}/customer-app/${watch.id}/edit`)
      .send({ ...WATCH, image: 'not a url' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.appImageInvalid);
    expect((await t.db.prisma.customerApp.findUniqueOrThrow({ where: { id: watch.id } })).image).toBe(WATCH.image);
  });
});

describe('who may call', () => {
  const calls = (client: Awaited<ReturnType<typeof adminClient>>) => [
    client.get(`${base('demo')}/customer-apps`),
    client.get(`${base('demo')}/customer-app/00000000-0000-4000-8000-000000000000`),
    client.post(`${base('demo')}/customer-app/create`).send(WATCH),
    client.put(`${base('demo')}/customer-app/00000000-0000-4000-8000-000000000000/edit`).send(WATCH),
    client.delete(`${base('demo')}/customer-app/00000000-0000-4000-8000-000000000000/remove`),
    client.get('/api/payment/product/880?client_id=demo'),
    client.get('/api/payment/plan/12?client_id=demo'),
    client.get('/api/payment/subject/1?client_id=demo'),
  ];

  it('answers 401 without a session', async () => {
    for (const call of calls(t.client('admin.localhost'))) expect((await call).status).toBe(401);
  });

  it('answers 403 to a provider, even about its own apps', async () => {
    for (const call of calls(await providerClient(t, 'demo'))) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.adminForbidden);
    }
    expect(await t.db.prisma.customerApp.count()).toBe(0);
  });
});

describe("the lookups in the provider's IXC", () => {
  it("finds a product, a plan (by its nome, answered as grupo) and a subject in that provider's ERP", async () => {
    expect((await lookup('/api/payment/product/880?client_id=demo')).body).toEqual({ product: { id: '880', descricao: 'Watch Brasil' } });
    expect((await lookup('/api/payment/product/880?client_id=acme')).body).toEqual({
      product: { id: '880', descricao: 'Acme Nuvem 50 GB' },
    });
    expect((await lookup('/api/payment/plan/12?client_id=demo')).body).toEqual({ plan: { id: '12', grupo: 'Fibra 500 Mega' } });
    expect((await lookup('/api/payment/plan/31?client_id=acme')).body).toEqual({ plan: { id: '31', grupo: 'Turbo 200 Mega' } });
    expect((await lookup('/api/payment/subject/1?client_id=demo')).body).toEqual({
      subject: { id: '1', assunto: 'Sem conexão com a internet' },
    });
  });

  it("answers 404 'não encontrado' for an id the ERP does not have", async () => {
    const cases = [
      ['/api/payment/product/99999?client_id=demo', 'Produto não encontrado'],
      ['/api/payment/plan/31?client_id=demo', 'Plano não encontrado'],
      ['/api/payment/subject/999?client_id=demo', 'Assunto não encontrado'],
    ] as const;
    await expectAnswers(cases, 404);
  });

  it('answers 400 for an id that is not digits, before calling the ERP', async () => {
    t.sandbox.sandbox.resetStats();
    const cases = [
      ['/api/payment/product/88a?client_id=demo', 'O ID deve conter apenas números'],
      ['/api/payment/plan/-1?client_id=demo', 'O ID deve conter apenas números'],
      ['/api/payment/subject/1%20or%201?client_id=demo', 'ID do assunto inválido'],
    ] as const;
    await expectAnswers(cases, 400);
    expect(t.sandbox.sandbox.stats().total).toBe(0);
  });

  it("answers 404 'Cliente não encontrado' without a client_id or with an unknown one", async () => {
    for (const path of ['/api/payment/product/880', '/api/payment/plan/12?client_id=nobody', '/api/payment/subject/1?client_id=']) {
      const response = await lookup(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'CUSTOMER_NOT_FOUND', message: 'Cliente não encontrado' });
    }
  });

  it('looks up in the ERP of a suspended provider', async () => {
    await t.db.prisma.tenant.update({ where: { clientId: 'acme' }, data: { status: 'suspended' } });
    expect((await lookup('/api/payment/product/880?client_id=acme')).body).toEqual({
      product: { id: '880', descricao: 'Acme Nuvem 50 GB' },
    });
  });

  it('answers 503 with its own text when the ERP is down, and soon when it is slow', async () => {
    t.sandbox.sandbox.setFaults({ down: true });
    const down = await lookup('/api/payment/product/880?client_id=demo');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ code: 'LOOKUP_UNAVAILABLE', message: MESSAGES.lookupUnavailable });

    t.sandbox.sandbox.setFaults({ down: false, latencyMs: 5_000 });
    const started = Date.now();
    const slow = await lookup('/api/payment/subject/1?client_id=demo');
    expect(slow.status).toBe(503);
    expect(slow.body.message).toBe(MESSAGES.lookupUnavailable);
    expect(Date.now() - started).toBeLessThan(2_000);

    t.sandbox.sandbox.setFaults({ latencyMs: 0, errorRate: 1 });
    expect((await lookup('/api/payment/plan/12?client_id=demo')).body.message).toBe(MESSAGES.lookupUnavailable);
  });
});
