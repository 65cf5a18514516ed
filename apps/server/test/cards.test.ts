import { CARD_MESSAGES, MESSAGES } from '@central/domain';
import { SANDBOX_TOKENS } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { addCard, cardsOf, cardSuite, CVV, DECLINED, MASTERCARD, newCard, spaced, VISA } from './support/cards';
import { ANA, MARIA, PADARIA, signedIn } from './support/subscriber';
import { TEST_SECRETS } from './support/test-app';

/** Saving and deleting cards: /api/payment/card against the Cielo simulator. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const suite = cardSuite();

describe('saving cards', () => {
  it('lists no card at first, then the saved ones masked, newest first, with brand, expiry and contracts', async () => {
    const client = await signedIn(suite.t);
    expect(await cardsOf(client)).toEqual([]);

    const visa = await addCard(client, newCard(VISA));
    expect(visa.status).toBe(201);
    expect(visa.body).toEqual({
      message: CARD_MESSAGES.cardSaved,
      card: {
        uuid: expect.any(String),
        alias: `Visa final ${VISA.slice(-4)}`,
        CardNumber: `**** **** **** ${VISA.slice(-4)}`,
        ExpirationDate: '12/2031',
        brand: 'visa',
        holder: 'MARIA S SOUZA',
        // Maria's active contracts (status A, blocked ones included); 2004 is canceled.
        contracts: ['2001', '2002', '2003'],
      },
    });
    const master = await addCard(
      client,
      newCard(MASTERCARD, { CardAlias: 'Cartão da loja', ExpirationDate: '03/29', Contracts: ['2002'] }),
    );
    expect(master.status).toBe(201);

    expect(await cardsOf(client)).toEqual([
      expect.objectContaining({
        alias: 'Cartão da loja',
        CardNumber: `**** **** **** ${MASTERCARD.slice(-4)}`,
        brand: 'mastercard',
        ExpirationDate: '03/2029',
        contracts: ['2002'],
      }),
      visa.body.card,
    ]);
    // Zero Auth before vaulting, for each card; the vault holds both.
    expect(suite.gatewayCalls()).toEqual(['zeroAuth', 'tokenize', 'zeroAuth', 'tokenize']);
    const tokens = suite.cielo
      .cards()
      .map((card) => card.cardToken)
      .sort();
    const rows = await suite.storedCards();
    expect(rows.map((row) => box.open(row.gatewayToken, 'demo')).sort()).toEqual(tokens);
    expect(rows.every((row) => !tokens.includes(row.gatewayToken))).toBe(true);
  });

  it.each(['12/2031', '1231', '122031', '12 - 2031'])('takes the expiry %j as typed or pasted and keeps it as 12/2031', async (expiry) => {
    const saved = await addCard(await signedIn(suite.t), newCard(VISA, { ExpirationDate: expiry }));
    expect([saved.status, saved.body.card.ExpirationDate]).toEqual([201, '12/2031']);
  });

  it('answers the session cookie as bearer too, and 401 without a session', async () => {
    expect((await suite.t.client().get('/api/payment/card')).status).toBe(401);
    const signIn = await suite.t.client().post('/api/central/sign-in').send(MARIA);
    const token = String(signIn.headers['set-cookie']).match(/validToken=([^;]+)/)![1];
    expect((await suite.t.client().get('/api/payment/card').set('authorization', `Bearer ${token}`)).status).toBe(200);
  });

  it.each([
    ['Holder', '', CARD_MESSAGES.holderRequired],
    ['Holder', 'M', CARD_MESSAGES.holderLength],
    ['Holder', 'MAR1A', CARD_MESSAGES.holderInvalid],
    ['CardNumber', '', CARD_MESSAGES.numberRequired],
    ['CardNumber', spaced(VISA.slice(0, 15) + ((Number(VISA.at(-1)) + 1) % 10)), CARD_MESSAGES.numberInvalid],
    ['CardNumber', '4111 1111 1111', CARD_MESSAGES.numberInvalid],
    ['CardNumber', '3782 822463 10005', CARD_MESSAGES.brandNotAccepted],
    ['ExpirationDate', '', CARD_MESSAGES.expiryRequired],
    ['ExpirationDate', '2031-12', CARD_MESSAGES.expiryInvalid],
    ['ExpirationDate', '13/2031', CARD_MESSAGES.expiryMonthInvalid],
    ['ExpirationDate', '01/2020', CARD_MESSAGES.expired],
    ['SecurityCode', '', CARD_MESSAGES.cvvRequired],
    ['SecurityCode', '12', CARD_MESSAGES.cvvInvalid],
    ['CardAlias', 'x'.repeat(31), CARD_MESSAGES.aliasTooLong],
  ])('refuses %s %j with its text, before the gateway', async (field, value, message) => {
    const response = await addCard(await signedIn(suite.t), newCard(VISA, { [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'INVALID_CARD_FIELDS', message, fields: { [field]: message } });
    expect(suite.gatewayCalls()).toEqual([]);
    expect(await suite.storedCards()).toEqual([]);
  });

  it('names every wrong field of an empty form, the first as the message', async () => {
    const response = await addCard(await signedIn(suite.t), {});
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CARD_MESSAGES.holderRequired);
    expect(response.body.fields).toEqual({
      Holder: CARD_MESSAGES.holderRequired,
      CardNumber: CARD_MESSAGES.numberRequired,
      ExpirationDate: CARD_MESSAGES.expiryRequired,
      SecurityCode: CARD_MESSAGES.cvvRequired,
    });
  });

  it("refuses another subscriber's contract, and links the ones asked for", async () => {
    const client = await signedIn(suite.t);
    const foreign = await addCard(client, newCard(VISA, { Contracts: ['2001', '2005'] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(MESSAGES.contractNotFound);
    expect(suite.gatewayCalls()).toEqual([]);
    const own = await addCard(client, newCard(VISA, { Contracts: ['2001', '2001'] }));
    expect(own.body.card.contracts).toEqual(['2001']);
  });

  it('refuses a subscriber without an active contract with the warning, before the gateway', async () => {
    // Padaria's only contract is canceled in the ERP; contracts already read are forgotten before and after.
    await suite.forgetErpReads('1002');
    const contract = suite.t.sandbox.sandbox.table('demo', 'cliente_contrato').find((row) => row.id === '2005')!;
    const update = await suite.t.sandbox.inject({
      method: 'PUT',
      url: '/webservice/v1/cliente_contrato/2005',
      headers: { authorization: `Basic ${Buffer.from(SANDBOX_TOKENS.demo).toString('base64')}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...contract, status: 'I', status_internet: 'D' }),
    });
    expect(update.json().type).toBe('success');
    const response = await addCard(await signedIn(suite.t, PADARIA), newCard(VISA));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'NO_ACTIVE_CONTRACT', message: CARD_MESSAGES.noActiveContract });
    expect(suite.gatewayCalls()).toEqual([]);
    expect(await suite.storedCards()).toEqual([]);
    suite.t.sandbox.sandbox.reset();
    await suite.forgetErpReads('1002');
  });

  it('refuses a card the issuer declines at Zero Auth, storing and vaulting nothing', async () => {
    const response = await addCard(await signedIn(suite.t), newCard(DECLINED));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'CARD_INVALID', message: CARD_MESSAGES.cardInvalid });
    expect(suite.gatewayCalls()).toEqual(['zeroAuth']);
    expect(suite.cielo.cards()).toEqual([]);
    expect(await suite.storedCards()).toEqual([]);
  });

  it('refuses the same card twice, however it is typed, without asking the gateway again', async () => {
    const client = await signedIn(suite.t);
    expect((await addCard(client, newCard(VISA))).status).toBe(201);
    const again = await addCard(client, newCard(VISA, { CardNumber: VISA, Holder: 'OUTRO NOME', ExpirationDate: '01/2032' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'CARD_ALREADY_SAVED', message: CARD_MESSAGES.cardAlreadySaved });
    expect(suite.gatewayCalls()).toEqual(['zeroAuth', 'tokenize']);
    expect(await suite.storedCards()).toHaveLength(1);
    // Another subscriber may save the same card (a family's card).
    expect((await addCard(await signedIn(suite.t, ANA), newCard(VISA))).status).toBe(201);
  });

  // All five usually pass the duplicate check together and reach the gateway: the unique index then decides.
  it('stores one card when the same one is sent five times at once', async () => {
    const client = await signedIn(suite.t);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => addCard(client, newCard(MASTERCARD))))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(await suite.storedCards()).toHaveLength(1);
    expect(await cardsOf(client)).toHaveLength(1);
  });
});

describe('deleting cards', () => {
  it('deletes only the subscriber’s own card', async () => {
    const maria = await signedIn(suite.t);
    const saved = (await addCard(maria, newCard(VISA))).body.card;
    const padaria = await signedIn(suite.t, PADARIA);
    expect(await cardsOf(padaria)).toEqual([]);
    const notTheirs = await padaria.delete(`/api/payment/card/${saved.uuid}`);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toEqual({ code: 'CARD_NOT_FOUND', message: CARD_MESSAGES.cardNotFound });
    // The same subscriber at another provider is another account there.
    const elsewhere = await signedIn(suite.t, MARIA, 'outro.localhost');
    expect(await cardsOf(elsewhere)).toEqual([]);
    expect((await elsewhere.delete(`/api/payment/card/${saved.uuid}`)).status).toBe(404);
    expect(await cardsOf(maria)).toHaveLength(1);

    for (const id of ['abc', '00000000-0000-0000-0000-000000000000', `${saved.uuid}x`]) {
      expect((await maria.delete(`/api/payment/card/${id}`)).body.message, id).toBe(CARD_MESSAGES.cardNotFound);
    }
    const deleted = await maria.delete(`/api/payment/card/${saved.uuid}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: CARD_MESSAGES.cardDeleted });
    expect(await cardsOf(maria)).toEqual([]);
    expect((await maria.delete(`/api/payment/card/${saved.uuid}`)).status).toBe(404);
  });
});

describe('providers without card payment', () => {
  it.each([
    ['acme', 'the credit_card flag', { cpfOrCnpj: MARIA.cpfOrCnpj, password: 'alt12345' }],
    ['semconfig', 'card settings', MARIA],
  ])('%s, without %s, answers 404 on every call', async (clientId, _missing, login) => {
    const client = await signedIn(suite.t, login, `${clientId}.localhost`);
    const notFound = { code: 'NOT_FOUND', message: MESSAGES.notFoundPage };
    for (const response of [
      await client.get('/api/payment/card'),
      await addCard(client, newCard(VISA)),
      await client.delete('/api/payment/card/00000000-0000-0000-0000-000000000000'),
      await suite.t.client(`${clientId}.localhost`).get('/api/payment/card'),
      await client.post('/api/payment/card').send([]),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    expect(suite.gatewayCalls()).toEqual([]);
  });
});

describe('card secrets', () => {
  it('never stores, answers or logs a card number or a CVV', async () => {
    const client = await signedIn(suite.t);
    const body = (number: string, extra: Record<string, unknown> = {}) => newCard(number, extra);
    expect((await suite.calls.call(client, 'post', '/api/payment/card', body(VISA))).status).toBe(201);
    expect((await suite.calls.call(client, 'post', '/api/payment/card', body(VISA))).status).toBe(409);
    expect((await suite.calls.call(client, 'post', '/api/payment/card', body(DECLINED))).status).toBe(400);
    expect((await suite.calls.call(client, 'post', '/api/payment/card', body(MASTERCARD, { Holder: '' }))).status).toBe(400);
    // A number sent as a JSON number is read as its digits (Fastify coerces it to the schema's string).
    const typed = await suite.calls.call(client, 'post', '/api/payment/card', { ...body(DECLINED), CardNumber: Number(DECLINED) });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toBe(CARD_MESSAGES.cardInvalid);
    suite.cielo.failNext('zeroAuth', { status: 500 });
    expect((await suite.calls.call(client, 'post', '/api/payment/card', body(MASTERCARD))).status).toBe(503);
    expect((await suite.calls.call(client, 'get', '/api/payment/card')).status).toBe(200);

    // Every row of the table, every column: no number (nor its hidden middle digits), no CVV as a value.
    const rows = await suite.t.db.prisma.$queryRawUnsafe<Array<Record<string, unknown>>>('SELECT * FROM cards');
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows);
    for (const number of [VISA, MASTERCARD, DECLINED]) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(number.slice(6, 12));
      expect(text).not.toContain(spaced(number));
    }
    expect(Object.values(rows[0]!).map(String)).not.toContain(CVV);
    expect(text).not.toContain(`"${CVV}"`);
    // Answers and log lines of this whole suite (pino at trace).
    suite.calls.expectNoneOf([VISA, MASTERCARD, DECLINED, ...[VISA, MASTERCARD, DECLINED].map(spaced), `"${CVV}"`, `:${CVV}`], 5);
  });
});
