import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVapidSigner, generateVapidKeys, InvalidVapidKeysError } from './vapid';

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOUR = 3600_000;

function parse(header: string) {
  const match = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a vapid header: ${header}`);
  const [, head, claims, signature, k] = match as unknown as [string, string, string, string, string];
  return {
    head: JSON.parse(Buffer.from(head, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()),
    signed: `${head}.${claims}`,
    signature: Buffer.from(signature, 'base64url'),
    k,
  };
}

describe('VAPID', () => {
  it('generates a 65-byte uncompressed public point and a 32-byte private scalar, in base64url', () => {
    const keys = generateVapidKeys();
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.publicKey, 'base64url')[0]).toBe(4);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('builds `vapid t=<ES256 JWT>, k=<public key>` with aud = the endpoint origin, exp 12 h ahead and sub', () => {
    const keys = generateVapidKeys();
    const signer = createVapidSigner({ now: () => T0 });
    const jwt = parse(signer.authorization('https://push.example.net:8443/wpush/v2/abc?x=1', keys, 'mailto:push@central.test'));
    expect(jwt.head).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(jwt.claims).toEqual({ aud: 'https://push.example.net:8443', exp: T0 / 1000 + 12 * 3600, sub: 'mailto:push@central.test' });
    expect(jwt.k).toBe(keys.publicKey);
    const point = Buffer.from(jwt.k, 'base64url');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    expect(jwt.signature).toHaveLength(64);
    expect(verify('sha256', Buffer.from(jwt.signed), { key, dsaEncoding: 'ieee-p1363' }, jwt.signature)).toBe(true);
  });

  it('reuses one token per key, origin and subject until an hour before it expires', () => {
    let now = T0;
    const keys = generateVapidKeys();
    const subject = 'https://central.test/contact';
    const signer = createVapidSigner({ now: () => now });
    const first = signer.authorization('https://fcm.googleapis.com/fcm/send/a', keys, subject);
    now = T0 + 11 * HOUR - 1;
    expect(signer.authorization('https://fcm.googleapis.com/fcm/send/b', keys, subject)).toBe(first);
    expect(signer.authorization('https://updates.push.services.mozilla.com/wpush/v2/c', keys, subject)).not.toBe(first);
    expect(signer.authorization('https://fcm.googleapis.com/fcm/send/a', generateVapidKeys(), subject)).not.toBe(first);
    const otherSubject = signer.authorization('https://fcm.googleapis.com/fcm/send/a', keys, 'mailto:noc@central.test');
    expect(parse(otherSubject).claims.sub).toBe('mailto:noc@central.test');
    now = T0 + 11 * HOUR;
    const renewed = signer.authorization('https://fcm.googleapis.com/fcm/send/a', keys, subject);
    expect(renewed).not.toBe(first);
    expect(parse(renewed).claims.exp).toBe(now / 1000 + 12 * 3600);
  });

  it('refuses a private key that does not belong to the public key, and a subject that is not mailto: or https:', () => {
    const signer = createVapidSigner();
    const mixed = { publicKey: generateVapidKeys().publicKey, privateKey: generateVapidKeys().privateKey };
    expect(() => signer.authorization('https://push.example.net/x', mixed, 'mailto:push@central.test')).toThrow(InvalidVapidKeysError);
    expect(() =>
      signer.authorization('https://push.example.net/x', { publicKey: 'abc', privateKey: 'def' }, 'mailto:push@central.test'),
    ).toThrow(InvalidVapidKeysError);
    expect(() => signer.authorization('https://push.example.net/x', generateVapidKeys(), 'http://central.test')).toThrow(TypeError);
  });
});
