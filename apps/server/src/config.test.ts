import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  SECRETS_KEY: `v1:${Buffer.alloc(32, 1).toString('base64')}`,
  SESSION_SECRET: 'a-production-session-secret-of-enough-length-0123',
};

describe('config', () => {
  it('refuses TRUST_PROXY=true in production at start, with a clear message', () => {
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would believe any client/);
  });

  it('takes a hop count or proxy addresses', () => {
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '10.1.0.0/16' }).trustProxy).toEqual(['10.1.0.0/16']);
    expect(loadConfig({ ...PRODUCTION }).trustProxy).toBe(false);
  });

  it('reads the provider ceiling of failed sign-ins per minute', () => {
    expect(loadConfig({}).SIGN_IN_FAILURES_PER_PROVIDER_MINUTE).toBe(60);
    expect(loadConfig({ SIGN_IN_FAILURES_PER_PROVIDER_MINUTE: '200' }).SIGN_IN_FAILURES_PER_PROVIDER_MINUTE).toBe(200);
    expect(() => loadConfig({ SIGN_IN_FAILURES_PER_PROVIDER_MINUTE: '0' })).toThrow(ConfigError);
  });

  it('takes the first admin as ADMIN_EMAIL and ADMIN_PASSWORD together, with a password of 12 or more', () => {
    const admin = loadConfig({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'twelve-chars' });
    expect([admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD]).toEqual(['admin@example.com', 'twelve-chars']);
    expect(loadConfig({}).ADMIN_EMAIL).toBeUndefined();
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'twelve-chars' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'eleven-char' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('reads the push services a subscription may point at, with the browsers\' own by default', () => {
    expect(loadConfig({}).pushServiceHosts).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.com, *.push.test,localhost:4443' }).pushServiceHosts).toEqual([
      'push.example.com',
      '*.push.test',
      'localhost:4443',
    ]);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.com' })).toThrow(/PUSH_SERVICE_HOSTS: "https/);
  });
});
