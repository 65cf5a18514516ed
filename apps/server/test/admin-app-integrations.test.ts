import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { appIntegrationOf } from '../src/modules/apps/app-integration';
import { adminAppsSuite } from './support/admin-apps';
import { adminClient } from './support/staff';
import { TEST_SECRETS } from './support/test-app';

/** The partner connection (URL, user, sealed secret) of the admin's provider apps. */
const { t, saveApp, createApp } = adminAppsSuite();
const box = createSecretBox(TEST_SECRETS.secretsKey);
const SECRET = 'watch-client-secret-0001';
const CONNECTION = { url: 'https://api.watch.test/v1', user: 'fibrasul-client', secret: SECRET };
const WATCH = {
  name: 'Watch',
  image: 'https://cdn.central.test/apps/watch.png',
  activation_criteria: 'product_in_contract',
  product_ids: ['880 - Watch Brasil'],
  integration_method: 'watch',
  integration: CONNECTION,
};
const base = '/api/payment/customer/demo';

const save = (body: Record<string, unknown>, appId?: string) => saveApp('demo', body, appId);
const created = async (body: Record<string, unknown> = WATCH) => (await createApp('demo', body)).id;

const rowOf = (id: string) => t.db.prisma.customerApp.findUniqueOrThrow({ where: { id } });
const auditText = async () => JSON.stringify(await t.db.prisma.adminAuditEvent.findMany({ select: { changes: true } }));

describe("an app's partner connection", () => {
  it('seals the secret in the row and answers only that one is set', async () => {
    const response = await save(WATCH);
    expect(response.status).toBe(201);
    expect(response.body.customer_app.integration).toEqual({ url: CONNECTION.url, user: CONNECTION.user, secret_set: true });
    const row = await rowOf(response.body.customer_app.id);
    expect(row.integrationSecret).not.toContain(SECRET);
    expect(row.integrationSecret).toMatch(/^v1:/);
    expect(box.open(row.integrationSecret!, 'demo')).toBe(SECRET);
    expect(appIntegrationOf(box, 'demo', row)).toEqual(CONNECTION);
  });

  it('never answers the secret on a read or writes it in the audit trail', async () => {
    const id = await created();
    const admin = await adminClient(t);
    for (const read of [await admin.get(`${base}/customer-app/${id}`), await admin.get(`${base}/customer-apps`)]) {
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain(SECRET);
    }
    expect((await admin.get(`${base}/customer-app/${id}`)).body.customer_app.integration).toEqual({
      url: CONNECTION.url,
      user: CONNECTION.user,
      secret_set: true,
    });
    const [event] = await t.db.prisma.adminAuditEvent.findMany();
    expect(event!.changes).toMatchObject({
      integration_url: { from: null, to: CONNECTION.url },
      integration_user: { from: null, to: CONNECTION.user },
      integration_secret: { from: '[redacted]', to: '[redacted]' },
    });
    expect(await auditText()).not.toContain(SECRET);
  });

  it('keeps the stored secret when an edit leaves it out or empty, and audits no secret change', async () => {
    const id = await created();
    const sealed = (await rowOf(id)).integrationSecret;
    for (const integration of [
      { url: CONNECTION.url, user: 'other-client' },
      { ...CONNECTION, user: 'other-client', secret: '' },
    ]) {
      const response = await save({ ...WATCH, integration }, id);
      expect(response.status).toBe(200);
      expect(response.body.customer_app.integration).toEqual({ url: CONNECTION.url, user: 'other-client', secret_set: true });
      expect((await rowOf(id)).integrationSecret).toBe(sealed);
    }
    const edits = await t.db.prisma.adminAuditEvent.findMany({ where: { action: 'app_edit' }, orderBy: { id: 'asc' } });
    expect(edits.map((event) => Object.keys(event.changes as object))).toEqual([['integration_user'], []]);
  });

  it('replaces the secret when an edit gives one, and audits it redacted', async () => {
    const id = await created();
    const response = await save({ ...WATCH, integration: { ...CONNECTION, secret: 'new-secret-0002' } }, id);
    expect(response.status).toBe(200);
    expect(box.open((await rowOf(id)).integrationSecret!, 'demo')).toBe('new-secret-0002');
    const edit = await t.db.prisma.adminAuditEvent.findFirstOrThrow({ where: { action: 'app_edit' } });
    expect(edit.changes).toEqual({ integration_secret: { from: '[redacted]', to: '[redacted]' } });
    expect(await auditText()).not.toContain('new-secret-0002');
  });

  it('clears the connection of a method that talks to no partner, and asks for a secret again after', async () => {
    const id = await created();
    const cleared = await save({ ...WATCH, integration_method: 'display_only' }, id);
    expect(cleared.body.customer_app.integration).toEqual({ url: null, user: null, secret_set: false });
    expect(await rowOf(id)).toMatchObject({ integrationUrl: null, integrationUser: null, integrationSecret: null });
    const again = await save({ ...WATCH, integration: { url: CONNECTION.url, user: CONNECTION.user } }, id);
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ integration_secret: 'Por favor, informe uma senha / client secret' });
  });
});

describe('the connection rules on the server', () => {
  it("names each missing field with 'Por favor, informe um/uma {campo}' for every partner method", async () => {
    for (const method of ['watch', 'oletv', 'api_atp_box', 'api_toca_livros']) {
      const response = await save({ ...WATCH, integration_method: method, integration: undefined });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'INVALID_FIELDS',
        fields: {
          integration_url: 'Por favor, informe uma URL da integração',
          integration_user: 'Por favor, informe um usuário / client ID',
          integration_secret: 'Por favor, informe uma senha / client secret',
        },
      });
    }
    expect(await t.db.prisma.customerApp.count()).toBe(0);
  });

  it("refuses a URL that is not http(s) with 'Por favor, informe uma URL válida', and a user or secret too long", async () => {
    const response = await save({ ...WATCH, integration: { url: 'javascript:alert(1)', user: 'u'.repeat(201), secret: 's'.repeat(501) } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      integration_url: 'Por favor, informe uma URL válida',
      integration_user: 'Por favor, informe no máximo 200 caracteres',
      integration_secret: 'Por favor, informe no máximo 500 caracteres',
    });
  });

  it('leaves the stored connection as it was when an edit is refused', async () => {
    const id = await created();
    const before = await rowOf(id);
    const response = await save({ ...WATCH, integration: { ...CONNECTION, url: 'not a url', secret: 'would-be-new' } }, id);
    expect(response.status).toBe(400);
    expect(await rowOf(id)).toMatchObject({ integrationUrl: CONNECTION.url, integrationSecret: before.integrationSecret });
  });

  it('asks nothing of display_only and add_product_in_contract, and stores nothing they send', async () => {
    const id = await created({
      ...WATCH,
      activation_criteria: 'any',
      product_ids: [],
      integration_method: 'display_only',
      integration: { url: 'x', user: '', secret: 'ignored' },
    });
    expect(await rowOf(id)).toMatchObject({ integrationUrl: null, integrationUser: null, integrationSecret: null });
    const added = await created({
      ...WATCH,
      integration_method: 'add_product_in_contract',
      integration_method_product_ids: ['884 - ATP Box'],
      integration: null,
    });
    expect((await rowOf(added)).integrationSecret).toBeNull();
  });
});
