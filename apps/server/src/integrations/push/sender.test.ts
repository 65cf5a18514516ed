import { createPushService, pushSandboxCertificate, type PushService } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PLAINTEXT_BYTES } from './encrypt';
import { createPushSender, type PushSender } from './sender';
import { generateVapidKeys } from './vapid';

const vapid = generateVapidKeys();
const options = { vapid, subject: 'mailto:push@central.test', ttlSeconds: 3600 };

describe('push sender against the push-service sandbox over HTTPS', () => {
  let service: PushService;
  let sender: PushSender;
  beforeAll(async () => {
    service = createPushService();
    await service.listen();
    sender = createPushSender({ ca: pushSandboxCertificate().cert, connectionsPerOrigin: 8, timeoutMs: 5_000 });
  });
  afterAll(async () => {
    await sender.close();
    await service.close();
  });
  beforeEach(() => service.reset());

  it('delivers an encrypted, VAPID-signed message with TTL, Urgency, Topic and the aes128gcm headers', async () => {
    const subscription = service.createSubscription({ applicationServerKey: vapid.publicKey });
    const payload = { title: 'Fatura vence amanhã', url: '/faturas/123' };
    const result = await sender.send(subscription, payload, { ...options, urgency: 'high', topic: 'invoice-123' });
    expect(result).toEqual({ outcome: 'delivered', statusCode: 201 });
    const [message] = service.messages(subscription.id);
    expect(JSON.parse(message!.payload)).toEqual(payload);
    expect(message!.headers).toMatchObject({
      ttl: '3600',
      urgency: 'high',
      topic: 'invoice-123',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    expect(await sender.send(subscription, 'texto simples', options)).toMatchObject({ outcome: 'delivered' });
    expect(service.messages(subscription.id)[1]!.payload).toBe('texto simples');
  });

  it('reports 404 and 410 as gone, so the caller deletes the subscription', async () => {
    const subscription = service.createSubscription();
    for (const status of [404, 410]) {
      service.answerWith(subscription.id, { status });
      expect(await sender.send(subscription, 'x', options)).toEqual({ outcome: 'gone', statusCode: status });
    }
    const unknown = { ...subscription, endpoint: `${service.origin}/push/never-issued` };
    expect(await sender.send(unknown, 'x', options)).toEqual({ outcome: 'gone', statusCode: 404 });
  });

  it('asks for a retry on 429, 5xx and 406, with the Retry-After seconds when given', async () => {
    const subscription = service.createSubscription();
    service.answerWith(subscription.id, { status: 429, retryAfter: 120 });
    expect(await sender.send(subscription, 'x', options)).toEqual({
      outcome: 'retry',
      statusCode: 429,
      retryAfterSeconds: 120,
      reason: 'rate_limited',
    });
    service.answerWith(subscription.id, { status: 500 });
    expect(await sender.send(subscription, 'x', options)).toEqual({ outcome: 'retry', statusCode: 500, reason: 'unavailable' });
    service.answerWith(subscription.id, { status: 503, retryAfter: new Date(Date.now() + 30_500).toUTCString() });
    const dated = await sender.send(subscription, 'x', options);
    expect(dated).toMatchObject({ outcome: 'retry', statusCode: 503 });
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(31);
    service.answerWith(subscription.id, { status: 406 });
    expect(await sender.send(subscription, 'x', options)).toEqual({ outcome: 'retry', statusCode: 406, reason: 'rate_limited' });
  });

  it('drops on 400, 401, 403 and 413', async () => {
    const subscription = service.createSubscription();
    const reasons = { 400: 'rejected', 401: 'vapid_refused', 403: 'vapid_refused', 413: 'too_large' } as const;
    for (const [status, reason] of Object.entries(reasons)) {
      service.answerWith(subscription.id, { status: Number(status) });
      expect(await sender.send(subscription, 'x', options)).toEqual({ outcome: 'dropped', statusCode: Number(status), reason });
    }
  });

  it('is refused (403) by a subscription made for another VAPID key, and (400) when its keys do not match', async () => {
    const restricted = service.createSubscription({ applicationServerKey: generateVapidKeys().publicKey });
    expect(await sender.send(restricted, 'x', options)).toEqual({ outcome: 'dropped', statusCode: 403, reason: 'vapid_refused' });
    const a = service.createSubscription();
    const b = service.createSubscription();
    expect(await sender.send({ ...a, keys: b.keys }, 'x', options)).toEqual({ outcome: 'dropped', statusCode: 400, reason: 'rejected' });
    expect(service.messages()).toEqual([]);
  });

  it("drops as vapid_refused the push service's 403 BadJwtToken for a subject at a .local host, and signs each send's own subject", async () => {
    const subscription = service.createSubscription();
    expect(await sender.send(subscription, 'x', { ...options, subject: 'mailto:suporte@central.local' })).toEqual({
      outcome: 'dropped',
      statusCode: 403,
      reason: 'vapid_refused',
    });
    expect(await sender.send(subscription, 'x', { ...options, subject: 'mailto:noc@provedor.com.br' })).toMatchObject({
      outcome: 'delivered',
    });
    const [message] = service.messages(subscription.id);
    const claims = JSON.parse(Buffer.from(message!.headers.authorization!.split('.')[1]!, 'base64url').toString());
    expect(claims.sub).toBe('mailto:noc@provedor.com.br');
  });

  it('refuses a payload over 4096 bytes after encryption without sending it', async () => {
    const subscription = service.createSubscription();
    expect(await sender.send(subscription, 'a'.repeat(MAX_PLAINTEXT_BYTES + 1), options)).toEqual({
      outcome: 'dropped',
      statusCode: 0,
      reason: 'too_large',
    });
    expect(service.requestCount(subscription.id)).toBe(0);
    expect(await sender.send(subscription, 'a'.repeat(MAX_PLAINTEXT_BYTES), options)).toMatchObject({ outcome: 'delivered' });
  });

  it('drops subscriptions with an http: endpoint or broken keys, and invalid VAPID keys, without sending', async () => {
    const subscription = service.createSubscription();
    const http = { ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') };
    expect(await sender.send(http, 'x', options)).toEqual({ outcome: 'dropped', statusCode: 0, reason: 'invalid_subscription' });
    const broken = { ...subscription, keys: { ...subscription.keys, auth: 'c2hvcnQ' } };
    expect(await sender.send(broken, 'x', options)).toEqual({ outcome: 'dropped', statusCode: 0, reason: 'invalid_subscription' });
    const mixed = { publicKey: vapid.publicKey, privateKey: generateVapidKeys().privateKey };
    expect(await sender.send(subscription, 'x', { ...options, vapid: mixed })).toEqual({
      outcome: 'dropped',
      statusCode: 0,
      reason: 'invalid_vapid_keys',
    });
    expect(service.requestCount()).toBe(0);
  });

  it('refuses bad TTL, Urgency and Topic values as programming errors', async () => {
    const subscription = service.createSubscription();
    await expect(sender.send(subscription, 'x', { ...options, ttlSeconds: -1 })).rejects.toThrow(TypeError);
    await expect(sender.send(subscription, 'x', { ...options, topic: 'has spaces' })).rejects.toThrow(TypeError);
    await expect(sender.send(subscription, 'x', { ...options, topic: 'a'.repeat(33) })).rejects.toThrow(TypeError);
  });

  it('delivers a burst of concurrent messages over the bounded keep-alive pool (at most 8 TLS connections)', async () => {
    let connections = 0;
    const countConnection = () => connections++;
    service.app.server.on('secureConnection', countConnection);
    const subscriptions = Array.from({ length: 20 }, () => service.createSubscription());
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => sender.send(subscriptions[i % 20]!, { n: i }, options)));
    expect(results.filter((result) => result.outcome !== 'delivered')).toEqual([]);
    expect(service.requestCount()).toBe(200);
    expect(new Set(service.messages().map((message) => JSON.parse(message.payload).n)).size).toBe(200);
    service.app.server.off('secureConnection', countConnection);
    expect(connections).toBeLessThanOrEqual(8);
  });

  it('asks for a retry when the push service does not answer within the timeout', async () => {
    const subscription = service.createSubscription();
    service.answerWith(subscription.id, { status: 201, delayMs: 1_000 });
    const impatient = createPushSender({ ca: pushSandboxCertificate().cert, timeoutMs: 150 });
    try {
      expect(await impatient.send(subscription, 'x', options)).toEqual({ outcome: 'retry', statusCode: 0, reason: 'timeout' });
    } finally {
      await impatient.close();
    }
  });

  it('does not trust the sandbox certificate unless it is given as a CA: verification stays on', async () => {
    const subscription = service.createSubscription();
    const untrusting = createPushSender({ timeoutMs: 5_000 });
    try {
      expect(await untrusting.send(subscription, 'x', options)).toEqual({ outcome: 'retry', statusCode: 0, reason: 'network' });
    } finally {
      await untrusting.close();
    }
    expect(service.requestCount(subscription.id)).toBe(0);
  });
});
