import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { MESSAGES } from '@central/domain';
import type supertest from 'supertest';
import { expect } from 'vitest';
import { createSecretBox } from '../../src/lib/crypto';
import { loggerOptions } from '../../src/logger';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../src/modules/notifications/push-service-hosts';
import { signedIn } from './subscriber';
import { madeBeforeAll, sharedTestApp } from './suite';
import { TEST_SECRETS } from './test-app';

/** acme's customer 1001, as Maria is demo's. */
export const MARIANA = { cpfOrCnpj: '529.982.247-25', password: 'alt12345' };
export const PUSH_CONFIG_URL = '/api/central/config/push-notification';
export const NOT_FOUND = { code: 'PUSH_CONFIG_NOT_FOUND', message: MESSAGES.pushConfigNotFound };
export const TAKEN = { code: 'PUSH_ENDPOINT_TAKEN', message: MESSAGES.pushEndpointTaken };

export const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
};
export const subscription = (endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}:APA91b${randomUUID()}`) => ({
  endpoint,
  expirationTime: null,
  keys: browserKeys(),
});
export type Subscription = ReturnType<typeof subscription>;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The suites of the subscribers' Web Push subscriptions: the app (taking the push simulator's host too), Maria signed
 * in, and every answer, every log line (written through the server's own masking, logger.ts) and every endpoint saved
 * kept, so the suite can prove no private key was answered and no endpoint logged.
 */
export function pushSubscriptionsSuite() {
  const box = createSecretBox(TEST_SECRETS.secretsKey);
  const answers: string[] = [];
  const logLines: string[] = [];
  const logs = new PassThrough();
  logs.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  const endpointsSent = new Set<string>();

  const t = sharedTestApp({
    pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS, 'localhost:4443'],
    logger: { ...(loggerOptions('info') as object), stream: logs },
  });
  const maria = madeBeforeAll(() => signedIn(t));

  const kept = (response: supertest.Response) => {
    answers.push(response.text);
    return response;
  };
  const save = async (client: supertest.Agent, sub: { endpoint?: string; keys?: object }, invoiceRange: unknown = 15) => {
    if (sub.endpoint) endpointsSent.add(sub.endpoint);
    return kept(await client.post(PUSH_CONFIG_URL).send({ subscription: sub, invoiceRange }));
  };
  const at = (key: string) => `${PUSH_CONFIG_URL}/${encodeURIComponent(key)}`;

  return {
    t,
    box,
    maria,
    logLines,
    endpointsSent,
    /** Keeps an answer the helpers below did not ask for. */
    kept,
    save,
    load: async (client: supertest.Agent, key: string) => kept(await client.get(at(key))),
    remove: async (client: supertest.Agent, key: string) => kept(await client.delete(at(key))),
    rowsAt: (endpoint: string) => t.db.prisma.pushSubscription.findMany({ where: { endpoint } }),
    /** No answer so far, of at least `atLeast`, held a provider's VAPID private key. */
    async expectNoPrivateKeyAnswered(atLeast: number) {
      const rows = await t.db.prisma.tenant.findMany({ where: { vapidPrivateKey: { not: null } } });
      const secrets = rows.flatMap((row) => [row.vapidPrivateKey!, box.open(row.vapidPrivateKey!, row.clientId)]);
      expect(answers.length).toBeGreaterThan(atLeast);
      for (const answer of answers) for (const secret of secrets) expect(answer).not.toContain(secret);
      expect(answers.join('\n')).not.toMatch(/vapid_private_key/);
    },
    /**
     * No log line so far held what the logs cut from an endpoint (all but the push service and the last characters),
     * as written or with its escapes decoded, of at least `atLeast` endpoints saved.
     */
    expectNoEndpointLogged(atLeast: number) {
      expect(endpointsSent.size).toBeGreaterThan(atLeast);
      const hidden = [...endpointsSent]
        .filter((endpoint) => URL.canParse(endpoint))
        .map((endpoint) => endpoint.slice(new URL(endpoint).origin.length + 1, -4));
      const lines = logLines.flatMap((line) => [line, decoded(line)]);
      for (const part of hidden.filter((text) => text.length >= 8)) expect(lines.filter((line) => line.includes(part))).toEqual([]);
    },
  };
}
