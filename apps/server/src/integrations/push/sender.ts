import { rootCertificates } from 'node:tls';
import { Agent, type Dispatcher } from 'undici';
import { encryptPayload, InvalidSubscriptionKeysError, MAX_PLAINTEXT_BYTES, type PushSubscription } from './encrypt';
import { classifyAnswer, type PushResult } from './outcome';
import { createVapidSigner, InvalidVapidKeysError, type VapidKeys } from './vapid';

export type { PushResult, PushOutcome, PushDropReason } from './outcome';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushSenderOptions {
  /**
   * Extra trust anchors (PEM) added to Node's bundled CAs, e.g. the sandbox push service's certificate. This only
   * widens the trust store: certificates are always verified.
   */
  ca?: string | Buffer | Array<string | Buffer>;
  /** Keep-alive sockets per push-service origin (default 64). */
  connectionsPerOrigin?: number;
  /** Deadline of one request, connect to last byte of the answer (default 10 s). */
  timeoutMs?: number;
  /** How long an idle keep-alive socket stays open (default 30 s). */
  keepAliveTimeoutMs?: number;
  /** Milliseconds since the epoch, for the VAPID cache. */
  now?: () => number;
}

export interface SendOptions {
  vapid: VapidKeys;
  /** The VAPID token's `sub`: the provider's `mailto:` or `https:` contact (`pushSubjectFor`, subject.ts). */
  subject: string;
  /** How long the push service keeps an undelivered message (RFC 8030 `TTL`, seconds, ≥ 0). */
  ttlSeconds: number;
  urgency?: Urgency;
  /** A newer message with the same topic replaces a pending one (≤ 32 base64url characters). */
  topic?: string;
}

export interface PushSender {
  send(subscription: PushSubscription, payload: object | string, options: SendOptions): Promise<PushResult>;
  close(): Promise<void>;
}

const URGENCIES = new Set<string>(['very-low', 'low', 'normal', 'high']);
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Sends RFC 8030 push messages over keep-alive HTTPS connections (undici, bounded per origin), with RFC 8291
 * payload encryption and a cached RFC 8292 VAPID header. Never logs: keys and payloads stay out of any output, and
 * the result says what the caller must do (delete the subscription, retry later, or log a refusal).
 */
export function createPushSender(options: PushSenderOptions = {}): PushSender {
  const signer = createVapidSigner({ now: options.now });
  const timeoutMs = options.timeoutMs ?? 10_000;
  const dispatcher: Dispatcher = new Agent({
    connections: options.connectionsPerOrigin ?? 64,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: timeoutMs, ...(options.ca ? { ca: [...rootCertificates, ...[options.ca].flat()] } : {}) },
  });

  async function send(subscription: PushSubscription, payload: object | string, sendOptions: SendOptions): Promise<PushResult> {
    checkSendOptions(sendOptions);
    const url = httpsEndpoint(subscription.endpoint);
    if (!url) return { outcome: 'dropped', statusCode: 0, reason: 'invalid_subscription' };
    const plaintext = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload));
    if (plaintext.length > MAX_PLAINTEXT_BYTES) return { outcome: 'dropped', statusCode: 0, reason: 'too_large' };

    let body: Buffer;
    let authorization: string;
    try {
      body = encryptPayload(subscription.keys, plaintext);
      authorization = signer.authorization(url.href, sendOptions.vapid, sendOptions.subject);
    } catch (error) {
      if (error instanceof InvalidSubscriptionKeysError) return { outcome: 'dropped', statusCode: 0, reason: 'invalid_subscription' };
      if (error instanceof InvalidVapidKeysError) return { outcome: 'dropped', statusCode: 0, reason: 'invalid_vapid_keys' };
      throw error;
    }

    const headers: Record<string, string> = {
      authorization,
      ttl: String(sendOptions.ttlSeconds),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    };
    if (sendOptions.urgency) headers.urgency = sendOptions.urgency;
    if (sendOptions.topic) headers.topic = sendOptions.topic;

    try {
      const answer = await post(dispatcher, url, headers, body);
      return classifyAnswer(answer.statusCode, answer.retryAfter, options.now?.() ?? Date.now());
    } catch (error) {
      const timedOut = error instanceof Error && /timeout|abort/i.test(`${error.name} ${(error as { code?: string }).code ?? ''}`);
      return { outcome: 'retry', statusCode: 0, reason: timedOut ? 'timeout' : 'network' };
    }
  }

  return { send, close: () => dispatcher.close() };
}

/**
 * One POST through undici's low-level dispatch: only the status and `Retry-After` are kept and the (empty or tiny)
 * answer body is ignored as it arrives, without the response stream `request()` builds. At 100,000 messages that
 * stream is a tenth of the sender's CPU. No per-request timer either: the agent's connect, headers and body
 * timeouts bound every step.
 */
function post(
  dispatcher: Dispatcher,
  url: URL,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ statusCode: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    let statusCode = 0;
    let retryAfter: string | undefined;
    dispatcher.dispatch(
      { origin: url.origin, path: `${url.pathname}${url.search}`, method: 'POST', headers, body },
      {
        // Its presence tells undici this is a handler of its current API (DispatchHandler), not the legacy one.
        onRequestStart() {},
        onResponseStart(_controller, status, answerHeaders) {
          statusCode = status;
          const value = answerHeaders['retry-after'];
          retryAfter = Array.isArray(value) ? value[0] : value;
        },
        onResponseData() {},
        onResponseEnd() {
          resolve({ statusCode, retryAfter });
        },
        onResponseError(_controller, error) {
          reject(error);
        },
      },
    );
  });
}

function httpsEndpoint(endpoint: string): URL | null {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Mistakes of the calling code rather than of the data, so they throw. */
function checkSendOptions(options: SendOptions): void {
  if (!Number.isInteger(options.ttlSeconds) || options.ttlSeconds < 0) throw new TypeError('ttlSeconds must be a non-negative integer');
  if (options.urgency !== undefined && !URGENCIES.has(options.urgency))
    throw new TypeError('urgency must be very-low, low, normal or high');
  if (options.topic !== undefined && !TOPIC.test(options.topic)) throw new TypeError('topic must be 1 to 32 base64url characters');
}
