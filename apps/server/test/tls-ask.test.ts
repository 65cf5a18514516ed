import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 15: Caddy's on-demand TLS asks the server before obtaining a certificate; only active providers' names pass. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Caddy calls over the internal network, with the server's own name as Host.
const ask = (domain?: string) => t.client('server:3000').get('/api/tls/ask').query(domain === undefined ? {} : { domain });

describe('GET /api/tls/ask', () => {
  it('says yes for the names of active providers, by the same rule as the portal', async () => {
    for (const domain of ['demo.central.example.com', 'acme.central.example.com', 'portal.minhafibra.com.br']) {
      const response = await ask(domain);
      expect([domain, response.status]).toEqual([domain, 200]);
    }
  });

  it('says no for a name of no provider, a bare name, an address, or no name at all', async () => {
    for (const domain of ['ninguem.central.example.com', 'localhost', '127.0.0.1', 'demo', '', undefined]) {
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
