import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { MAX_DEVICES_PER_SUBSCRIBER } from '../src/modules/notifications/subscriptions/subscriptions-store';
import { PUSH_SAVE_LIMIT } from '../src/modules/notifications/subscriptions/subscriptions-service';
import { browserKeys, pushSubscriptionsSuite, subscription, type Subscription } from './support/push-subscriptions';
import { ANA, signedIn } from './support/subscriber';

/** What the subscribers' Web Push subscriptions may hold and how many a subscriber may save, and what is logged of them. */
const { t, maria, logLines, save, load, remove, rowsAt, expectNoPrivateKeyAnswered, expectNoEndpointLogged } = pushSubscriptionsSuite();

/** Ana's (demo's customer 1004) devices, least recently saved first. */
const anaDevices = async () => {
  const { id } = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
  const rows = await t.db.prisma.pushSubscription.findMany({ where: { tenantId: id, customerId: '1004' }, orderBy: { updatedAt: 'asc' } });
  return rows.map((row) => row.endpoint);
};

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
    expectNoEndpointLogged(250);
  });
});

describe('the answers', () => {
  it('never answers a private key', async () => {
    await expectNoPrivateKeyAnswered(30);
  });
});
