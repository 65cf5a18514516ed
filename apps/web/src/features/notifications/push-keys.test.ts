import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64UrlBytes, pushConfigPath, sameKey, serviceWorkerUrl } from './push-keys';

describe('push keys', () => {
  it('reads a provider key (an uncompressed P-256 point in base64url) as its 65 bytes', () => {
    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
    const bytes = base64UrlBytes(point.toString('base64url'));
    expect(bytes && Buffer.from(bytes)).toEqual(point);
    expect(base64UrlBytes(`${Buffer.from([251, 255]).toString('base64url')}==`)).toEqual(new Uint8Array([251, 255]));
  });

  it('refuses what is not base64url', () => {
    expect(base64UrlBytes('a+b/')).toBeNull();
    expect(base64UrlBytes('abcde')).toBeNull();
  });

  it('tells a subscription made with another key', () => {
    const key = new Uint8Array([4, 1, 2]);
    expect(sameKey(new Uint8Array([4, 1, 2]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([4, 1, 3]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(true);
  });

  it('puts the whole endpoint in one path segment', () => {
    expect(pushConfigPath('https://fcm.googleapis.com/fcm/send/a:b?c')).toBe(
      '/api/central/config/push-notification/https%3A%2F%2Ffcm.googleapis.com%2Ffcm%2Fsend%2Fa%3Ab%3Fc',
    );
  });

  it('passes the provider icon to the service worker only when it is a short web address', () => {
    expect(serviceWorkerUrl('https://cdn.example/icon.png')).toBe('/notification/sw.js?icon=https%3A%2F%2Fcdn.example%2Ficon.png');
    expect(serviceWorkerUrl('/pwa/icon.png')).toBe('/notification/sw.js?icon=%2Fpwa%2Ficon.png');
    expect(serviceWorkerUrl('data:image/png;base64,AAAA')).toBe('/notification/sw.js');
    expect(serviceWorkerUrl('//evil.example/x.png')).toBe('/notification/sw.js');
    expect(serviceWorkerUrl(null)).toBe('/notification/sw.js');
  });
});
