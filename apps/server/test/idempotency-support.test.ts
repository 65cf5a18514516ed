import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { answerOf, twice, type Send } from './support/idempotency-repeats';
import { ANA, MARIA, signedIn } from './support/subscriber';
import { sharedTestApp } from './support/suite';

const t = sharedTestApp();

const MESSAGE_PATH = '/api/central/customer/create/support/message';
const messagesSaying = (text: string) => t.sandbox.sandbox.table('demo', 'su_mensagens').filter((row) => row.mensagem === text);
const uniqueText = () => `Ainda sem sinal (${randomUUID().slice(0, 8)}).`;

async function messageSender(text: string, client?: Awaited<ReturnType<typeof signedIn>>): Promise<Send> {
  const signedInClient = client ?? (await signedIn(t));
  return (key) => {
    const request = signedInClient.post(MESSAGE_PATH);
    if (key !== undefined) request.set('idempotency-key', key);
    return request.send({ supportId: '7003', message: text });
  };
}

describe('a support message sent twice with one Idempotency-Key', () => {
  it.each(['one after the other', 'at once'] as const)('is added once, and both answers are the same (%s)', async (mode) => {
    const text = uniqueText();
    const [first, second] = await twice(await messageSender(text), mode);
    expect(first!.status).toBe(200);
    expect(first!.body).toEqual({ message: MESSAGES.supportMessageSent });
    expect(answerOf(second!)).toEqual(answerOf(first!));
    expect(messagesSaying(text)).toHaveLength(1);
  });

  it('says which answer is a repeat', async () => {
    const [first, second] = await twice(await messageSender(uniqueText()), 'one after the other');
    expect(first!.headers['idempotent-replayed']).toBeUndefined();
    expect(second!.headers['idempotent-replayed']).toBe('true');
  });

  it('is added twice without a key, as before', async () => {
    const text = uniqueText();
    const send = await messageSender(text);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(messagesSaying(text)).toHaveLength(2);
  });

  it('is added again with a new key: each key is one action', async () => {
    const text = uniqueText();
    const send = await messageSender(text);
    expect((await send(randomUUID())).status).toBe(200);
    expect((await send(randomUUID())).status).toBe(200);
    expect(messagesSaying(text)).toHaveLength(2);
  });

  it('refuses another message under the same key with 422, adding nothing', async () => {
    const key = randomUUID();
    const text = uniqueText();
    expect((await (await messageSender(text))(key)).status).toBe(200);
    const other = uniqueText();
    const refused = await (await messageSender(other))(key);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: MESSAGES.idempotencyKeyReused });
    expect(messagesSaying(other)).toHaveLength(0);
  });

  it('refuses a malformed key with 400, adding nothing', async () => {
    const text = uniqueText();
    const refused = await (await messageSender(text))('chave com espaço');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'INVALID_IDEMPOTENCY_KEY', message: MESSAGES.idempotencyKeyInvalid });
    expect(messagesSaying(text)).toHaveLength(0);
  });

  it("keeps each subscriber's keys apart", async () => {
    const key = randomUUID();
    const text = uniqueText();
    expect((await (await messageSender(text))(key)).status).toBe(200);
    // Ana's request 7003 is not hers: her own answer (404), not Maria's stored one.
    const ana = await (await messageSender(text, await signedIn(t, ANA)))(key);
    expect(ana.status).toBe(404);
    expect(ana.body.message).toBe(MESSAGES.supportNotFound);
  });

  it('keeps a refusal as the answer too: a repeat on a closed request is told the same', async () => {
    const client = await signedIn(t);
    const send: Send = (key) => client.post(MESSAGE_PATH).set('idempotency-key', key!).send({ supportId: '7005', message: 'Oi' });
    const [first, second] = await twice(send, 'one after the other');
    expect(first!.status).toBe(409);
    expect(answerOf(second!)).toEqual(answerOf(first!));
    expect(second!.headers['idempotent-replayed']).toBe('true');
  });

  it('is not kept when the ERP failed, so a retry with the same key sends it', async () => {
    const text = uniqueText();
    const send = await messageSender(text);
    const key = randomUUID();
    t.sandbox.sandbox.setFaults({ down: true });
    expect((await send(key)).status).toBeGreaterThanOrEqual(500);
    t.sandbox.sandbox.setFaults({ down: false });
    const retried = await send(key);
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(messagesSaying(text)).toHaveLength(1);
  });
});

describe('two replicas', () => {
  it('share the keys: a repeat on the other replica, or both at once on each, adds the message once', async () => {
    const replica = await t.replica();
    // The same signed-in browser, its requests landing on either replica.
    const signIn = await t.client().post('/api/central/sign-in').send(MARIA);
    const cookie = (signIn.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
    const here = t.client().set('cookie', cookie);
    const there = replica.client().set('cookie', cookie);
    const text = uniqueText();
    const sendHere = await messageSender(text, here);
    const sendThere: Send = (key) => there.post(MESSAGE_PATH).set('idempotency-key', key!).send({ supportId: '7003', message: text });

    const key = randomUUID();
    const first = await sendHere(key);
    const repeat = await sendThere(key);
    expect(answerOf(repeat)).toEqual(answerOf(first));
    expect(repeat.headers['idempotent-replayed']).toBe('true');

    const concurrentKey = randomUUID();
    const concurrentText = uniqueText();
    const [a, b] = await Promise.all([
      (await messageSender(concurrentText, here))(concurrentKey),
      there.post(MESSAGE_PATH).set('idempotency-key', concurrentKey).send({ supportId: '7003', message: concurrentText }),
    ]);
    expect(answerOf(b)).toEqual(answerOf(a));
    expect(messagesSaying(text)).toHaveLength(1);
    expect(messagesSaying(concurrentText)).toHaveLength(1);
  });
});

describe('a support request opened twice with one Idempotency-Key', () => {
  it.each(['one after the other', 'at once'] as const)('gives the same protocol twice (%s)', async (mode) => {
    const client = await signedIn(t);
    const body = { subject: '2', contractId: '2001', phone_number: '(61) 99304-0271', message: `Sem sinal ${randomUUID()}` };
    const send: Send = (key) => client.post('/api/central/customer/create/support').set('idempotency-key', key!).send(body);
    const [first, second] = await twice(send, mode);
    expect(first!.status).toBe(200);
    expect(answerOf(second!)).toEqual(answerOf(first!));
    const tickets = t.sandbox.sandbox.table('demo', 'su_ticket').filter((row) => row.menssagem?.startsWith(`${body.message}\n`));
    expect(tickets.map((row) => row.id)).toEqual([first!.body.id]);
  });
});
