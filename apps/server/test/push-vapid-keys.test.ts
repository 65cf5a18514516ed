import { createPrivateKey, createSign, createVerify } from 'node:crypto';
import { SANDBOX_TOKENS } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { ensureVapidKeys } from '../src/modules/notifications/vapid-keys-store';
import { isP256PublicKey } from '../src/modules/notifications/vapid-keys';
import { pushSubscriptionsSuite, subscription } from './support/push-subscriptions';
import { adminClient } from './support/staff';
import { MARIA, signedIn } from './support/subscriber';

/** Each provider's VAPID key pair, which the subscribers' Web Push subscriptions are made for. */
const { t, box, kept, save, rowsAt, expectNoPrivateKeyAnswered } = pushSubscriptionsSuite();

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
    await expectNoPrivateKeyAnswered(5);
  });
});
