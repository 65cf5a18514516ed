import { ACTIVATION_MESSAGES, APP_MESSAGES } from '@central/domain';
import { WATCH_SANDBOX_CLIENT } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { seedApp } from './support/apps';
import { recordCalls } from './support/recorded-calls';
import { PADARIA, signedIn } from './support/subscriber';
import { TEST_SECRETS } from './support/test-app';
import { connectWatchApp, seedWatchApp, watchDesk, watchSuite } from './support/watch';

/** An app's page and its activation, per integration method, against the Watch simulator and the IXC sandbox. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const recorded = recordCalls();
const { t, watch } = watchSuite({ prefetchOnSignIn: false, logger: recorded.logger });

/** The picture and texts of the suite's apps. */
const PAGE = { image: 'https://cdn.central.test/app.png', pendingText: 'Ative para usar.', activeText: 'Aproveite!' };
/** A Watch app an admin connected ('Conectar à Watch'), unless `connected: false`. */
const watchApp = (clientId = 'demo', { connected = true } = {}) =>
  seedWatchApp(
    t,
    watch,
    { ...PAGE, name: 'Watch Brasil', integrationMethod: 'watchbr', productIds: [{ id: '880', label: 'Watch Brasil' }] },
    { clientId, connected },
  );
const activate = (client: Awaited<ReturnType<typeof signedIn>>, body: object) =>
  client.post('/api/central/customer/create/content-app').send(body);

describe('a Watch app', () => {
  it('shows its page, needs an e-mail, activates at Watch once and then reads active', async () => {
    const app = await watchApp();
    const client = await signedIn(t);
    const page = await client.get(`/api/central/customer/app/${app.id}/2001/details`).expect(200);
    expect(page.body).toMatchObject({
      id: app.id,
      name: 'Watch Brasil',
      integration_method: 'watchbr',
      platform: 'watchbr',
      integration: null,
      is_active: false,
      is_online: true,
      needs_email: true,
      description: 'Ative para usar.',
      activation_email: null,
      contract: { id: '2001' },
      customer: { cpf_cnpj: '529.982.247-25' },
    });
    expect(JSON.stringify(page.body)).not.toContain(WATCH_SANDBOX_CLIENT.clientSecret);

    const noEmail = await activate(client, { contractId: '2001', customerAppId: app.id, platform: 'watchbr' });
    expect([noEmail.status, noEmail.body.message]).toEqual([400, ACTIVATION_MESSAGES.emailRequired]);
    const badEmail = await activate(client, { contractId: '2001', customerAppId: app.id, customerEmail: 'maria@' });
    expect([badEmail.status, badEmail.body.message]).toEqual([400, ACTIVATION_MESSAGES.emailInvalid]);

    const done = await activate(client, {
      contractId: '2001',
      customerAppId: app.id,
      customerEmail: 'maria.watch@example.com',
      customerName: 'Maria Souza',
    });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      message: ACTIVATION_MESSAGES.activated,
      app: { is_active: true, activation_email: 'maria.watch@example.com', description: 'Aproveite!' },
    });
    expect(watch.users()).toEqual([expect.objectContaining({ email: 'maria.watch@example.com', integrationId: '52998224725' })]);

    const again = await activate(client, { contractId: '2001', customerAppId: app.id, customerEmail: 'maria.watch@example.com' });
    expect([again.status, again.body.message]).toEqual([409, ACTIVATION_MESSAGES.alreadyActive]);
    expect((await client.get(`/api/central/customer/app/${app.id}/2001/details`).expect(200)).body.is_active).toBe(true);
    expect(watch.users()).toHaveLength(1);
  });

  it("maps Watch's refusals: an e-mail of another subscriber, and a subscriber Watch knows already", async () => {
    const app = await watchApp();
    const desk = await watchDesk(watch);
    await desk.activate({ name: 'Outra Pessoa', email: 'taken@example.com', document: '11144477735' });
    const client = await signedIn(t);
    const taken = await activate(client, { contractId: '2001', customerAppId: app.id, customerEmail: 'taken@example.com' });
    expect([taken.status, taken.body.message]).toEqual([409, ACTIVATION_MESSAGES.emailInUse]);
    expect((await client.get(`/api/central/customer/app/${app.id}/2001/details`)).body.is_active).toBe(false);

    await desk.activate({ name: 'Maria', email: 'maria@example.com', document: '52998224725' });
    const known = await activate(client, { contractId: '2001', customerAppId: app.id, customerEmail: 'maria@example.com' });
    expect([known.status, known.body.message, known.body.app.is_active]).toEqual([201, ACTIVATION_MESSAGES.alreadyActive, true]);
  });

  it('a Watch that is down gives the activation failure text, and leaves the app ready to activate again', async () => {
    const app = await watchApp();
    const client = await signedIn(t);
    watch.failNext('insert', { status: 503 });
    const down = await activate(client, { contractId: '2001', customerAppId: app.id, customerEmail: 'maria.watch@example.com' });
    expect([down.status, down.body.message]).toEqual([503, APP_MESSAGES.activationFailure]);
    expect((await activate(client, { contractId: '2001', customerAppId: app.id, customerEmail: 'maria.watch@example.com' })).status).toBe(
      201,
    );
  });

  it("answers 404 for another provider's app, a contract not entitled, or another subscriber", async () => {
    const app = await watchApp();
    const other = await watchApp('acme', { connected: false });
    const client = await signedIn(t);
    for (const path of [`${other.id}/2001`, `${app.id}/2002`, `${app.id}/2005`, `not-a-uuid/2001`]) {
      const answer = await client.get(`/api/central/customer/app/${path}/details`);
      expect([answer.status, answer.body.message]).toEqual([404, APP_MESSAGES.getAppFailure]);
    }
    const padaria = await signedIn(t, PADARIA);
    expect((await activate(padaria, { contractId: '2001', customerAppId: app.id, customerEmail: 'x@example.com' })).status).toBe(404);
    expect(watch.users()).toEqual([]);
  });
});

describe('a Watch app without a live connection', () => {
  const warnings = () => recorded.logLines().filter((line) => line.includes('Watch is not connected for this provider'));
  const attempt = async (app: { id: string }) =>
    activate(await signedIn(t), { contractId: '2001', customerAppId: app.id, customerEmail: 'maria.watch@example.com' });
  const partnerDown = [503, 'APP_PARTNER_NOT_CONNECTED', APP_MESSAGES.activationFailure];

  it('never connected: the partner-down text, nothing sent to Watch, and one warning for the provider however many attempts', async () => {
    const app = await watchApp('demo', { connected: false });
    for (let round = 0; round < 3; round++) {
      const answer = await attempt(app);
      expect([answer.status, answer.body.code, answer.body.message]).toEqual(partnerDown);
    }
    expect(watch.requests()).toEqual([]);
    expect(await t.db.prisma.customerAppActivation.count()).toBe(0);
    // The first refusal of this server for 'demo' (the suite's earlier apps were connected); the hour is watch-access.test.ts's.
    expect(warnings().map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: 40, clientId: 'demo' })]);
  });

  it('past its exp: the partner-down text without calling Watch', async () => {
    const app = await watchApp();
    await t.db.prisma.partnerConnection.update({ where: { appId: app.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    watch.reset();
    expect((await attempt(app)).body.code).toBe('APP_PARTNER_NOT_CONNECTED');
    expect(watch.requests()).toEqual([]);
  });

  it('refused by Watch (revoked): marked refused for the admin, the partner-down text, and no further call until reconnected', async () => {
    const app = await watchApp();
    watch.revokeTokens();
    const refused = await attempt(app);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual(partnerDown);
    expect((await t.db.prisma.partnerConnection.findUniqueOrThrow({ where: { appId: app.id } })).refusedAt).toBeInstanceOf(Date);
    expect(await t.db.prisma.customerAppActivation.count()).toBe(0);
    expect(
      watch
        .requests()
        .filter((entry) => entry.route === 'insert')
        .map((entry) => entry.status),
    ).toEqual([401]);
    expect((await attempt(app)).body.code).toBe('APP_PARTNER_NOT_CONNECTED');
    expect(watch.requests().filter((entry) => entry.route === 'insert')).toHaveLength(1);

    await connectWatchApp(t, app.id);
    expect((await attempt(app)).status).toBe(201);
  });

  it("sealed for another URL (the app's URL changed under it): not connected", async () => {
    const app = await watchApp();
    await t.db.prisma.customerApp.update({ where: { id: app.id }, data: { integrationUrl: `${watch.origin}/` } });
    expect((await attempt(app)).body.code).toBe('APP_PARTNER_NOT_CONNECTED');
  });

  it('never writes the access token or the client secret in a log line', async () => {
    const app = await watchApp();
    await attempt(app);
    const sealed = (await t.db.prisma.partnerConnection.findUniqueOrThrow({ where: { appId: app.id } })).accessToken;
    const token = box.open(sealed, `demo:watch:${app.id}:${watch.origin}`);
    expect(sealed).not.toContain(token);
    for (const secret of [token, WATCH_SANDBOX_CLIENT.clientSecret])
      expect(recorded.logLines().filter((line) => line.includes(secret))).toEqual([]);
  });
});

describe('other methods', () => {
  it('add_product_in_contract adds the product to the contract in IXC once; the services list shows it', async () => {
    const app = await seedApp(t, {
      ...PAGE,
      name: 'MAX',
      integrationMethod: 'add_product_in_contract',
      integrationMethodProductIds: [{ id: '886', label: 'MAX' }],
    });
    const client = await signedIn(t);
    const done = await activate(client, { contractId: '2003', customerAppId: app.id });
    expect([done.status, done.body.message, done.body.app.is_active]).toEqual([201, ACTIVATION_MESSAGES.activated, true]);
    const items = () =>
      t.sandbox.sandbox.table('demo', 'vd_contratos_produtos').filter((row) => row.id_contrato === '2003' && row.id_produto === '886');
    expect(items()).toHaveLength(1);
    expect((await activate(client, { contractId: '2003', customerAppId: app.id })).status).toBe(409);
    expect(items()).toHaveLength(1);
    const contracts = (await client.get('/api/central/customer/list/contracts').expect(200)).body.contracts;
    expect(
      contracts.find((contract: { id: string }) => contract.id === '2003').services.map((service: { name: string }) => service.name),
    ).toContain('MAX');
  });

  it('display_only is active with nothing to activate', async () => {
    const app = await seedApp(t, { ...PAGE, name: 'Guia de Canais', integrationMethod: 'display_only' });
    const client = await signedIn(t);
    expect((await client.get(`/api/central/customer/app/${app.id}/2001/details`).expect(200)).body).toMatchObject({
      is_active: true,
      is_online: true,
      needs_email: false,
    });
    const answer = await activate(client, { contractId: '2001', customerAppId: app.id });
    expect([answer.status, answer.body.message]).toEqual([400, ACTIVATION_MESSAGES.nothingToActivate]);
  });
});

describe('an app the provider switched off', () => {
  it('is left out of the list, its page says so, and it cannot be activated; switched on again it is offered', async () => {
    const app = await watchApp('demo', { connected: false });
    await t.db.prisma.customerApp.update({ where: { id: app.id }, data: { active: false } });
    const client = await signedIn(t);
    expect((await client.get('/api/central/customer/apps').expect(200)).body.apps).toEqual([]);
    expect((await client.get(`/api/central/customer/app/${app.id}/2001/details`).expect(200)).body).toMatchObject({
      id: app.id,
      active: false,
      is_active: false,
    });
    const answer = await activate(client, {
      contractId: '2001',
      customerAppId: app.id,
      platform: 'watchbr',
      customerName: 'Maria',
      customerEmail: 'maria@example.com',
    });
    expect([answer.status, answer.body.message]).toEqual([409, APP_MESSAGES.disabled]);
    expect(watch.requests()).toEqual([]);
    expect(await t.db.prisma.customerAppActivation.count()).toBe(0);

    await t.db.prisma.customerApp.update({ where: { id: app.id }, data: { active: true } });
    expect(
      (await client.get('/api/central/customer/apps').expect(200)).body.apps.map(
        (item: { customer_app: { id: string } }) => item.customer_app.id,
      ),
    ).toEqual([app.id]);
  });
});
