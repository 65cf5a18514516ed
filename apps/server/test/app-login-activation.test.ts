import { ACTIVATION_MESSAGES, APP_MESSAGES } from '@central/domain';
import { createSvaLoginSimulator, SVA_LOGIN_SANDBOX_CREDENTIALS } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { connectionColumns, partnerAppSuite, seedApp } from './support/apps';
import { signedIn } from './support/subscriber';

/** Playhub / login_sva, a login provisioned per contract at the partner, against its simulator. */
const { t, partner } = partnerAppSuite(createSvaLoginSimulator, { prefetchOnSignIn: false });

const playhub = () =>
  seedApp(t, {
    name: 'Playhub',
    image: 'https://cdn.central.test/playhub.png',
    integrationMethod: 'playhub',
    activationCriteria: 'product_in_contract',
    productIds: [{ id: '880', label: 'Watch Brasil' }],
    ...connectionColumns({ url: partner.origin, ...SVA_LOGIN_SANDBOX_CREDENTIALS }),
  });

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
