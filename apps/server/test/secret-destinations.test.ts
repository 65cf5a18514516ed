import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@central/domain';
import { CIELO_SANDBOX_MERCHANT, SANDBOX_TOKENS } from '@central/sandbox';
import type supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClient } from './support/staff';
import { MARIA } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A stored secret follows its address only when it is typed again. Changing only the
 * ERP's, the card gateway's, an app's (a partner's, Nextcloud's) or the ACS's address to another origin with the
 * secret left blank is refused with a pt-BR text under the secret, nothing is saved and the new host hears nothing;
 * typed again, the change is saved and the audit names the old and new origin. An address the server could not
 * call (`http://[::1`) is refused, and one stored before the rule no longer fails every page of its provider.
 */

/** Another origin on loopback, recording every request that reaches it: where a stolen secret would go. */
function startCapture(): Promise<{ url: string; requests: Array<{ url: string; headers: IncomingHttpHeaders }>; server: Server }> {
  const requests: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(500).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server })),
  );
}

let t: TestApp;
let admin: supertest.Agent;
let capture: Awaited<ReturnType<typeof startCapture>>;
let sandboxUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  capture = await startCapture();
  sandboxUrl = (await tenantRow()).ixcDomain;
});
afterAll(async () => {
  await new Promise((resolve) => capture.server.close(resolve));
  await t.close();
});
beforeEach(async () => {
  await t.fresh();
  capture.requests.length = 0;
  await t.db.prisma.adminAuditEvent.deleteMany();
});

const tenantRow = () => t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
const lastAudit = async () =>
  (await t.db.prisma.adminAuditEvent.findFirstOrThrow({ orderBy: { id: 'desc' } })).changes as Record<string, unknown>;
const originOf = (url: string) => new URL(url).origin;
const refused = (code: string, message: string, fields: Record<string, string>) => ({ code, message, fields });

describe('the ERP token and ixc_domain', () => {
  const edit = (body: object) => admin.put('/api/payment/customer/demo/edit').send(body);

  it('refuses a new origin without the token, saves nothing, and the ERP calls still go to the stored address', async () => {
    const before = await tenantRow();
    for (const ixcDomain of [
      capture.url,
      sandboxUrl.replace('http://', 'https://'),
      sandboxUrl.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1}`),
    ]) {
      const response = await edit({ ixc_domain: ixcDomain });
      expect([ixcDomain, response.status, response.body]).toEqual([
        ixcDomain,
        400,
        refused('INVALID_FIELDS', MESSAGES.ixcTokenRetype, { ixc_access_token: MESSAGES.ixcTokenRetype }),
      ]);
    }
    expect(await tenantRow()).toEqual(before);
    expect(await t.db.prisma.adminAuditEvent.count()).toBe(0);
    // The admin's product lookup reads the provider's ERP: it still reaches the sandbox, never the new host.
    expect((await admin.get('/api/payment/product/880').query({ client_id: 'demo' })).status).toBe(200);
    expect(capture.requests).toEqual([]);
  });

  it('keeps the token for a new path on the same origin', async () => {
    const response = await edit({ ixc_domain: `${sandboxUrl}/webservice/v1` });
    expect(response.status).toBe(200);
    expect((await tenantRow()).ixcDomain).toBe(`${sandboxUrl}/webservice/v1`);
    await edit({ ixc_domain: sandboxUrl });
  });

  it('saves a new origin with the token typed again, and the audit names the old and new origin, the token redacted', async () => {
    const response = await edit({ ixc_domain: capture.url, ixc_access_token: '9:token-do-novo-erp' });
    expect(response.status).toBe(200);
    expect((await tenantRow()).ixcDomain).toBe(capture.url);
    expect(await lastAudit()).toMatchObject({
      ixc_domain: { from: sandboxUrl, to: capture.url },
      ixc_domain_origin: { from: originOf(sandboxUrl), to: originOf(capture.url) },
      ixc_access_token: { from: '[redacted]', to: '[redacted]' },
    });
    expect(JSON.stringify(await lastAudit())).not.toContain('token-do-novo-erp');
    expect((await edit({ ixc_domain: sandboxUrl, ixc_access_token: SANDBOX_TOKENS.demo })).status).toBe(200);
  });

  it("refuses 'http://[::1' and other addresses the server could not call, saving nothing", async () => {
    const before = await tenantRow();
    for (const ixcDomain of ['http://[::1', 'erp.provedor.com.br:99999', 'http://1.2.3.999']) {
      const response = await edit({ ixc_domain: ixcDomain, ixc_access_token: '9:qualquer' });
      expect([ixcDomain, response.status, response.body]).toEqual([
        ixcDomain,
        400,
        refused('INVALID_FIELDS', MESSAGES.urlInvalid, { ixc_domain: MESSAGES.urlInvalid }),
      ]);
    }
    expect(await tenantRow()).toEqual(before);
  });

  it('serves a provider whose stored ixc_domain is no address (written before the rule): its pages answer, its ERP is unavailable', async () => {
    await t.db.prisma.tenant.update({ where: { clientId: 'demo' }, data: { ixcDomain: 'http://[::1' } });
    try {
      // Once the replica has read the change (its directory watches for edits), a sign-in needs the ERP and cannot.
      const signIn = async () => (await t.client('demo.localhost').post('/api/central/sign-in').send(MARIA)).status;
      await expect.poll(signIn, { timeout: 5_000 }).not.toBe(200);
      expect(await signIn()).toBe(503);
      expect((await t.client('demo.localhost').get('/api/central/theme')).status).toBe(200);
    } finally {
      await t.db.prisma.tenant.update({ where: { clientId: 'demo' }, data: { ixcDomain: sandboxUrl } });
    }
  });
});

describe('the card gateway merchant key', () => {
  const PATH = '/api/payment/customer/demo/card-settings';
  const stored = async () => (await admin.get(PATH)).body.card_settings as Record<string, unknown>;
  const bodyOf = ({ merchant_id, api_url, query_url, account_id, planning_account_id, receipt_type }: Record<string, unknown>) => ({
    merchant_id,
    api_url,
    query_url,
    account_id,
    planning_account_id,
    receipt_type,
  });

  it('refuses either URL on a new origin without the key, saves nothing, and the new host hears nothing', async () => {
    const before = await stored();
    for (const moved of [{ api_url: capture.url }, { query_url: capture.url }]) {
      const response = await admin.put(PATH).send({ ...bodyOf(before), ...moved });
      expect([moved, response.status, response.body]).toEqual([
        moved,
        400,
        refused('CARD_SETTINGS_INVALID', MESSAGES.merchantKeyRetype, { merchant_key: MESSAGES.merchantKeyRetype }),
      ]);
    }
    expect(await stored()).toEqual(before);
    expect(capture.requests).toEqual([]);
  });

  it('saves a new origin with the key typed again, the audit naming both origins', async () => {
    const before = await stored();
    const response = await admin
      .put(PATH)
      .send({ ...bodyOf(before), api_url: capture.url, merchant_key: CIELO_SANDBOX_MERCHANT.merchantKey });
    expect(response.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      api_url_origin: { from: originOf(before.api_url as string), to: originOf(capture.url) },
      merchant_key: { from: '[redacted]', to: '[redacted]' },
    });
    expect((await admin.put(PATH).send({ ...bodyOf(before), merchant_key: CIELO_SANDBOX_MERCHANT.merchantKey })).status).toBe(200);
  });
});

describe("a partner app's secret, Nextcloud's included", () => {
  const base = '/api/payment/customer/demo';
  const app = (method: string, url: string, secret: string | null) => ({
    name: `App ${method}`,
    image: 'https://cdn.central.test/apps/app.png',
    activation_criteria: 'product_in_contract',
    product_ids: ['880 - Watch Brasil'],
    integration_method: method,
    integration: { url, user: 'parceiro', secret },
  });

  it.each(['api_atp_box', 'playhub'])(
    '%s: refuses a new origin without the secret; typed again, saves it and audits both origins',
    async (method) => {
      const created = await admin
        .post(`${base}/customer-app/create`)
        .send(app(method, 'https://parceiro.example.com/v1', 'segredo-do-parceiro-1'));
      expect(created.status).toBe(201);
      const id = created.body.customer_app.id as string;
      const row = () => t.db.prisma.customerApp.findUniqueOrThrow({ where: { id } });
      const before = await row();

      const moved = await admin.put(`${base}/customer-app/${id}/edit`).send(app(method, capture.url, null));
      expect(moved.status).toBe(400);
      expect(moved.body).toEqual(
        refused('INVALID_FIELDS', MESSAGES.integrationSecretRetype, { integration_secret: MESSAGES.integrationSecretRetype }),
      );
      expect(await row()).toEqual(before);
      expect(capture.requests).toEqual([]);

      expect((await admin.put(`${base}/customer-app/${id}/edit`).send(app(method, 'https://parceiro.example.com/v2', null))).status).toBe(
        200,
      );
      const retyped = await admin.put(`${base}/customer-app/${id}/edit`).send(app(method, capture.url, 'segredo-novo-2'));
      expect(retyped.status).toBe(200);
      expect(await lastAudit()).toMatchObject({
        integration_url_origin: { from: 'https://parceiro.example.com', to: originOf(capture.url) },
        integration_secret: { from: '[redacted]', to: '[redacted]' },
      });
      await t.db.prisma.customerApp.delete({ where: { id } });
    },
  );
});

describe("the ACS's credential", () => {
  const form = (change: object) => ({
    acs_url: 'https://acs.provedordemo.example.com',
    acs_issuer_id: 'central',
    acs_auth: 'client_secret',
    acs_private_key: '',
    ...change,
  });

  it('refuses a new origin without the credential, saves nothing; typed again, saves it and audits both origins', async () => {
    const created = await admin.post('/api/acs/adm').send({ client_id: 'demo', ...form({ acs_private_key: 'segredo-do-acs-1' }) });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    const row = () => t.db.prisma.acsConfig.findUniqueOrThrow({ where: { id: uuid } });
    const before = await row();
    try {
      const moved = await admin.put(`/api/acs/adm/${uuid}`).send(form({ acs_url: capture.url }));
      expect([moved.status, moved.body]).toEqual([
        400,
        refused('ACS_INVALID', MESSAGES.acsInvalid, { acs_private_key: MESSAGES.acsSecretRetype }),
      ]);
      expect(await row()).toEqual(before);
      expect(capture.requests).toEqual([]);

      expect((await admin.put(`/api/acs/adm/${uuid}`).send(form({ acs_url: 'https://acs.provedordemo.example.com:443/nbi' }))).status).toBe(
        200,
      );
      expect(
        (await admin.put(`/api/acs/adm/${uuid}`).send(form({ acs_url: capture.url, acs_private_key: 'segredo-do-acs-2' }))).status,
      ).toBe(200);
      expect(await lastAudit()).toMatchObject({
        acs_url_origin: { from: 'https://acs.provedordemo.example.com', to: originOf(capture.url) },
        acs_private_key: { from: '[redacted]', to: '[redacted]' },
      });
    } finally {
      await t.db.prisma.acsConfig.deleteMany({ where: { id: uuid } });
    }
  });
});
