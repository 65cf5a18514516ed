import { APP_MESSAGES } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANA, signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

/** Which of the provider's apps a subscriber is offered, read from IXC with a bounded number of calls. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ prefetchOnSignIn: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.fresh();
  await t.db.prisma.customerApp.deleteMany();
});

const tenantId = async (clientId: string) => (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId } })).id;
async function catalogue(clientId = 'demo') {
  const id = await tenantId(clientId);
  // A second apart, as an admin adds them: the list keeps the catalogue's order (two in one millisecond go by name).
  let order = 0;
  const app = (name: string, integrationMethod: string, fields: Record<string, unknown> = {}) =>
    t.db.prisma.customerApp.create({
      data: {
        tenantId: id,
        name,
        image: `https://cdn.central.test/${integrationMethod}.png`,
        integrationMethod,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, order++)),
        ...fields,
      },
    });
  await app('Watch Brasil', 'watchbr', {
    activationCriteria: 'product_in_contract',
    productIds: [{ id: '880', label: 'Watch Brasil' }],
    appStoreLink: 'https://apps.apple.com/br/app/watch/id1',
  });
  await app('ATP Box', 'api_atp_box', {
    activationCriteria: 'product_in_contract',
    productIds: [
      { id: '883', label: 'ATP Box 100' },
      { id: '884', label: 'ATP Box 500' },
    ],
  });
  await app('Olé TV', 'ole_tv', { activationCriteria: 'plan_in_contract', planIds: [{ id: '11', label: 'Fibra 300 Mega' }] });
  await app('Guia de Canais', 'display_only');
}

describe('GET /api/central/customer/apps', () => {
  it("answers the apps of the subscriber's active contracts, with the entitling item and the contract", async () => {
    await catalogue();
    const client = await signedIn(t);
    t.sandbox.sandbox.resetStats();
    const { body } = await client.get('/api/central/customer/apps').expect(200);
    const summary = body.apps.map(
      (item: { customer_app: { name: string }; contract: { id: string }; service: { name: string } | null }) => [
        item.customer_app.name,
        item.contract.id,
        item.service?.name ?? null,
      ],
    );
    // Maria: 2001 Fibra 500 (Watch, Tocalivros, ATP Box 100, MAX), 2002 and 2003 Fibra 300 / 100; 2004 is canceled.
    expect(summary).toEqual([
      ['Watch Brasil', '2001', 'Watch Brasil'],
      ['ATP Box', '2001', 'ATP Box - Nuvem 100 GB'],
      ['Olé TV', '2002', null],
      ['Guia de Canais', '2001', null],
    ]);
    expect(body.apps[0].customer_app).toEqual({
      id: expect.any(String),
      name: 'Watch Brasil',
      image: 'https://cdn.central.test/watchbr.png',
      app_store_link: 'https://apps.apple.com/br/app/watch/id1',
      play_store_link: null,
      integration_method: 'watchbr',
    });
    // The contracts, then their items and their plans' items in parallel: 3 calls, whatever the number of contracts.
    expect(t.sandbox.sandbox.stats()).toMatchObject({ total: 3, byResource: { cliente_contrato: 1, vd_contratos_produtos: 2 } });
    await client.get('/api/central/customer/apps').expect(200);
    expect(t.sandbox.sandbox.stats().total).toBe(3);
  });

  it("lists one contract's apps at /customer/list/content-apps/{id}, none for another subscriber's contract", async () => {
    await catalogue();
    const client = await signedIn(t);
    const names = async (contractId: string) =>
      (await client.get(`/api/central/customer/list/content-apps/${contractId}`).expect(200)).body.apps.map(
        (item: { customer_app: { name: string } }) => item.customer_app.name,
      );
    expect(await names('2001')).toEqual(['Watch Brasil', 'ATP Box', 'Guia de Canais']);
    expect(await names('2002')).toEqual(['Olé TV']);
    expect(await names('2005')).toEqual([]);
  });

  it("costs no ERP call for a provider without apps, and shows nothing of another provider's catalogue", async () => {
    await catalogue('acme');
    const client = await signedIn(t);
    t.sandbox.sandbox.resetStats();
    expect((await client.get('/api/central/customer/apps').expect(200)).body).toEqual({ apps: [] });
    expect(t.sandbox.sandbox.stats().total).toBe(0);
  });

  it('offers a subscriber whose contracts hold none of the products only the apps for every contract', async () => {
    await catalogue();
    const { body } = await (await signedIn(t, ANA)).get('/api/central/customer/apps').expect(200);
    expect(body.apps.map((item: { customer_app: { name: string } }) => item.customer_app.name)).toEqual(['Olé TV', 'Guia de Canais']);
  });

  it("answers the product's text when the ERP fails, and 401 without a session", async () => {
    await catalogue();
    const client = await signedIn(t);
    t.sandbox.sandbox.setFaults({ down: true });
    const answer = await client.get('/api/central/customer/apps');
    expect([answer.status, answer.body.message]).toEqual([502, APP_MESSAGES.listFailure]);
    expect((await t.client().get('/api/central/customer/apps')).status).toBe(401);
  });
});
