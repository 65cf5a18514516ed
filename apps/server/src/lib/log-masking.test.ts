import { describe, expect, it } from 'vitest';
import { maskPushEndpoint, maskText, maskUrl, maskValue } from './log-masking';

describe('log masking', () => {
  it('masks CPF and CNPJ, masked or bare, keeping only a middle group', () => {
    expect(maskText('login 529.982.247-25 ok')).toBe('login ***.982.***-** ok');
    expect(maskText('login 52998224725')).toBe('login ***.982.***-**');
    expect(maskText('cnpj 11.222.333/0001-81')).toBe('cnpj **.222.***/****-**');
  });
  it('masks e-mail addresses down to the first letter and the domain', () => {
    expect(maskText('sent to maria.silva@example.com')).toBe('sent to m***@example.com');
  });
  it('replaces secret-bearing keys entirely, at any depth', () => {
    expect(maskValue({ body: { password: 'demo123', cpfOrCnpj: '529.982.247-25' }, token: 'abc' })).toEqual({
      body: { password: '[redacted]', cpfOrCnpj: '***.982.***-**' },
      token: '[redacted]',
    });
  });

  it('masks e-mails written with an escaped at sign', () => {
    expect(maskText('/api/x?email=maria.silva%40example.com')).toBe('/api/x?email=m***%40example.com');
    expect(maskText('MARIA%40EXAMPLE.COM')).toBe('M***%40EXAMPLE.COM');
  });
});

describe('URL masking', () => {
  const token = 'eyJ0aWQiOiJkZW1vIiwiY2lkIjoiMTAwMSIsImtpbmQiOiJib2xldG8ifQ.5Zq7n0c8mJwqYb2Jb1k3Qk8l3s9d0f8g7h6j5k4l3m2';
  it('redacts download tokens in the path, keeping the route readable', () => {
    expect(maskUrl(`/api/central/customer/download/invoice/${token}`)).toBe('/api/central/customer/download/invoice/[redacted]');
    expect(maskUrl('/api/central/customer/invoice/123456')).toBe('/api/central/customer/invoice/123456');
    expect(maskUrl('/pwa/demo/config.json')).toBe('/pwa/demo/config.json');
  });
  it('redacts the values of secret-named query parameters and masks the rest', () => {
    expect(maskUrl('/api/x?password=demo123&token=abc&senha=1&code=123456789&page=2')).toBe(
      '/api/x?password=[redacted]&token=[redacted]&senha=[redacted]&code=[redacted]&page=2',
    );
    expect(maskUrl('/api/x?newPassword=x&access_token=y&email=ana.souza%40example.com&cpf=52998224725')).toBe(
      '/api/x?newPassword=[redacted]&access_token=[redacted]&email=a***%40example.com&cpf=***.982.***-**',
    );
  });
});

describe('push endpoint masking', () => {
  const fcm = 'https://fcm.googleapis.com/fcm/send/dXJ0bmFtZTpBUEE5MWJIeGJ2c2Z0:APA91bHx7kQ2yPz0uVw9RtLm3NcE5sWqJfK8gHd4Ab12';
  const mozilla = 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABnX0s1bW9yZS1yYW5kb20tYnl0ZXMtaGVyZQxY9z';
  const subscription = {
    endpoint: fcm,
    expirationTime: null,
    keys: { p256dh: 'BOr3m0tEkEyBase64UrlPublicPoint', auth: 'c2VjcmV0LWF1dGg' },
  };

  it("keeps only the push service's origin and the last four characters", () => {
    expect(maskPushEndpoint(fcm)).toBe('https://fcm.googleapis.com/…Ab12');
    expect(maskPushEndpoint(mozilla)).toBe('https://updates.push.services.mozilla.com/…xY9z');
    expect(maskPushEndpoint('https://web.push.apple.com/x')).toBe('https://web.push.apple.com/…');
    expect(maskPushEndpoint('not a url')).toBe('[redacted]');
  });

  it('masks an endpoint, or a whole subscription, given in the path of a request', () => {
    const route = '/api/central/config/push-notification';
    expect(maskUrl(`${route}/${encodeURIComponent(fcm)}`)).toBe(`${route}/[subscription https://fcm.googleapis.com/…Ab12]`);
    const masked = maskUrl(`${route}/${encodeURIComponent(JSON.stringify(subscription))}`);
    expect(masked).toBe(`${route}/[subscription https://fcm.googleapis.com/…Ab12]`);
    expect(masked).not.toContain(subscription.keys.auth);
    expect(maskUrl(`${route}/${fcm}`)).not.toContain('APA91b');
  });

  it('masks endpoints in logged values and in text, and redacts the auth secret', () => {
    expect(maskValue({ subscription })).toEqual({
      subscription: {
        endpoint: 'https://fcm.googleapis.com/…Ab12',
        expirationTime: null,
        keys: { p256dh: subscription.keys.p256dh, auth: '[redacted]' },
      },
    });
    expect(maskText(`push to ${mozilla} failed`)).toBe('push to https://updates.push.services.mozilla.com/…xY9z failed');
    expect(maskText('logo at https://cdn.example.com/logo.svg')).toBe('logo at https://cdn.example.com/logo.svg');
  });
});
