import { MESSAGES } from '@central/domain';
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpointOfParam, parseInvoiceRange, readPushConfig } from './subscription-rules';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../push-service-hosts';

const browser = createECDH('prime256v1');
browser.generateKeys();
const KEYS = { p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('push config input', () => {
  it('reads the ranges as numbers or strings', () => {
    expect([15, 10, 5, 1, '15d', '10', '5D', ' 1d '].map(parseInvoiceRange)).toEqual([15, 10, 5, 1, 15, 10, 5, 1]);
    expect([0, 2, 30, 15.5, '', 'd', '15 days', null, undefined, '1e1'].map(parseInvoiceRange)).toEqual(Array(10).fill(null));
  });

  it('gives each bad part its own text', () => {
    const good = { subscription: { endpoint: ENDPOINT, keys: KEYS }, invoiceRange: 5 };
    expect(readPushConfig(good, DEFAULT_PUSH_SERVICE_HOSTS)).toEqual({ subscription: { endpoint: ENDPOINT, ...KEYS }, invoiceRange: 5 });
    expect(refusal(() => readPushConfig({ ...good, invoiceRange: undefined }, DEFAULT_PUSH_SERVICE_HOSTS))).toBe(
      MESSAGES.notificationRangeRequired,
    );
    const at = (endpoint: string) => ({ ...good, subscription: { endpoint, keys: KEYS } });
    expect(refusal(() => readPushConfig(at('http://fcm.googleapis.com/x'), DEFAULT_PUSH_SERVICE_HOSTS))).toBe(
      MESSAGES.pushServiceNotAllowed,
    );
    expect(refusal(() => readPushConfig({ invoiceRange: 5 }, DEFAULT_PUSH_SERVICE_HOSTS))).toBe(MESSAGES.pushSubscriptionInvalid);
    const withKeys = (keys: { p256dh?: string; auth?: string }) => ({ ...good, subscription: { endpoint: ENDPOINT, keys } });
    expect(
      refusal(() => readPushConfig(withKeys({ ...KEYS, auth: randomBytes(15).toString('base64url') }), DEFAULT_PUSH_SERVICE_HOSTS)),
    ).toBe(MESSAGES.pushSubscriptionInvalid);
    expect(refusal(() => readPushConfig(withKeys({ auth: KEYS.auth }), DEFAULT_PUSH_SERVICE_HOSTS))).toBe(MESSAGES.pushSubscriptionInvalid);
  });

  it('finds the endpoint in a path parameter that is the endpoint or the JSON subscription', () => {
    expect(endpointOfParam(ENDPOINT)).toBe(ENDPOINT);
    expect(endpointOfParam(JSON.stringify({ endpoint: ENDPOINT, keys: KEYS }))).toBe(ENDPOINT);
    expect(endpointOfParam('{not json')).toBeNull();
    expect(endpointOfParam('{"endpoint":5}')).toBeNull();
    expect(endpointOfParam('null')).toBe('null');
  });
});
