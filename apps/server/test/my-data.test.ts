import { CARD_MESSAGES, MESSAGES, todayIn } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MARIA, PADARIA, signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

const MY_DATA = '/api/central/customer/my-data';
const DPO = 'dpo@provedordemo.example.com';
/** Marks in the stored rows that must never leave the server. */
const SECRETS = [
  'ENDPOINT-SECRET',
  'P256DH-SECRET',
  'AUTH-SECRET',
  'SEALED-TOKEN',
  'FINGERPRINT-SECRET',
  'GATEWAY-PAYMENT',
  'GATEWAY-TID',
  'PARTNER-REF',
  '189.40.77.12',
];

let t: TestApp;
const tenantIds: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({
    tenants: (records) => [
      { ...records[0]!, dpo_email: DPO },
      ...records.slice(1),
      // The demo's ERP and subscribers, without card payments.
      { ...records[0]!, client_id: 'semcartao', alias: 'Sem Cartão', feature_flags: [] },
    ],
  });
  for (const tenant of await t.db.prisma.tenant.findMany()) tenantIds[tenant.clientId] = tenant.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.fresh();
  await t.db.prisma.pushSubscription.deleteMany();
  await t.db.prisma.cardPayment.deleteMany();
  await t.db.prisma.card.deleteMany();
  await t.db.prisma.customerAppActivation.deleteMany();
  await t.db.prisma.customerApp.deleteMany();
  await t.db.prisma.auditEvent.deleteMany();
  await t.db.prisma.session.deleteMany();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** What the portal keeps for customer 1001 (Maria) at `clientId`, each row marked with secrets that must stay inside. */
async function keptFor(clientId: string, customerId = '1001') {
  const tenantId = tenantIds[clientId]!;
  const owner = { tenantId, customerId };
  const device = await t.db.prisma.pushSubscription.create({
    data: {
      ...owner,
      endpoint: `https://fcm.googleapis.com/fcm/send/ENDPOINT-SECRET-${clientId}-${customerId}`,
      p256dh: 'P256DH-SECRET',
      auth: 'AUTH-SECRET',
      invoiceRange: 5,
      createdAt: daysAgo(3),
    },
  });
  const card = await t.db.prisma.card.create({
    data: {
      ...owner,
      gatewayToken: 'SEALED-TOKEN',
      fingerprint: `FINGERPRINT-SECRET-${clientId}-${customerId}`,
      brand: 'visa',
      last4: '1111',
      expiry: '12/2031',
      holder: 'MARIA S SOUZA',
      alias: 'Visa final 1111',
      createdAt: daysAgo(2),
    },
  });
  await t.db.prisma.cardPayment.create({
    data: {
      ...owner,
      // One live attempt per invoice and provider (a partial unique index): each subscriber pays a bill of their own.
      invoiceId: customerId === '1001' ? '5003' : `9${customerId}`,
      cardId: card.id,
      installments: 2,
      amountCents: 9990,
      totalCents: 10225,
      state: 'done',
      gatewayPaymentId: 'GATEWAY-PAYMENT-ID',
      gatewayTid: 'GATEWAY-TID',
      cardBrand: 'visa',
      cardLast4: '1111',
      createdAt: daysAgo(1),
    },
  });
  const app = await t.db.prisma.customerApp.create({
    data: { tenantId, name: `Watch ${clientId}`, image: 'https://img.example.com/w.png', integrationMethod: 'watch' },
  });
  await t.db.prisma.customerAppActivation.create({
    data: {
      ...owner,
      contractId: '2001',
      customerAppId: app.id,
      email: 'maria@example.com',
      partnerRef: 'PARTNER-REF',
      createdAt: daysAgo(4),
    },
  });
  return { device, card };
}

async function audited(clientId: string, entry: { action: string; outcome?: string; subject: string; ip?: string; createdAt?: Date }) {
  await t.db.prisma.auditEvent.create({ data: { tenantId: tenantIds[clientId]!, outcome: 'success', ip: '189.40.77.12', ...entry } });
}

describe("'Meus dados'", () => {
  it('answers what the portal keeps about the signed-in subscriber alone, as a JSON attachment with no secret in it', async () => {
    const first = await signedIn(t);
    const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const second = t.client('demo.localhost').set('user-agent', android);
    await second.post('/api/central/sign-in').send(MARIA).expect(200);
    await signedIn(t, PADARIA);
    const { device, card } = await keptFor('demo');
    await keptFor('demo', '1002');
    await keptFor('acme');
    await t.db.prisma.session.create({
      data: { id: 'ACME-SESSION-ID', tenantId: tenantIds.acme!, customerId: '1001', customerName: 'Outra', expiresAt: daysAgo(-1) },
    });
    await audited('demo', { action: 'password-change', subject: '1001', createdAt: daysAgo(10) });
    await audited('demo', {
      action: 'password-change',
      outcome: 'current-password-invalid',
      subject: '1001',
      ip: '2804:14c:65a1:9000::1',
      createdAt: daysAgo(20),
    });
    // Older than the retention, another subscriber's, another provider's, and a sign-in under a masked CPF many share.
    await audited('demo', { action: 'password-change', subject: '1001', createdAt: daysAgo(200) });
    await audited('demo', { action: 'password-change', subject: '1002' });
    await audited('acme', { action: 'password-change', subject: '1001' });
    await audited('demo', { action: 'sign-in', subject: '***.982.***-**' });

    const response = await first.get(MY_DATA).expect(200);

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="meus-dados-provedor-demo-${todayIn('America/Sao_Paulo')}.json"`,
    );
    const moment = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(response.body).toEqual({
      generatedAt: moment,
      subscriber: { customerId: '1001', name: expect.stringContaining('Maria') },
      controller: {
        alias: 'Provedor Demo',
        legalName: expect.any(String),
        legalDocument: expect.any(String),
        email: 'atendimento@provedordemo.example.com',
        phone: '(61) 3333-0000',
        whatsapp: '(61) 99999-0000',
        dpoEmail: DPO,
      },
      heldByProvider: MESSAGES.myDataHeldByProvider,
      sessions: [
        { device: 'Chrome no Android', startedAt: moment, lastSeenAt: moment, expiresAt: moment, current: false },
        { device: null, startedAt: moment, lastSeenAt: moment, expiresAt: moment, current: true },
      ],
      pushDevices: [
        { id: device.id, service: 'Google (Chrome, Android)', invoiceRange: 5, savedAt: device.createdAt.toISOString(), updatedAt: moment },
      ],
      cards: [
        {
          id: card.id,
          brand: 'visa',
          last4: '1111',
          expiry: '12/2031',
          holder: 'MARIA S SOUZA',
          alias: 'Visa final 1111',
          savedAt: card.createdAt.toISOString(),
        },
      ],
      cardPayments: [
        { at: moment, invoiceId: '5003', totalCents: 10225, installments: 2, card: { brand: 'visa', last4: '1111' }, outcome: 'paid' },
      ],
      appActivations: [{ app: 'Watch demo', contractId: '2001', email: 'maria@example.com', activatedAt: moment }],
      auditEntries: [
        { action: 'password-change', outcome: 'success', at: moment, ip: '189.40.*.*' },
        { action: 'password-change', outcome: 'current-password-invalid', at: moment, ip: '2804:14c:65a1:*' },
      ],
      retention: { auditDays: 183 },
    });
    const sessionIds = (await t.db.prisma.session.findMany()).map((row) => row.id);
    for (const secret of [...SECRETS, ...sessionIds]) expect(response.text).not.toContain(secret);
    // The other session sees itself as the current one.
    expect((await second.get(MY_DATA).expect(200)).body.sessions.map((row: { current: boolean }) => row.current)).toEqual([true, false]);
  });

  it("answers while the provider's ERP is down: nothing of it comes from there", async () => {
    const client = await signedIn(t);
    t.sandbox.sandbox.setFaults({ down: true });
    const response = await client.get(MY_DATA);
    t.sandbox.sandbox.setFaults({ down: false });
    expect(response.status).toBe(200);
  });

  it('is read at most 30 times per subscriber in 15 minutes', async () => {
    const client = await signedIn(t);
    for (let i = 0; i < 30; i++) await client.get(MY_DATA).expect(200);
    const refused = await client.get(MY_DATA);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.message).toBe(MESSAGES.tooManyAttempts);
  });

  it.each([
    ['GET', MY_DATA],
    ['DELETE', `${MY_DATA}/push-devices/00000000-0000-4000-8000-000000000000`],
    ['DELETE', `${MY_DATA}/cards/00000000-0000-4000-8000-000000000000`],
    ['DELETE', `${MY_DATA}/sessions/others`],
  ])('%s %s needs a session', async (method, path) => {
    const response = await t.client()[method === 'GET' ? 'get' : 'delete'](path);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.authenticationFailure);
  });
});

describe('removing what the portal alone keeps', () => {
  const auditRows = async () =>
    (await t.db.prisma.auditEvent.findMany({ where: { action: { not: 'sign-in' } }, orderBy: { id: 'asc' } })).map((row) => ({
      action: row.action,
      outcome: row.outcome,
      subject: row.subject,
    }));

  it("removes the subscriber's own push device, and refuses another subscriber's or provider's as not found", async () => {
    const maria = await signedIn(t);
    const padaria = await signedIn(t, PADARIA);
    const { device } = await keptFor('demo');
    const { device: elsewhere } = await keptFor('acme');

    for (const [client, id] of [
      [padaria, device.id],
      [maria, elsewhere.id],
      [maria, 'not-a-uuid'],
    ] as const) {
      const refused = await client.delete(`${MY_DATA}/push-devices/${id}`);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ code: 'PUSH_DEVICE_NOT_FOUND', message: MESSAGES.pushDeviceNotFound });
    }
    expect(await t.db.prisma.pushSubscription.count()).toBe(2);

    const removed = await maria.delete(`${MY_DATA}/push-devices/${device.id}`).expect(200);
    expect(removed.body).toEqual({ message: MESSAGES.pushDeviceRemoved });
    expect((await t.db.prisma.pushSubscription.findMany()).map((row) => row.id)).toEqual([elsewhere.id]);
    expect(await auditRows()).toEqual([
      { action: 'push-device-removal', outcome: 'not-found', subject: '1002' },
      { action: 'push-device-removal', outcome: 'not-found', subject: '1001' },
      { action: 'push-device-removal', outcome: 'not-found', subject: '1001' },
      { action: 'push-device-removal', outcome: 'success', subject: '1001' },
    ]);
  });

  it("removes the subscriber's own saved card, and refuses another subscriber's or provider's as not found", async () => {
    const maria = await signedIn(t);
    const padaria = await signedIn(t, PADARIA);
    const { card } = await keptFor('demo');
    const { card: elsewhere } = await keptFor('acme');

    for (const [client, id] of [
      [padaria, card.id],
      [maria, elsewhere.id],
    ] as const) {
      const refused = await client.delete(`${MY_DATA}/cards/${id}`);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ code: 'CARD_NOT_FOUND', message: CARD_MESSAGES.cardNotFound });
    }
    const removed = await maria.delete(`${MY_DATA}/cards/${card.id}`).expect(200);
    expect(removed.body).toEqual({ message: CARD_MESSAGES.cardDeleted });
    expect((await t.db.prisma.card.findMany()).map((row) => row.id)).toEqual([elsewhere.id]);
    // The payment stays, the provider's record, with the brand and last digits it kept.
    expect(
      await t.db.prisma.cardPayment.count({ where: { tenantId: tenantIds.demo, customerId: '1001', cardId: null, cardLast4: '1111' } }),
    ).toBe(1);
    expect((await auditRows()).map((row) => `${row.action} ${row.outcome} ${row.subject}`)).toEqual([
      'card-removal not-found 1002',
      'card-removal not-found 1001',
      'card-removal success 1001',
    ]);
  });

  it('removes a saved card where the provider no longer takes cards, which Meus Cartões cannot', async () => {
    const maria = await signedIn(t, MARIA, 'semcartao.localhost');
    const { card } = await keptFor('semcartao');
    await maria.delete(`/api/payment/card/${card.id}`).expect(404);
    await maria.delete(`${MY_DATA}/cards/${card.id}`).expect(200);
    expect(await t.db.prisma.card.count()).toBe(0);
  });

  it("ends the subscriber's other sessions, keeps this one, and touches no one else's", async () => {
    const here = await signedIn(t);
    const elsewhere = await signedIn(t);
    const padaria = await signedIn(t, PADARIA);
    const other = await t.db.prisma.session.create({
      data: { id: 'acme-1001', tenantId: tenantIds.acme!, customerId: '1001', customerName: 'Outra', expiresAt: daysAgo(-1) },
    });

    const ended = await here.delete(`${MY_DATA}/sessions/others`).expect(200);

    expect(ended.body).toEqual({ message: MESSAGES.otherSessionsEnded });
    await here.get('/api/central/auth/valid-token').expect(200);
    await elsewhere.get('/api/central/auth/valid-token').expect(401);
    await padaria.get('/api/central/auth/valid-token').expect(200);
    expect((await t.db.prisma.session.findUniqueOrThrow({ where: { id: other.id } })).revokedAt).toBeNull();
    expect((await here.get(MY_DATA).expect(200)).body.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(await auditRows()).toEqual([{ action: 'other-sessions-end', outcome: 'success', subject: '1001' }]);
  });
});

describe('privacy notice', () => {
  it("gives the provider's contacts, its DPO when it has one, and how long the portal keeps what it keeps, to anyone", async () => {
    const demo = await t.client().get('/api/central/privacy-notice').expect(200);
    expect(demo.body).toEqual({
      controller: expect.objectContaining({ alias: 'Provedor Demo', email: 'atendimento@provedordemo.example.com', dpoEmail: DPO }),
      retention: { auditDays: 183, returningHintDays: 365 },
    });
    const acme = await t.client('acme.localhost').get('/api/central/privacy-notice').expect(200);
    expect(acme.body.controller).toEqual(
      expect.objectContaining({ alias: 'Acme Telecom', email: null, phone: null, whatsapp: null, dpoEmail: null }),
    );
  });
});
