import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { adminAppsSuite, providerPath, WATCH_FORM } from './support/admin-apps';
import { adminClient, TEST_ADMIN } from './support/staff';

/** The admin's provider apps: creating, listing, reading, editing and removing them. */
const { t, saveApp, createApp } = adminAppsSuite({ ixcTimeoutMs: 800 });

describe('the provider apps', () => {
  it('creates an app and answers it with lists as "id - label"', async () => {
    const response = await saveApp('demo', WATCH_FORM);
    expect(response.status).toBe(201);
    expect(response.body.customer_app).toEqual({
      ...WATCH_FORM,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      client_id: 'demo',
      play_store_link: null,
      active: true,
      integration: { url: 'https://api.watch.test/v1', user: 'fibrasul-client', secret_set: true },
      connection: { state: 'none', expires_at: null, callback_url: 'http://admin.localhost/api/payment/adm/watch/callback' },
    });
    const row = await t.db.prisma.customerApp.findUniqueOrThrow({ where: { id: response.body.customer_app.id } });
    expect(row.productIds).toEqual([{ id: '880', label: 'Watch Brasil' }]);
  });

  it('switches an app off and on; an edit that leaves `active` out keeps it', async () => {
    const { id } = await createApp('demo', { ...WATCH_FORM, active: false });
    const read = async () =>
      (await (await adminClient(t)).get(`${providerPath('demo')}/customer-app/${id}`).expect(200)).body.customer_app.active;
    expect(await read()).toBe(false);
    expect((await saveApp('demo', WATCH_FORM, id)).status).toBe(200);
    expect(await read()).toBe(false);
    expect((await saveApp('demo', { ...WATCH_FORM, active: true }, id)).status).toBe(200);
    expect(await read()).toBe(true);
    expect((await saveApp('demo', { ...WATCH_FORM, active: 'sim' }, id)).status).toBe(400);
  });

  it("lists a provider's apps by name and reads one", async () => {
    const watch = await createApp('demo');
    await createApp('demo', {
      ...WATCH_FORM,
      name: 'ATP Box',
      activation_criteria: 'plan_in_contract',
      product_ids: [],
      plan_ids: ['12 - Fibra 500 Mega'],
      product: '2',
    });
    await createApp('acme', { ...WATCH_FORM, name: 'Acme Nuvem' });
    const admin = await adminClient(t);

    const list = await admin.get(`${providerPath('demo')}/customer-apps`);
    expect(list.status).toBe(200);
    expect(list.body.customer_apps.map((app: { name: string }) => app.name)).toEqual(['ATP Box', 'Watch Brasil']);
    expect(list.body.customer_apps[0].plan_ids).toEqual(['12 - Fibra 500 Mega']);

    const one = await admin.get(`${providerPath('demo')}/customer-app/${watch.id}`);
    expect(one.status).toBe(200);
    expect(one.body.customer_app).toMatchObject({ id: watch.id, client_id: 'demo', name: 'Watch Brasil' });
  });

  it('gives each Watch app its own package: a second one on the same (or the default) package is refused under Produto', async () => {
    const watch = await createApp('demo');
    const oleTv = { ...WATCH_FORM, name: 'Olé TV', integration_method: 'ole_tv' };
    const refused = await saveApp('demo', oleTv);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ product: MESSAGES.watchPackageTaken });
    expect((await saveApp('demo', { ...oleTv, product: ' ' })).body.fields).toEqual({ product: MESSAGES.watchPackageTaken });

    const ole = await saveApp('demo', { ...oleTv, product: '2' });
    expect(ole.status).toBe(201);
    expect((await saveApp('demo', { ...WATCH_FORM, product: '2' }, watch.id)).body.fields).toEqual({ product: MESSAGES.watchPackageTaken });
    // An app keeps its own package when edited, and another provider's Watch apps are no matter.
    expect((await saveApp('demo', { ...WATCH_FORM, name: 'Watch' }, watch.id)).status).toBe(200);
    expect((await saveApp('acme', WATCH_FORM)).status).toBe(201);
  });

  it('edits an app and audits the fields that changed', async () => {
    const watch = await createApp('demo');
    const edited = await saveApp(
      'demo',
      {
        ...WATCH_FORM,
        integration: { ...WATCH_FORM.integration, secret: '' },
        name: 'Watch',
        activation_criteria: 'plan_in_contract',
        plan_ids: ['12 - Fibra 500 Mega', '13 - Fibra 1 Giga'],
      },
      watch.id,
    );
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
    const removed = await admin.delete(`${providerPath('demo')}/customer-app/${watch.id}/remove`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Aplicativo excluído com sucesso' });
    expect(await t.db.prisma.customerApp.count()).toBe(0);
    const again = await admin.delete(`${providerPath('demo')}/customer-app/${watch.id}/remove`);
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
      admin.get(`${providerPath('nobody')}/customer-apps`),
      admin.get(`${providerPath('nobody')}/customer-app/00000000-0000-4000-8000-000000000000`),
      admin.post(`${providerPath('nobody')}/customer-app/create`).send(WATCH_FORM),
    ]) {
      const response = await call;
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'CUSTOMER_NOT_FOUND', message: 'Cliente não encontrado' });
    }
  });

  it("answers 404 'Aplicativo não encontrado' for an unknown id, an id that is no uuid, and another provider's app", async () => {
    const acmeApp = await createApp('acme', { ...WATCH_FORM, name: 'Acme Nuvem' });
    const admin = await adminClient(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", acmeApp.id]) {
      const calls = [
        admin.get(`${providerPath('demo')}/customer-app/${encodeURIComponent(id)}`),
        admin.put(`${providerPath('demo')}/customer-app/${encodeURIComponent(id)}/edit`).send(WATCH_FORM),
        admin.delete(`${providerPath('demo')}/customer-app/${encodeURIComponent(id)}/remove`),
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
    await createApp('acme', { ...WATCH_FORM, name: 'Acme Nuvem' });
    const list = await (await adminClient(t)).get(`${providerPath('acme')}/customer-apps`);
    expect(list.body.customer_apps.map((app: { name: string }) => app.name)).toEqual(['Acme Nuvem']);
  });
});
