import { createECDH, createPrivateKey, createSign, createVerify, randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES } from '@central/domain';
import { SANDBOX_TOKENS } from '@central/sandbox';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { ensureVapidKeys } from '../src/modules/notifications/ensure-vapid-keys';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../src/modules/notifications/push-service-hosts';
import { isP256PublicKey } from '../src/modules/notifications/vapid-keys';
import { adminClient } from './support/staff';
import { MARIA, PADARIA, signedIn } from './support/subscriber';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/** Issue 10: the subscribers' Web Push subscriptions and each provider's VAPID key pair. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const MARIANA = { cpfOrCnpj: '529.982.247-25', password: 'alt12345' }; // acme's customer 1001, as Maria is demo's
const URL_BASE = '/api/central/config/push-notification';
const answers: string[] = [];

let t: TestApp;
let maria: supertest.Agent;
beforeAll(async () => {
  t = await startTestApp({ pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS, 'localhost:4443'] });
  maria = await signedIn(t);
});
afterAll(() => t.close());

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
};
const subscription = (endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}:APA91b${randomUUID()}`) => ({
  endpoint,
  expirationTime: null,
  keys: browserKeys(),
});
type Subscription = ReturnType<typeof subscription>;

const kept = (response: supertest.Response) => {
  answers.push(response.text);
  return response;
};
const save = async (client: supertest.Agent, sub: object, invoiceRange: unknown = 15) =>
  kept(await client.post(URL_BASE).send({ subscription: sub, invoiceRange }));
const load = async (client: supertest.Agent, key: string) => kept(await client.get(`${URL_BASE}/${encodeURIComponent(key)}`));
const remove = async (client: supertest.Agent, key: string) => kept(await client.delete(`${URL_BASE}/${encodeURIComponent(key)}`));
const rowsAt = (endpoint: string) => t.db.prisma.pushSubscription.findMany({ where: { endpoint } });
const NOT_FOUND = { code: 'PUSH_CONFIG_NOT_FOUND', message: MESSAGES.pushConfigNotFound };

describe('saving, loading and deleting a subscription', () => {
  it('saves, loads by endpoint or by the JSON subscription, updates in place, and deletes', async () => {
    const sub = subscription();
    const saved = await save(maria, sub, 15);
    expect([saved.status, saved.body]).toEqual([200, { notification_config: { invoice_range: 15 }, message: MESSAGES.notificationConfigSaved }]);
    expect((await load(maria, sub.endpoint)).body).toEqual({ notification_config: { invoice_range: 15 } });
    expect((await load(maria, JSON.stringify(sub))).body).toEqual({ notification_config: { invoice_range: 15 } });

    const renewed = { ...sub, keys: browserKeys() };
    expect((await save(maria, renewed, 5)).body.notification_config).toEqual({ invoice_range: 5 });
    const rows = await rowsAt(sub.endpoint);
    expect(rows.map((row) => [row.customerId, row.invoiceRange, row.p256dh, row.auth])).toEqual([
      ['1001', 5, renewed.keys.p256dh, renewed.keys.auth],
    ]);
    expect((await load(maria, sub.endpoint)).body).toEqual({ notification_config: { invoice_range: 5 } });

    expect((await remove(maria, JSON.stringify(sub))).status).toBe(204);
    expect(await rowsAt(sub.endpoint)).toEqual([]);
    const gone = await load(maria, sub.endpoint);
    expect([gone.status, gone.body]).toEqual([404, NOT_FOUND]);
    expect((await remove(maria, sub.endpoint)).status).toBe(204);
  });

  it('takes the ranges 15, 10, 5 and 1 as numbers, "10" or "15d", and refuses any other', async () => {
    const sub = subscription();
    for (const [given, stored] of [[15, 15], ['10', 10], ['5d', 5], [1, 1], ['15d', 15]] as const) {
      const response = await save(maria, sub, given);
      expect([given, response.status, response.body.notification_config]).toEqual([given, 200, { invoice_range: stored }]);
    }
    for (const bad of [undefined, null, 0, 30, '30d', '', 'quinze', 7.5]) {
      const body = bad === undefined ? { subscription: subscription() } : { subscription: subscription(), invoiceRange: bad };
      const response = kept(await maria.post(URL_BASE).send(body));
      expect([bad, response.status, response.body]).toEqual([bad, 400, { code: 'INVOICE_RANGE_INVALID', message: MESSAGES.notificationRangeRequired }]);
    }
    expect((await rowsAt(sub.endpoint)).map((row) => row.invoiceRange)).toEqual([15]);
  });

  it('answers 404 for a device with no saved configuration, or a parameter that names none', async () => {
    for (const key of [subscription().endpoint, '{not json', '{"endpoint":42}', 'qualquer-coisa']) {
      const response = await load(maria, key);
      expect([key, response.status, response.body]).toEqual([key, 404, NOT_FOUND]);
    }
  });

  it('answers 401 without a session on every route, storing nothing', async () => {
    const sub = subscription();
    const anonymous = t.client();
    for (const response of [await save(anonymous, sub), await load(anonymous, sub.endpoint), await remove(anonymous, sub.endpoint)]) {
      expect([response.status, response.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    expect(await rowsAt(sub.endpoint)).toEqual([]);
  });
});

describe('whose subscription', () => {
  it("hides a subscription from another subscriber of the provider and from another provider's subscriber", async () => {
    const sub = subscription();
    await save(maria, sub, 10);
    const padaria = await signedIn(t, PADARIA);
    const mariana = await signedIn(t, MARIANA, 'acme.localhost');
    for (const other of [padaria, mariana]) {
      const response = await load(other, sub.endpoint);
      expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
      expect((await remove(other, sub.endpoint)).status).toBe(204);
    }
    expect((await load(maria, sub.endpoint)).body).toEqual({ notification_config: { invoice_range: 10 } });
  });

  it('gives a shared device to the subscriber who saved it last, without a second row', async () => {
    const sub = subscription();
    await save(maria, sub, 10);
    const padaria = await signedIn(t, PADARIA);
    expect((await save(padaria, sub, 1)).status).toBe(200);
    expect((await load(padaria, sub.endpoint)).body).toEqual({ notification_config: { invoice_range: 1 } });
    expect((await load(maria, sub.endpoint)).status).toBe(404);
    expect((await rowsAt(sub.endpoint)).map((row) => row.invoiceRange)).toEqual([1]);
  });

  it("keeps one provider's subscription apart from another's at the same endpoint", async () => {
    const sub = subscription();
    await save(maria, sub, 10);
    const mariana = await signedIn(t, MARIANA, 'acme.localhost');
    await save(mariana, sub, 5);
    expect((await load(maria, sub.endpoint)).body).toEqual({ notification_config: { invoice_range: 10 } });
    expect((await load(mariana, sub.endpoint)).body).toEqual({ notification_config: { invoice_range: 5 } });
    expect(await rowsAt(sub.endpoint)).toHaveLength(2);
  });
});

describe('what a subscription may hold', () => {
  it("takes only https endpoints of the push services in PUSH_SERVICE_HOSTS", async () => {
    const allowed = ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', 'https://web.push.apple.com/QGuQ', 'https://localhost:4443/push/1'];
    for (const endpoint of allowed) expect([endpoint, (await save(maria, subscription(`${endpoint}${randomUUID()}`))).status]).toEqual([endpoint, 200]);
    const refused = [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://attacker.example.com/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://localhost/push/1',
      'https://localhost:4444/push/1',
      'https://127.0.0.1:4443/push/1',
      'https://user:pw@fcm.googleapis.com/x',
      'fcm.googleapis.com/x',
    ];
    for (const endpoint of refused) {
      const response = await save(maria, subscription(endpoint));
      expect([endpoint, response.status, response.body]).toEqual([endpoint, 400, { code: 'PUSH_SERVICE_NOT_ALLOWED', message: MESSAGES.pushServiceNotAllowed }]);
      expect(await rowsAt(endpoint)).toEqual([]);
    }
  });

  it("refuses keys that are no browser's: p256dh a P-256 point, auth 16 bytes", async () => {
    const good = browserKeys();
    const compressed = createECDH('prime256v1');
    compressed.generateKeys();
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    const badKeys: Array<Partial<Subscription['keys']> | undefined> = [
      undefined,
      { auth: good.auth },
      { ...good, p256dh: compressed.getPublicKey('base64url', 'compressed') },
      { ...good, p256dh: offCurve.toString('base64url') },
      { ...good, p256dh: `${good.p256dh.slice(0, -2)}+/` },
      { ...good, auth: randomBytes(15).toString('base64url') },
      { ...good, auth: randomBytes(32).toString('base64url') },
    ];
    for (const keys of badKeys) {
      const sub = { ...subscription(), keys };
      const response = await save(maria, sub);
      expect([keys, response.status, response.body]).toEqual([keys, 400, { code: 'PUSH_SUBSCRIPTION_INVALID', message: MESSAGES.pushSubscriptionInvalid }]);
      expect(await rowsAt(sub.endpoint)).toEqual([]);
    }
  });
});

describe("the provider's VAPID keys", () => {
  it('gives the theme a P-256 public key of its own to each provider', async () => {
    const demo = kept(await t.client('demo.localhost').get('/api/central/theme')).body.vapid_public_key;
    const acme = kept(await t.client('acme.localhost').get('/api/central/theme')).body.vapid_public_key;
    expect(isP256PublicKey(demo)).toBe(true);
    expect(isP256PublicKey(acme)).toBe(true);
    expect(demo).not.toBe(acme);
  });

  it('stores the private key sealed for its provider, matching the public key', async () => {
    const row = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
    expect(row.vapidPrivateKey).toMatch(/^v1:/);
    const d = box.open(row.vapidPrivateKey!, 'demo');
    expect(() => box.open(row.vapidPrivateKey!, 'acme')).toThrow();
    const point = Buffer.from(row.vapidPublicKey!, 'base64url');
    const [x, y] = [point.subarray(1, 33).toString('base64url'), point.subarray(33).toString('base64url')];
    const signature = createSign('SHA256').update('aud').sign({ key: createPrivateKey({ key: { kty: 'EC', crv: 'P-256', x, y, d }, format: 'jwk' }), dsaEncoding: 'ieee-p1363' });
    const publicKey = { key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk', dsaEncoding: 'ieee-p1363' } as const;
    expect(createVerify('SHA256').update('aud').verify(publicKey, signature)).toBe(true);
  });

  it('gives a provider the admin creates its keys, and its deletion removes its subscriptions', async () => {
    const admin = await adminClient(t);
    const ixcDomain = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } })).ixcDomain;
    const created = kept(
      await admin.post('/api/payment/customer/create').send({
        client_id: 'fibra-push',
        alias: 'Fibra Push',
        primary_color: '#0A7D3B',
        vertical_logo_url: 'https://cdn.fibrapush.example.com/logo.svg',
        department_id: '1',
        ixc_domain: ixcDomain,
        ixc_access_token: SANDBOX_TOKENS.demo,
      }),
    );
    expect(created.status).toBe(201);
    const theme = kept(await t.client('fibra-push.localhost').get('/api/central/theme')).body;
    expect(isP256PublicKey(theme.vapid_public_key)).toBe(true);

    const sub = subscription();
    expect((await save(await signedIn(t, MARIA, 'fibra-push.localhost'), sub)).status).toBe(200);
    expect(await rowsAt(sub.endpoint)).toHaveLength(1);
    expect(kept(await admin.delete('/api/payment/customer/fibra-push')).status).toBe(200);
    expect(await rowsAt(sub.endpoint)).toEqual([]);
  });

  it('fills the providers that lack keys at start, once, however many replicas try', async () => {
    const before = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'acme' } });
    await t.db.prisma.tenant.update({ where: { clientId: 'acme' }, data: { vapidPublicKey: null, vapidPrivateKey: null } });
    const filled = await Promise.all([ensureVapidKeys(t.db.prisma, box), ensureVapidKeys(t.db.prisma, box), ensureVapidKeys(t.db.prisma, box)]);
    expect(filled.reduce((sum, count) => sum + count, 0)).toBe(1);
    const after = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'acme' } });
    expect(isP256PublicKey(after.vapidPublicKey!)).toBe(true);
    expect(after.vapidPublicKey).not.toBe(before.vapidPublicKey);
    expect(box.open(after.vapidPrivateKey!, 'acme')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await ensureVapidKeys(t.db.prisma, box)).toBe(0);
  });

  it('never answers a private key', async () => {
    const rows = await t.db.prisma.tenant.findMany({ where: { vapidPrivateKey: { not: null } } });
    const secrets = rows.flatMap((row) => [row.vapidPrivateKey!, box.open(row.vapidPrivateKey!, row.clientId)]);
    expect(answers.length).toBeGreaterThan(30);
    for (const answer of answers) for (const secret of secrets) expect(answer).not.toContain(secret);
    expect(answers.join('\n')).not.toMatch(/vapid_private_key/);
  });
});
