import { createECDH, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { encryptPayload } from '../../apps/server/src/integrations/push/encrypt';
import { createVapidSigner, generateVapidKeys } from '../../apps/server/src/integrations/push/vapid';

export interface CryptoFloor {
  messages: number;
  /** Ephemeral key generation plus ECDH derive alone: the part of encryption no cache can remove. */
  ecdhMicrosPerMessage: number;
  /** The full RFC 8291 encryption (ECDH, three HKDFs, AES-GCM) of a typical 112-byte payload. */
  encryptMicrosPerMessage: number;
  /** Getting the VAPID header with the per-origin cache warm (what a fan-out pays per message). */
  cachedVapidMicrosPerMessage: number;
  /** Encrypted messages per second on one core, counting encryption and the cached header only. */
  messagesPerSecondPerCore: number;
}

/**
 * The CPU floor of sending `n` push messages, without any network: for the bench script (about 140 µs ECDH and 172 µs
 * full encryption were measured on Node 20). Blocks the event loop.
 */
export function measureCryptoFloor(n = 2000): CryptoFloor {
  const receiver = createECDH('prime256v1');
  receiver.generateKeys();
  const receiverPublic = receiver.getPublicKey();
  const keys = { p256dh: receiverPublic.toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const payload = Buffer.from(
    JSON.stringify({ title: 'Sua fatura vence em 5 dias', body: 'Valor R$ 99,90. Toque para ver o boleto ou o PIX.', url: '/f' }),
  );
  const vapid = generateVapidKeys();
  const signer = createVapidSigner();
  const subject = 'mailto:bench@central.test';
  const endpoint = 'https://fcm.googleapis.com/fcm/send/bench';

  const ecdhMicros = time(n, () => {
    const ephemeral = createECDH('prime256v1');
    ephemeral.generateKeys();
    ephemeral.computeSecret(receiverPublic);
  });
  const encryptMicros = time(n, () => encryptPayload(keys, payload));
  signer.authorization(endpoint, vapid, subject);
  const vapidMicros = time(n, () => signer.authorization(endpoint, vapid, subject));
  return {
    messages: n,
    ecdhMicrosPerMessage: ecdhMicros,
    encryptMicrosPerMessage: encryptMicros,
    cachedVapidMicrosPerMessage: vapidMicros,
    messagesPerSecondPerCore: Math.round(1e6 / (encryptMicros + vapidMicros)),
  };
}

function time(n: number, work: () => void): number {
  for (let i = 0; i < Math.min(100, n); i++) work();
  const start = performance.now();
  for (let i = 0; i < n; i++) work();
  return Math.round(((performance.now() - start) * 1000) / n);
}
