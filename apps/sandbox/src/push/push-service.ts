import Fastify, { type FastifyInstance } from 'fastify';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { decryptPushBody, DecryptError, type ReceiverKeys } from './decrypt';
import { pushSandboxCertificate } from './test-certificate';
import { checkVapid } from './vapid-check';

export interface PushServiceOptions {
  /** PEM certificate and key to serve; default: the shipped self-signed certificate for 127.0.0.1/localhost. */
  cert?: string;
  key?: string;
  /** Milliseconds since the epoch, for checking the VAPID `exp`. */
  now?: () => number;
  logger?: boolean;
  /**
   * Checks VAPID and decrypts one request in `checkEvery` (the default 1: every request); the others get only the
   * header and size checks and a 201, and are counted. For load runs, where checking every message would cost the
   * push service more CPU than the sender being measured; the sample still proves tokens and payloads right.
   */
  checkEvery?: number;
}

/** A subscription as a browser hands it to the application (`PushSubscription.toJSON()`). */
export interface SandboxSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushedMessage {
  subscriptionId: string;
  /** The decrypted payload. */
  payload: string;
  /** The request's headers, lower-case. */
  headers: Record<string, string>;
}

/** An answer a subscription gives to every request instead of accepting it, until cleared or reset. */
export interface ForcedAnswer {
  status: number;
  /** Sent as `Retry-After` (delay-seconds or an HTTP-date). */
  retryAfter?: number | string;
  /** Wait this long before answering, to exercise client timeouts. */
  delayMs?: number;
}

export interface PushService {
  readonly app: FastifyInstance;
  /** Listens on 127.0.0.1 (a free port by default) and returns the origin, e.g. `https://127.0.0.1:41234`. */
  listen(port?: number): Promise<string>;
  readonly origin: string;
  /** A browser-like subscription with its own P-256 key pair and auth secret, optionally restricted to one VAPID key. */
  createSubscription(options?: { applicationServerKey?: string }): SandboxSubscription;
  answerWith(subscriptionId: string, answer: ForcedAnswer | null): void;
  messages(subscriptionId?: string): PushedMessage[];
  /** Requests received (accepted or not), for one subscription or all. */
  requestCount(subscriptionId?: string): number;
  /** Requests answered 201 without checking VAPID nor decrypting (see `checkEvery`). */
  uncheckedCount(): number;
  /** Forgets messages, counts and forced answers; subscriptions stay. */
  reset(): void;
  close(): Promise<void>;
}

interface SubscriptionState {
  keys: ReceiverKeys;
  applicationServerKey?: string;
  answer: ForcedAnswer | null;
  requests: number;
}

const MAX_BODY_BYTES = 4096;

/** A push service speaking RFC 8030 over HTTPS, checking VAPID (RFC 8292) and decrypting bodies (RFC 8291). */
export function createPushService(options: PushServiceOptions = {}): PushService {
  const tls = options.cert && options.key ? { cert: options.cert, key: options.key } : pushSandboxCertificate();
  const now = options.now ?? Date.now;
  const subscriptions = new Map<string, SubscriptionState>();
  let delivered: PushedMessage[] = [];
  let unknownRequests = 0;
  let unchecked = 0;
  let origin = '';
  const checkEvery = options.checkEvery ?? 1;
  if (!Number.isInteger(checkEvery) || checkEvery < 1) throw new TypeError('checkEvery must be a positive integer');
  let sinceLastCheck = 0;

  const app = Fastify({ logger: options.logger ?? false, https: tls, forceCloseConnections: true }) as unknown as FastifyInstance;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post<{ Params: { id: string } }>('/push/:id', async (request, reply) => {
    const subscription = subscriptions.get(request.params.id);
    if (!subscription) {
      unknownRequests++;
      return reply.code(404).send({ error: 'unknown subscription' });
    }
    subscription.requests++;
    if (subscription.answer) {
      const { status, retryAfter, delayMs } = subscription.answer;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.code(status).send({ error: 'forced answer' });
    }
    const checked = ++sinceLastCheck >= checkEvery;
    if (checked) {
      sinceLastCheck = 0;
      const refusal = checkVapid({
        authorization: request.headers.authorization,
        origin,
        nowMs: now(),
        applicationServerKey: subscription.applicationServerKey,
      });
      if (refusal === 'bad_jwt_token') return reply.code(403).send({ reason: 'BadJwtToken' });
      if (refusal) return reply.code(refusal === 'absent' ? 401 : 403).send({ error: refusal });
    }
    const ttl = request.headers.ttl;
    if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) return reply.code(400).send({ error: 'TTL header missing' });
    if (request.headers['content-encoding'] !== 'aes128gcm') return reply.code(400).send({ error: 'content-encoding must be aes128gcm' });
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (body.length > MAX_BODY_BYTES) return reply.code(413).send({ error: 'payload too large' });
    if (!checked) {
      unchecked++;
      return reply.code(201).header('location', `${origin}/message/${randomUUID()}`).send();
    }
    let payload: Buffer;
    try {
      payload = decryptPushBody(body, subscription.keys);
    } catch (error) {
      if (error instanceof DecryptError) return reply.code(400).send({ error: `cannot decrypt: ${error.message}` });
      throw error;
    }
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    delivered.push({ subscriptionId: request.params.id, payload: payload.toString('utf8'), headers });
    return reply.code(201).header('location', `${origin}/message/${randomUUID()}`).send();
  });

  return {
    app,
    async listen(port = 0) {
      await app.listen({ port, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('push sandbox has no TCP address');
      origin = `https://127.0.0.1:${address.port}`;
      return origin;
    },
    get origin() {
      return origin;
    },
    createSubscription(subscriptionOptions = {}) {
      if (!origin) throw new Error('call listen() before createSubscription()');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys: ReceiverKeys = { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), authSecret: randomBytes(16) };
      const id = randomBytes(12).toString('base64url');
      subscriptions.set(id, { keys, applicationServerKey: subscriptionOptions.applicationServerKey, answer: null, requests: 0 });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
      };
    },
    answerWith(subscriptionId, answer) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`unknown subscription ${subscriptionId}`);
      subscription.answer = answer;
    },
    messages(subscriptionId) {
      return subscriptionId === undefined ? [...delivered] : delivered.filter((message) => message.subscriptionId === subscriptionId);
    },
    requestCount(subscriptionId) {
      if (subscriptionId !== undefined) return subscriptions.get(subscriptionId)?.requests ?? 0;
      let total = unknownRequests;
      for (const subscription of subscriptions.values()) total += subscription.requests;
      return total;
    },
    uncheckedCount: () => unchecked,
    reset() {
      delivered = [];
      unknownRequests = 0;
      unchecked = 0;
      sinceLastCheck = 0;
      for (const subscription of subscriptions.values()) {
        subscription.answer = null;
        subscription.requests = 0;
      }
    },
    close: () => app.close(),
  };
}
