import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import {
  browserKeys,
  MARIANA,
  NOT_FOUND,
  PUSH_CONFIG_URL,
  pushSubscriptionsSuite,
  subscription,
  TAKEN,
} from './support/push-subscriptions';
import { PADARIA, signedIn } from './support/subscriber';

/** The subscribers' Web Push subscriptions: saving, loading and deleting one, and whose it is. */
const { t, maria, kept, save, load, remove, rowsAt, expectNoPrivateKeyAnswered, expectNoEndpointLogged } = pushSubscriptionsSuite();

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
      const response = kept(await maria.post(PUSH_CONFIG_URL).send(body));
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

describe('what leaves the server', () => {
  it('never answers a private key, nor logs an endpoint', async () => {
    await expectNoPrivateKeyAnswered(30);
    expectNoEndpointLogged(5);
  });
});
