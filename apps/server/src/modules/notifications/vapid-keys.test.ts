import { createECDH, createPrivateKey, createPublicKey, createSign, createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateVapidKeys as generateVapidKeyPair } from '../../integrations/push/vapid';
import { fromBase64Url, isP256PublicKey } from './vapid-keys';

describe('VAPID keys', () => {
  it('makes an uncompressed P-256 public point and its private scalar, in base64url', () => {
    const pair = generateVapidKeyPair();
    expect(pair.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(pair.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const point = Buffer.from(pair.publicKey, 'base64url');
    expect([point.length, point[0]]).toEqual([65, 4]);
    expect(isP256PublicKey(pair.publicKey)).toBe(true);
    expect(generateVapidKeyPair().publicKey).not.toBe(pair.publicKey);
  });

  it('gives a private key that signs what the public key verifies', () => {
    const pair = generateVapidKeyPair();
    const point = Buffer.from(pair.publicKey, 'base64url');
    const [x, y] = [point.subarray(1, 33).toString('base64url'), point.subarray(33).toString('base64url')];
    const privateKey = createPrivateKey({ key: { kty: 'EC', crv: 'P-256', x, y, d: pair.privateKey }, format: 'jwk' });
    const signature = createSign('SHA256').update('jwt').sign({ key: privateKey, dsaEncoding: 'ieee-p1363' });
    const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    expect(createVerify('SHA256').update('jwt').verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
  });

  it("takes a browser's p256dh key and refuses anything else", () => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    expect(isP256PublicKey(browser.getPublicKey('base64url'))).toBe(true);
    expect(isP256PublicKey(browser.getPublicKey('base64url', 'compressed'))).toBe(false);
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    expect(isP256PublicKey(offCurve.toString('base64url'))).toBe(false);
    expect(isP256PublicKey('not base64url!')).toBe(false);
    expect(isP256PublicKey('')).toBe(false);
  });

  it('reads strict base64url only', () => {
    expect(fromBase64Url('AAEC')?.toString('hex')).toBe('000102');
    expect(fromBase64Url('AAE=')?.toString('hex')).toBe('0001');
    expect(fromBase64Url('AA+/')).toBeNull();
  });
});
