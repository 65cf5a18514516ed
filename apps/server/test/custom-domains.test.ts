import { MESSAGES } from '@central/domain';
import type supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClient } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A provider's own host names, kept by the admin API, served as that
 * provider by the host rule and, with TLS_DOMAINS unset (this app), the only names /api/tls/ask approves.
 */
let t: TestApp;
let admin: supertest.Agent;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.prisma.tenant.updateMany({ data: { customDomains: [], dpoEmail: null } });
});

const edit = (clientId: string, body: object) => admin.put(`/api/payment/customer/${clientId}/edit`).send(body);
const ask = (domain: string) => t.client('server:3000').get('/api/tls/ask').query({ domain });
const rowOf = (clientId: string) => t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId } });

describe('custom domains and the DPO e-mail in the admin API', () => {
  it('stores the names lower-case and the e-mail, and shows both', async () => {
    const response = await edit('acme', { custom_domains: [' Portal.Acme-Fibra.com.br ', 'central.acme.net'], dpo_email: 'dpo@acme.net' });
    expect(response.status).toBe(200);
    expect(response.body.customer).toMatchObject({
      custom_domains: ['portal.acme-fibra.com.br', 'central.acme.net'],
      dpo_email: 'dpo@acme.net',
    });
    expect((await admin.get('/api/payment/customer/acme')).body.customer).toMatchObject({
      custom_domains: ['portal.acme-fibra.com.br', 'central.acme.net'],
    });
  });

  it('refuses a name with a scheme or port, a bad e-mail, and a name another provider owns, saving nothing', async () => {
    const bad = await edit('acme', { custom_domains: ['https://portal.acme.net'], dpo_email: 'dpo@' });
    expect([bad.status, bad.body.fields]).toEqual([
      400,
      { custom_domains: MESSAGES.customDomainInvalid, dpo_email: MESSAGES.adminEmailInvalid },
    ]);
    expect((await edit('demo', { custom_domains: ['portal.acme.net'] })).status).toBe(200);
    const taken = await edit('acme', { custom_domains: ['portal.acme.net'] });
    const message = MESSAGES.customDomainTaken.replace('{domain}', 'portal.acme.net');
    expect([taken.status, taken.body]).toEqual([400, { code: 'CUSTOM_DOMAIN_TAKEN', message, fields: { custom_domains: message } }]);
    expect(await rowOf('acme')).toMatchObject({ customDomains: [], dpoEmail: null });
  });
});

describe('the host rule', () => {
  it('serves a custom domain as the provider that owns it, at once after the edit', async () => {
    expect((await t.client('portal.acme-fibra.com.br').get('/api/central/theme')).status).toBe(404);
    expect((await edit('acme', { custom_domains: ['portal.acme-fibra.com.br'] })).status).toBe(200);
    const theme = await t.client('Portal.Acme-Fibra.com.br').get('/api/central/theme');
    expect([theme.status, theme.body.client_id]).toEqual([200, 'acme']);
  });
});

describe('GET /api/tls/ask with TLS_DOMAINS unset', () => {
  it('never approves a name because its first label is a client_id: acme.evil.com gets no certificate', async () => {
    for (const domain of ['acme.evil.com', 'acme.central.example.com', 'demo.attacker.example', 'portal.minhafibra.com.br']) {
      expect([domain, (await ask(domain)).status]).toEqual([domain, 404]);
    }
  });

  it("approves an active provider's custom domain, and no longer once it is removed or the provider suspended", async () => {
    expect((await edit('acme', { custom_domains: ['portal.acme-fibra.com.br'] })).status).toBe(200);
    expect((await ask('portal.acme-fibra.com.br')).status).toBe(200);
    await t.db.prisma.tenant.update({ where: { clientId: 'acme' }, data: { status: 'suspended' } });
    await expect.poll(async () => (await ask('portal.acme-fibra.com.br')).status, { timeout: 5_000 }).toBe(404);
    await t.db.prisma.tenant.update({ where: { clientId: 'acme' }, data: { status: 'active' } });
    expect((await edit('acme', { custom_domains: [] })).status).toBe(200);
    expect((await ask('portal.acme-fibra.com.br')).status).toBe(404);
  });
});
