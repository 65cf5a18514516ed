import { CARD_MESSAGES, MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/lib/rate-limiter';
import { CARD_ATTEMPT_LIMITS } from '../src/modules/cards/card-attempts';
import { addCard, cardSuite, DECLINED, newCard, VISA } from './support/cards';
import { ANA, MARIA, signedIn } from './support/subscriber';

/** Adding a card when something refuses: the limits against card testing, and a failing gateway. */
const suite = cardSuite();

describe('card-testing protection', () => {
  it('takes 5 new cards per subscriber an hour, declined ones included; then 429 without calling the gateway', async () => {
    const client = await signedIn(suite.t);
    for (let attempt = 0; attempt < CARD_ATTEMPT_LIMITS.perCustomer.limit; attempt++) {
      expect((await addCard(client, newCard(DECLINED))).status).toBe(400);
    }
    const refused = await addCard(client, newCard(VISA));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: CARD_MESSAGES.tooManyCardAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(suite.gatewayCalls()).toHaveLength(CARD_ATTEMPT_LIMITS.perCustomer.limit);
    // Wrong fields never reach the gateway, so they are not counted and still get their text.
    expect((await addCard(client, newCard(VISA, { SecurityCode: '' }))).body.message).toBe(CARD_MESSAGES.cvvRequired);
    // Another subscriber of the provider is not held back.
    expect((await addCard(await signedIn(suite.t, ANA), newCard(VISA))).status).toBe(201);
  });

  it('takes 20 new cards per provider a minute, without spending the subscriber’s own allowance', async () => {
    const limiter = createRateLimiter(suite.t.db.prisma);
    const providerKey = `card-attempt:provider:${await suite.tenantId('demo')}`;
    for (let attempt = 0; attempt < CARD_ATTEMPT_LIMITS.perProvider.limit; attempt++)
      await limiter.reserve(providerKey, CARD_ATTEMPT_LIMITS.perProvider);
    const client = await signedIn(suite.t);
    const refused = await addCard(client, newCard(VISA));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CARD_MESSAGES.tooManyCardAttempts);
    expect(suite.gatewayCalls()).toEqual([]);
    // Another provider is not affected.
    expect((await addCard(await signedIn(suite.t, MARIA, 'outro.localhost'), newCard(VISA))).status).toBe(201);
    await limiter.forget([providerKey]);
    for (let attempt = 0; attempt < CARD_ATTEMPT_LIMITS.perCustomer.limit - 1; attempt++) {
      expect((await addCard(client, newCard(DECLINED))).status).toBe(400);
    }
    expect((await addCard(client, newCard(VISA))).status).toBe(201);
  });
});

describe('gateway failures', () => {
  it('answers 504 with the generic text when Zero Auth hangs, storing nothing', async () => {
    suite.cielo.failNext('zeroAuth', { hang: true });
    const response = await addCard(await signedIn(suite.t), newCard(VISA));
    expect(response.status).toBe(504);
    expect(response.body).toEqual({ code: 'UPSTREAM_FAILURE', message: MESSAGES.serverFailure });
    expect(await suite.storedCards()).toEqual([]);
  });

  it('answers 503 when the vault fails after Zero Auth, storing nothing', async () => {
    suite.cielo.failNext('tokenize', { status: 500 });
    const response = await addCard(await signedIn(suite.t), newCard(VISA));
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(MESSAGES.serverFailure);
    expect(await suite.storedCards()).toEqual([]);
  });

  it('answers 503 when the gateway is unreachable and 502 when it refuses the merchant key', async () => {
    const client = await signedIn(suite.t);
    try {
      await suite.saveSettings('demo', { apiUrl: 'http://127.0.0.1:1' });
      expect((await addCard(client, newCard(VISA))).status).toBe(503);
      await suite.saveSettings('demo', { merchantKey: 'CHAVE-ERRADA' });
      const wrongKey = await addCard(client, newCard(VISA));
      expect(wrongKey.status).toBe(502);
      expect(wrongKey.body.message).toBe(MESSAGES.serverFailure);
    } finally {
      await suite.saveSettings('demo');
    }
    expect(await suite.storedCards()).toEqual([]);
  });
});
