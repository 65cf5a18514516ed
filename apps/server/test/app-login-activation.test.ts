import { ACTIVATION_MESSAGES, APP_MESSAGES } from '@central/domain';
import { createSvaLoginSimulator, SVA_LOGIN_SANDBOX_CREDENTIALS, type SvaLoginSimulator } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { signedIn } from './support/subscriber';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/** Playhub / login_sva, a login provisioned per contract at the partner, against its simulator. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
let t: TestApp;
let partner: SvaLoginSimulator;
beforeAll(async () => {
  partner = createSvaLoginSimulator();
  await partner.listen();
  t = await startTestApp({ prefetchOnSignIn: false });
});
afterAll(async () => {
  await t?.close();
  await partner?.close();
});
beforeEach(async () => {
  await t.fresh();
  partner.reset();
  await t.db.prisma.customerApp.deleteMany();
});

async function playhub() {
  const tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } })).id;
  return t.db.prisma.customerApp.create({
    data: {
      tenantId,
      name: 'Playhub',
      image: 'https://cdn.central.test/playhub.png',
      integrationMethod: 'playhub',
      activationCriteria: 'product_in_contract',
      productIds: [{ id: '880', label: 'Watch Brasil' }],
      integrationUrl: partner.origin,
      integrationUser: SVA_LOGIN_SANDBOX_CREDENTIALS.user,
      integrationSecret: box.seal(SVA_LOGIN_SANDBOX_CREDENTIALS.secret, 'demo'),
    },
  });
}

describe('a login partner (playhub)', () => {
  it("provisions a login for the contract with the subscriber's e-mail on file, shows it, and a second time is a warning", async () => {
    const app = await playhub();
    const client = await signedIn(t);
    const done = await client.post('/api/central/customer/create/content-app').send({ contractId: '2001', customerAppId: app.id });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      message: ACTIVATION_MESSAGES.activated,
      app: { is_active: true, needs_email: false },
      credentials: { login: expect.stringContaining('@') },
    });
    const login = done.body.credentials.login;
    expect(done.body.app.activation_login).toBe(login);
    expect(partner.accounts()).toEqual([expect.objectContaining({ externalId: '2001', login })]);
    expect((await client.get(`/api/central/customer/app/${app.id}/2001/details`).expect(200)).body.activation_login).toBe(login);

    // Already active here: refused before the partner is asked.
    const again = await client.post('/api/central/customer/create/content-app').send({ contractId: '2001', customerAppId: app.id });
    expect([again.status, again.body.message]).toEqual([409, ACTIVATION_MESSAGES.alreadyActive]);
    expect(partner.accounts()).toHaveLength(1);
  });

  it('a login the partner already has for the contract reads active with a warning; a partner down gives the failure text', async () => {
    const app = await playhub();
    const client = await signedIn(t);
    partner.failNext('provision', { status: 503 });
    const down = await client.post('/api/central/customer/create/content-app').send({ contractId: '2001', customerAppId: app.id });
    expect([down.status, down.body.message]).toEqual([503, APP_MESSAGES.activationFailure]);

    await t.db.prisma.customerAppActivation.deleteMany();
    const first = await client.post('/api/central/customer/create/content-app').send({ contractId: '2001', customerAppId: app.id });
    expect(first.status).toBe(201);
    await t.db.prisma.customerAppActivation.deleteMany();
    const known = await client.post('/api/central/customer/create/content-app').send({ contractId: '2001', customerAppId: app.id });
    expect([known.status, known.body.message, known.body.app.activation_login]).toEqual([
      201,
      ACTIVATION_MESSAGES.alreadyActive,
      first.body.credentials.login,
    ]);
  });
});
