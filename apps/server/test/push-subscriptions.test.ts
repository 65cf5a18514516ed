import { createECDH, createPrivateKey, createSign, createVerify, randomBytes, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { MESSAGES } from '@central/domain';
import { SANDBOX_TOKENS } from '@central/sandbox';
import type supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { loggerOptions } from '../src/logger';
import { ensureVapidKeys } from '../src/modules/notifications/vapid-keys-store';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../src/modules/notifications/push-service-hosts';
import { MAX_DEVICES_PER_SUBSCRIBER } from '../src/modules/notifications/subscriptions/subscriptions-store';
import { PUSH_SAVE_LIMIT } from '../src/modules/notifications/subscriptions/subscriptions-service';
import { isP256PublicKey } from '../src/modules/notifications/vapid-keys';
import { adminClient } from './support/staff';
import { ANA, MARIA, PADARIA, signedIn } from './support/subscriber';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/** The subscribers' Web Push subscriptions and each provider's VAPID key pair. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const MARIANA = { cpfOrCnpj: '529.982.247-25', password: 'alt12345' }; // acme's customer 1001, as Maria is demo's
const URL_BASE = '/api/central/config/push-notification';
const answers: string[] = [];
/** Every log line of the suite, written through the server's own masking (logger.ts). */
const logLines: string[] = [];
const logs = new PassThrough();
logs.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
/** Every endpoint the suite saved, to prove none reaches the logs. */
const endpointsSent = new Set<string>();

let t: TestApp;
let maria: supertest.Agent;
beforeAll(async () => {
  t = await startTestApp({
    pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS, 'localhost:4443'],
    logger: { ...(loggerOptions('info') as object), stream: logs },
  });
  maria = await signedIn(t);
});
afterAll(() => t.close());
// No save counts carried from one test to the next (the per-subscriber limit has tests of its own).
beforeEach(() => t.fresh());

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
const save = async (client: supertest.Agent, sub: { endpoint?: string; keys?: object }, invoiceRange: unknown = 15) => {
  if (sub.endpoint) endpointsSent.add(sub.endpoint);
  return kept(await client.post(URL_BASE).send({ subscription: sub, invoiceRange }));
};
const load = async (client: supertest.Agent, key: string) => kept(await client.get(`${URL_BASE}/${encodeURIComponent(key)}`));
const remove = async (client: supertest.Agent, key: string) => kept(await client.delete(`${URL_BASE}/${encodeURIComponent(key)}`));
const rowsAt = (endpoint: string) => t.db.prisma.pushSubscription.findMany({ where: { endpoint } });
const NOT_FOUND = { code: 'PUSH_CONFIG_NOT_FOUND', message: MESSAGES.pushConfigNotFound };
const TAKEN = { code: 'PUSH_ENDPOINT_TAKEN', message: MESSAGES.pushEndpointTaken };
/** Ana's (demo's customer 1004) devices, least recently saved first. */
const anaDevices = async () => {
  const { id } = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
  const rows = await t.db.prisma.pushSubscription.findMany({ where: { tenantId: id, customerId: '1004' }, orderBy: { updatedAt: 'asc' } });
  return rows.map((row) => row.endpoint);
};

describe('saving, loading and deleting a subscription', () => {
  it('saves, loads by endpoint or by the JSON subscription, updates in place, and deletes', async () => {
    const sub = subscription();
    const saved = await save(maria, sub, 15);
    expect([saved.status, saved.body]).toEqual([
      200,
      { notification_config: { invoice_range: 15 }, message: MESSAGES.notificationConfigSaved },
    ]);
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
    for (const [given, stored] of [
      [15, 15],
      ['10', 10],
      ['5d', 5],
      [1, 1],
      ['15d', 15],
    ] as const) {
      const response = await save(maria, sub, given);
      expect([given, response.status, response.body.notification_config]).toEqual([given, 200, { invoice_range: stored }]);
    }
    for (const bad of [undefined, null, 0, 30, '30d', '', 'quinze', 7.5]) {
      const body = bad === undefined ? { subscription: subscription() } : { subscription: subscription(), invoiceRange: bad };
      const response = kept(await maria.post(URL_BASE).send(body));
      expect([bad, response.status, response.body]).toEqual([
        bad,
        400,
        { code: 'INVOICE_RANGE_INVALID', message: MESSAGES.notificationRangeRequired },
      ]);
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

  it("refuses an endpoint another subscriber holds, of this provider or another, leaving the holder's row as it was", async () => {
    const sub = subscription();
    await save(maria, sub, 10);
    const [before] = await rowsAt(sub.endpoint);
    const padaria = await signedIn(t, PADARIA);
    const mariana = await signedIn(t, MARIANA, 'acme.localhost');
    for (const other of [padaria, mariana]) {
      const response = await save(other, { ...sub, keys: browserKeys() }, 1);
      expect([response.status, response.body]).toEqual([409, TAKEN]);
      expect((await load(other, sub.endpoint)).status).toBe(404);
    }
    expect(await rowsAt(sub.endpoint)).toEqual([before]);
    expect((await load(maria, sub.endpoint)).body).toEqual({ notification_config: { invoice_range: 10 } });
  });

  it('refuses the endpoint to the second of two subscribers saving it at once', async () => {
    const sub = subscription();
    const padaria = await signedIn(t, PADARIA);
    const answered = await Promise.all([save(maria, sub, 10), save(padaria, { ...sub, keys: browserKeys() }, 1)]);
    expect(answered.map((response) => response.status).sort()).toEqual([200, 409]);
    const rows = await rowsAt(sub.endpoint);
    expect(rows).toHaveLength(1);
    const winner = answered[0].status === 200 ? ['1001', 10] : ['1002', 1];
    expect([rows[0]!.customerId, rows[0]!.invoiceRange]).toEqual(winner);
  });
});

describe('how many devices and saves a subscriber has', () => {
  it(`keeps the ${MAX_DEVICES_PER_SUBSCRIBER} most recently saved devices, dropping the one saved longest ago`, async () => {
    const ana = await signedIn(t, ANA);
    const subs = Array.from({ length: MAX_DEVICES_PER_SUBSCRIBER + 1 }, () => subscription());
    for (const sub of subs.slice(0, MAX_DEVICES_PER_SUBSCRIBER)) expect((await save(ana, sub)).status).toBe(200);
    expect(await anaDevices()).toEqual(subs.slice(0, MAX_DEVICES_PER_SUBSCRIBER).map((sub) => sub.endpoint));

    // Saved again, the first device is the most recent; the 11th then drops the second.
    expect((await save(ana, subs[0]!, 5)).status).toBe(200);
    expect((await save(ana, subs[MAX_DEVICES_PER_SUBSCRIBER]!)).status).toBe(200);
    expect(await anaDevices()).toEqual(
      [...subs.slice(2, MAX_DEVICES_PER_SUBSCRIBER), subs[0], subs[MAX_DEVICES_PER_SUBSCRIBER]].map((sub) => sub!.endpoint),
    );
    expect((await load(ana, subs[1]!.endpoint)).status).toBe(404);
  });

  it(`answers 240 saves sent at once with ${PUSH_SAVE_LIMIT.limit} saved, the rest 429 with Retry-After, and ${MAX_DEVICES_PER_SUBSCRIBER} devices kept`, async () => {
    const ana = await signedIn(t, ANA);
    const answered = await Promise.all(Array.from({ length: 240 }, () => save(ana, subscription())));
    const refused = answered.filter((response) => response.status === 429);
    expect(answered.filter((response) => response.status === 200)).toHaveLength(PUSH_SAVE_LIMIT.limit);
    expect(refused).toHaveLength(240 - PUSH_SAVE_LIMIT.limit);
    for (const response of refused) {
      expect(response.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.tooManyPushSaves });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(PUSH_SAVE_LIMIT.windowSeconds - 60);
    }
    expect(await anaDevices()).toHaveLength(MAX_DEVICES_PER_SUBSCRIBER);

    // Later saves are refused too, also of a device already saved; another subscriber is not affected.
    const [kept] = await anaDevices();
    expect((await save(ana, { ...subscription(kept), keys: browserKeys() })).status).toBe(429);
    expect((await save(maria, subscription())).status).toBe(200);
  });

  it("does not count a refused body or another subscriber's endpoint against the limit", async () => {
    const ana = await signedIn(t, ANA);
    const held = subscription();
    await save(maria, held);
    for (let i = 0; i < PUSH_SAVE_LIMIT.limit; i++) {
      expect((await save(ana, { ...subscription(), keys: undefined })).status).toBe(400);
      expect((await save(ana, { ...held, keys: browserKeys() })).status).toBe(409);
    }
    expect((await save(ana, subscription())).status).toBe(200);
  });
});

describe('what a subscription may hold', () => {
  it('takes only https endpoints of the push services in PUSH_SERVICE_HOSTS', async () => {
    const allowed = [
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQ',
      'https://localhost:4443/push/1',
    ];
    for (const endpoint of allowed)
      expect([endpoint, (await save(maria, subscription(`${endpoint}${randomUUID()}`))).status]).toEqual([endpoint, 200]);
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
      expect([endpoint, response.status, response.body]).toEqual([
        endpoint,
        400,
        { code: 'PUSH_SERVICE_NOT_ALLOWED', message: MESSAGES.pushServiceNotAllowed },
      ]);
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
      expect([keys, response.status, response.body]).toEqual([
        keys,
        400,
        { code: 'PUSH_SUBSCRIPTION_INVALID', message: MESSAGES.pushSubscriptionInvalid },
      ]);
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
    const signature = createSign('SHA256')
      .update('aud')
      .sign({ key: createPrivateKey({ key: { kty: 'EC', crv: 'P-256', x, y, d }, format: 'jwk' }), dsaEncoding: 'ieee-p1363' });
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
    const filled = await Promise.all([
      ensureVapidKeys(t.db.prisma, box),
      ensureVapidKeys(t.db.prisma, box),
      ensureVapidKeys(t.db.prisma, box),
    ]);
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

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

describe('the logs', () => {
  it('never logs an endpoint: request lines show only the push service and the last characters', async () => {
    const from = logLines.length;
    const sub = subscription();
    await save(maria, sub);
    await load(maria, JSON.stringify(sub));
    await remove(maria, sub.endpoint);
    await new Promise((resolve) => setImmediate(resolve));
    // One 'incoming request' line each for the GET and the DELETE, which carry the subscription in their path.
    const requestLines = logLines.slice(from).filter((line) => line.includes('/api/central/config/push-notification/'));
    expect(requestLines).toHaveLength(2);
    for (const line of requestLines)
      expect(line).toContain(`push-notification/[subscription https://fcm.googleapis.com/…${sub.endpoint.slice(-4)}]`);
    expect(endpointsSent.size).toBeGreaterThan(250);
    // What is cut from each endpoint, looked for in the lines as written and with their escapes decoded.
    const hidden = [...endpointsSent]
      .filter((endpoint) => URL.canParse(endpoint))
      .map((endpoint) => endpoint.slice(new URL(endpoint).origin.length + 1, -4));
    const lines = logLines.flatMap((line) => [line, decoded(line)]);
    for (const part of hidden.filter((text) => text.length >= 8)) expect(lines.filter((line) => line.includes(part))).toEqual([]);
  });
});
