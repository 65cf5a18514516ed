import { createCipheriv, createECDH, generateKeyPairSync, hkdfSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, request } from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptPushBody } from './decrypt';
import { createPushService, type PushService, type SandboxSubscription } from './push-service';
import { pushSandboxCertificate } from './test-certificate';

/** An application server written out here (RFC 8291 with any record size, RFC 8292 with any claims). */
function encrypt(keys: SandboxSubscription['keys'], plaintext: Buffer, recordSize = 4096): Buffer {
  const uaPublic = Buffer.from(keys.p256dh, 'base64url');
  const ecdh = createECDH('prime256v1');
  const asPublic = ecdh.generateKeys();
  const salt = randomBytes(16);
  const derive = (ikm: Buffer, s: Buffer, info: string | Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, s, info, length));
  const ikm = derive(
    ecdh.computeSecret(uaPublic),
    Buffer.from(keys.auth, 'base64url'),
    Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]),
    32,
  );
  const cek = derive(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = derive(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const chunk = recordSize - 17;
  const records: Buffer[] = [];
  for (let offset = 0, seq = 0; offset === 0 || offset < plaintext.length; offset += chunk, seq++) {
    const last = offset + chunk >= plaintext.length;
    const iv = Buffer.from(nonce);
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const cipher = createCipheriv('aes-128-gcm', cek, iv);
    const data = Buffer.concat([plaintext.subarray(offset, offset + chunk), Buffer.from([last ? 2 : 1])]);
    records.push(Buffer.concat([cipher.update(data), cipher.final(), cipher.getAuthTag()]));
  }
  const header = Buffer.alloc(21);
  salt.copy(header);
  header.writeUInt32BE(recordSize, 16);
  header[20] = 65;
  return Buffer.concat([header, asPublic, ...records]);
}

function vapidKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const k = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64url');
  return { privateKey, k };
}

function authorization(key: { privateKey: KeyObject; k: string }, claims: Record<string, unknown>): string {
  const unsigned = [{ typ: 'JWT', alg: 'ES256' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.');
  const signature = sign('sha256', Buffer.from(unsigned), { key: key.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `vapid t=${unsigned}.${signature}, k=${key.k}`;
}

describe('push service sandbox', () => {
  let service: PushService;
  let origin: string;
  const agent = new Agent({ ca: pushSandboxCertificate().cert, keepAlive: true });
  const key = vapidKeys();
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  async function push(
    subscription: SandboxSubscription,
    options: { body?: Buffer; headers?: Record<string, string>; claims?: Record<string, unknown> } = {},
  ) {
    const claims = { aud: origin, exp: inAnHour(), sub: 'mailto:a@central.test', ...options.claims };
    const headers = {
      authorization: authorization(key, claims),
      ttl: '60',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ...options.headers,
    };
    const body = options.body ?? encrypt(subscription.keys, Buffer.from('olá'));
    return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const outgoing = request(subscription.endpoint, { method: 'POST', agent, headers }, (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  beforeAll(async () => {
    service = createPushService();
    origin = await service.listen();
  });
  afterAll(async () => {
    agent.destroy();
    await service.close();
  });
  beforeEach(() => service.reset());

  it('hands out browser-like subscriptions on its HTTPS origin', () => {
    const subscription = service.createSubscription();
    expect(subscription.endpoint).toBe(`${origin}/push/${subscription.id}`);
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
  });

  it('accepts a valid message with 201 and a Location, and records the decrypted payload with its headers', async () => {
    const subscription = service.createSubscription({ applicationServerKey: key.k });
    const answer = await push(subscription, { headers: { urgency: 'low', topic: 'fatura' } });
    expect(answer.status).toBe(201);
    expect(answer.headers.location).toMatch(new RegExp(`^${origin}/message/`));
    expect(service.messages()).toEqual([
      { subscriptionId: subscription.id, payload: 'olá', headers: expect.objectContaining({ ttl: '60', urgency: 'low', topic: 'fatura' }) },
    ]);
    expect(service.requestCount(subscription.id)).toBe(1);
  });

  it('decrypts messages split over several records', async () => {
    const subscription = service.createSubscription();
    const text = 'x'.repeat(100);
    expect((await push(subscription, { body: encrypt(subscription.keys, Buffer.from(text), 40) })).status).toBe(201);
    expect(service.messages(subscription.id)[0]!.payload).toBe(text);
  });

  it('answers 401 without VAPID and 403 for a bad signature, audience, expiry, lifetime or key', async () => {
    const subscription = service.createSubscription();
    expect((await push(subscription, { headers: { authorization: '' } })).status).toBe(401);
    const other = vapidKeys();
    const forged = authorization(other, { aud: origin, exp: inAnHour(), sub: 'mailto:a@central.test' }).replace(/k=.*$/, `k=${key.k}`);
    expect((await push(subscription, { headers: { authorization: forged } })).status).toBe(403);
    expect((await push(subscription, { claims: { aud: 'https://127.0.0.1' } })).status).toBe(403);
    expect((await push(subscription, { claims: { exp: Math.floor(Date.now() / 1000) - 1 } })).status).toBe(403);
    expect((await push(subscription, { claims: { exp: Math.floor(Date.now() / 1000) + 25 * 3600 } })).status).toBe(403);
    const restricted = service.createSubscription({ applicationServerKey: other.k });
    expect((await push(restricted)).status).toBe(403);
    expect(service.messages()).toEqual([]);
  });

  it('answers 403 BadJwtToken, as Apple does, when the VAPID subject is at localhost or a .local host', async () => {
    const subscription = service.createSubscription();
    for (const sub of [
      'mailto:suporte@central.local',
      'mailto:push@localhost',
      'https://localhost/contato',
      'https://central.local',
      'https://app.localhost',
    ]) {
      const answer = await push(subscription, { claims: { sub } });
      expect([sub, answer.status, JSON.parse(answer.text)]).toEqual([sub, 403, { reason: 'BadJwtToken' }]);
    }
    expect(service.messages()).toEqual([]);
    for (const sub of ['mailto:noc@provedor.com.br', 'https://central.provedor.com.br/contato'])
      expect((await push(subscription, { claims: { sub } })).status).toBe(201);
  });

  it('answers 400 without TTL or for a body it cannot decrypt, and 413 above 4096 bytes', async () => {
    const subscription = service.createSubscription();
    expect((await push(subscription, { headers: { ttl: '' } })).status).toBe(400);
    expect((await push(subscription, { body: encrypt(service.createSubscription().keys, Buffer.from('x')) })).status).toBe(400);
    expect((await push(subscription, { body: randomBytes(300) })).status).toBe(400);
    expect((await push(subscription, { body: encrypt(subscription.keys, Buffer.alloc(4000)) })).status).toBe(413);
    expect(service.messages()).toEqual([]);
  });

  it('answers as told per subscription, counts requests, and forgets both on reset', async () => {
    const subscription = service.createSubscription();
    service.answerWith(subscription.id, { status: 429, retryAfter: 30 });
    const limited = await push(subscription);
    expect([limited.status, limited.headers['retry-after']]).toEqual([429, '30']);
    for (const status of [404, 410, 500, 413]) {
      service.answerWith(subscription.id, { status });
      expect((await push(subscription)).status).toBe(status);
    }
    expect((await push({ ...subscription, endpoint: `${origin}/push/unknown` })).status).toBe(404);
    expect([service.requestCount(subscription.id), service.requestCount()]).toEqual([5, 6]);
    service.reset();
    expect(service.requestCount()).toBe(0);
    expect((await push(subscription)).status).toBe(201);
  });

  it('with checkEvery checks VAPID and decrypts only one request in n, still counting and header-checking every one', async () => {
    const sampled = createPushService({ checkEvery: 3 });
    const sampledOrigin = await sampled.listen();
    try {
      const subscription = sampled.createSubscription({ applicationServerKey: key.k });
      const forged = {
        headers: { authorization: authorization(vapidKeys(), { aud: sampledOrigin, exp: inAnHour(), sub: 'mailto:a@central.test' }) },
      };
      const valid = { claims: { aud: sampledOrigin } };
      const statuses: number[] = [];
      for (const options of [forged, forged, forged, valid, valid, valid]) statuses.push((await push(subscription, options)).status);
      expect(statuses).toEqual([201, 201, 403, 201, 201, 201]);
      expect((await push(subscription, { ...valid, headers: { ttl: '' } })).status).toBe(400);
      expect(sampled.messages()).toEqual([expect.objectContaining({ subscriptionId: subscription.id, payload: 'olá' })]);
      expect([sampled.uncheckedCount(), sampled.requestCount(subscription.id)]).toEqual([4, 7]);
    } finally {
      await sampled.close();
    }
  });

  it('uses a decryptor that rejects a tampered record', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const receiver = { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), authSecret: randomBytes(16) };
    const body = encrypt(
      { p256dh: receiver.publicKey.toString('base64url'), auth: receiver.authSecret.toString('base64url') },
      Buffer.from('abc'),
    );
    expect(decryptPushBody(body, receiver).toString()).toBe('abc');
    body[body.length - 1]! ^= 1;
    expect(() => decryptPushBody(body, receiver)).toThrow('authentication failed');
  });
});
