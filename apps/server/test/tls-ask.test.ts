import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Caddy's on-demand TLS asks the server before obtaining a certificate. With TLS_DOMAINS set, the
 * names of active providers under those domains pass (by the portal's own rule), and so do their custom domains.
 * (custom-domains.test.ts proves what passes with TLS_DOMAINS unset.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ tlsDomains: ['central.example.com', 'minhafibra.com.br'] });
});
afterAll(() => t.close());

// Caddy calls over the internal network, with the server's own name as Host.
const ask = (domain?: string) =>
  t
    .client('server:3000')
    .get('/api/tls/ask')
    .query(domain === undefined ? {} : { domain });

describe('GET /api/tls/ask with TLS_DOMAINS set', () => {
  it('says yes for the names of active providers under those domains, by the same rule as the portal', async () => {
    for (const domain of ['demo.central.example.com', 'acme.central.example.com', 'portal.minhafibra.com.br']) {
      const response = await ask(domain);
      expect([domain, response.status]).toEqual([domain, 200]);
    }
  });

  it('says no for a name of no provider, one outside those domains, a bare name, an address, or no name at all', async () => {
    for (const domain of ['ninguem.central.example.com', 'acme.evil.com', 'localhost', '127.0.0.1', 'demo', '', undefined]) {
      expect([domain, (await ask(domain)).status]).toEqual([domain, 404]);
    }
    expect((await ask('x'.repeat(400))).status).toBe(400);
  });

  it('says no for a suspended provider, and yes again once it is reactivated', async () => {
    await t.db.prisma.tenant.update({ where: { clientId: 'acme' }, data: { status: 'suspended' } });
    await expect.poll(async () => (await ask('acme.central.example.com')).status, { timeout: 5_000 }).toBe(404);
    await t.db.prisma.tenant.update({ where: { clientId: 'acme' }, data: { status: 'active' } });
    await expect.poll(async () => (await ask('acme.central.example.com')).status, { timeout: 5_000 }).toBe(200);
  });
});

describe('a custom domain under the deployment’s own domains', () => {
  it("is refused when it is another provider's portal address, and nothing is saved", async () => {
    const admin = await adminClient(t);
    const taken = 'acme.central.example.com';
    const response = await admin.put('/api/payment/customer/demo/edit').send({ custom_domains: [taken] });
    const message = MESSAGES.customDomainOfDeployment.replace('{domain}', taken);
    expect([response.status, response.body]).toEqual([400, { code: 'CUSTOM_DOMAIN_TAKEN', message, fields: { custom_domains: message } }]);
    expect((await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } })).customDomains).toEqual([]);
    expect((await t.client(taken).get('/api/central/theme')).body.client_id).toBe('acme');
  });
});
