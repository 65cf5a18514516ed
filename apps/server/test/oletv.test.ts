import { ACTIVATION_MESSAGES, APP_MESSAGES, RECOVERY_MESSAGES } from '@central/domain';
import { WATCH_SANDBOX_OLETV_PACKAGE_ID, WATCH_SANDBOX_PACKAGE_ID } from '@central/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANA, signedIn } from './support/subscriber';
import { seedWatchApp, watchDesk, watchSuite } from './support/watch';

/** The Olé TV page's calls (/atplus/oletv), through the Watch simulator. */
const { t, watch } = watchSuite({ prefetchOnSignIn: false });
beforeEach(async () => {
  await seedWatchApp(t, watch, {
    name: 'Olé TV',
    image: 'https://cdn.central.test/ole.png',
    integrationMethod: 'ole_tv',
    productIds: [{ id: '881', label: 'Olé TV' }],
    product: WATCH_SANDBOX_OLETV_PACKAGE_ID,
  });
});

describe('/api/central/atplus/oletv', () => {
  it('checks, activates and recovers the password, only to a known e-mail', async () => {
    const client = await signedIn(t);
    const check = await client.get('/api/central/atplus/oletv/check').expect(200);
    // Maria: only 2002 (Fibra 300) includes Olé TV. Her e-mail on file is offered for the activation.
    expect(check.body).toMatchObject({ oletvAmount: 1, hasOletv: false, contractId: '2002', customerAppId: expect.any(String) });
    expect(check.body.customerEmail).toMatch(/@/);

    const active = await client.post('/api/central/atplus/oletv/active').send({ email: 'maria.ole@example.com' });
    expect([active.status, active.body.message, active.body.app.is_active]).toEqual([201, ACTIVATION_MESSAGES.activated, true]);
    expect((await client.get('/api/central/atplus/oletv/check').expect(200)).body).toMatchObject({
      hasOletv: true,
      customerEmail: 'maria.ole@example.com',
      contractId: '2002',
    });

    const stranger = await client
      .post('/api/central/atplus/oletv/recovery-password')
      .send({ email: 'someone@else.com', contractId: '2002' });
    expect([stranger.status, stranger.body.message]).toEqual([400, RECOVERY_MESSAGES.unknownEmail]);
    const sent = await client
      .post('/api/central/atplus/oletv/recovery-password')
      .send({ email: 'maria.ole@example.com', contractId: '2002' });
    expect([sent.status, sent.body.message]).toEqual([200, RECOVERY_MESSAGES.sent('maria.ole@example.com')]);
    expect(watch.emails().filter((email) => email.to === 'maria.ole@example.com')).toHaveLength(2);

    watch.failNext('getTickets', { status: 503 });
    const down = await client
      .post('/api/central/atplus/oletv/recovery-password')
      .send({ email: 'maria.ole@example.com', contractId: '2002' });
    expect([down.status, down.body.message]).toEqual([502, RECOVERY_MESSAGES.failure]);
  });

  it('with ?search=1 finds an account made at Watch elsewhere and counts it as active', async () => {
    const client = await signedIn(t);
    const email = (await client.get('/api/central/atplus/oletv/check').expect(200)).body.customerEmail;
    await (await watchDesk(watch)).activate({ name: 'Maria', email, document: '52998224725', packageId: WATCH_SANDBOX_OLETV_PACKAGE_ID });
    expect((await client.get('/api/central/atplus/oletv/check').expect(200)).body.hasOletv).toBe(false);
    expect((await client.get('/api/central/atplus/oletv/check?search=1').expect(200)).body).toMatchObject({
      hasOletv: true,
      customerEmail: email,
    });
  });

  it('after Watch Brasil with the same e-mail, activates Olé TV as a package of its own', async () => {
    const watchBrasil = await seedWatchApp(t, watch, {
      name: 'Watch Brasil',
      image: 'https://cdn.central.test/watch.png',
      integrationMethod: 'watchbr',
      productIds: [{ id: '880', label: 'Watch Brasil' }],
      product: WATCH_SANDBOX_PACKAGE_ID,
    });
    const client = await signedIn(t);
    const email = 'maria.tv@example.com';
    const first = await client
      .post('/api/central/customer/create/content-app')
      .send({ contractId: '2001', customerAppId: watchBrasil.id, customerEmail: email });
    expect([first.status, first.body.message]).toEqual([201, ACTIVATION_MESSAGES.activated]);
    // Watch Brasil's ticket is not Olé TV's: the search at Watch finds none of the Olé TV package.
    expect((await client.get('/api/central/atplus/oletv/check?search=1').expect(200)).body.hasOletv).toBe(false);

    const oletv = await client.post('/api/central/atplus/oletv/active').send({ email });
    expect([oletv.status, oletv.body.message, oletv.body.app.is_active]).toEqual([201, ACTIVATION_MESSAGES.activated, true]);
    expect(watch.tickets().map((ticket) => [ticket.email, ticket.packageId])).toEqual([
      [email, WATCH_SANDBOX_PACKAGE_ID],
      [email, WATCH_SANDBOX_OLETV_PACKAGE_ID],
    ]);
  });

  it('a subscriber whose contracts lack Olé TV has none, and cannot activate it', async () => {
    const client = await signedIn(t, ANA);
    expect((await client.get('/api/central/atplus/oletv/check').expect(200)).body).toMatchObject({ oletvAmount: 1 });
    await t.db.prisma.customerApp.updateMany({ data: { productIds: [{ id: '999', label: 'Outro' }] } });
    const bumped = await signedIn(t, ANA);
    expect((await bumped.get('/api/central/atplus/oletv/check').expect(200)).body).toMatchObject({ oletvAmount: 0, contractId: null });
    expect((await bumped.post('/api/central/atplus/oletv/active').send({ email: 'ana@example.com' })).status).toBe(404);
  });

  it('without a live connection: the check answers without asking Watch, activation and recovery give their failure texts', async () => {
    await t.db.prisma.partnerConnection.deleteMany();
    watch.reset();
    const client = await signedIn(t);
    const check = await client.get('/api/central/atplus/oletv/check?search=1').expect(200);
    expect(check.body).toMatchObject({ oletvAmount: 1, hasOletv: false, contractId: '2002' });
    const active = await client.post('/api/central/atplus/oletv/active').send({ email: 'maria.ole@example.com' });
    expect([active.status, active.body.code, active.body.message]).toEqual([
      503,
      'APP_PARTNER_NOT_CONNECTED',
      APP_MESSAGES.activationFailure,
    ]);
    const recovery = await client
      .post('/api/central/atplus/oletv/recovery-password')
      .send({ email: check.body.customerEmail, contractId: '2002' });
    expect([recovery.status, recovery.body.message]).toEqual([502, RECOVERY_MESSAGES.failure]);
    expect(watch.requests()).toEqual([]);
  });
});
