import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  SECRETS_KEY: `v1:${Buffer.alloc(32, 1).toString('base64')}`,
  SESSION_SECRET: 'a-production-session-secret-of-enough-length-0123',
  PUSH_SUBJECT: 'mailto:noc@provedor.com.br',
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

  it("keeps audit entries 183 days by default, longer if asked, and never less than the Marco Civil's 6 months in any mode", () => {
    expect(loadConfig({ ...PRODUCTION }).AUDIT_RETENTION_DAYS).toBe(183);
    expect(loadConfig({ ...PRODUCTION, AUDIT_RETENTION_DAYS: '365' }).AUDIT_RETENTION_DAYS).toBe(365);
    expect(() => loadConfig({ ...PRODUCTION, AUDIT_RETENTION_DAYS: '182' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'development', AUDIT_RETENTION_DAYS: '30' })).toThrow(/AUDIT_RETENTION_DAYS/);
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

  it('refuses to start in production without PUSH_SUBJECT, or anywhere with one push services refuse', () => {
    const { PUSH_SUBJECT: _subject, ...withoutSubject } = PRODUCTION;
    expect(() => loadConfig(withoutSubject)).toThrow(/PUSH_SUBJECT is required in production: a mailto: of a real domain or an https: URL/);
    for (const subject of [
      'mailto:suporte@central.local',
      'mailto:push@localhost',
      'https://192.168.0.1/',
      'mailto:ops@intranet',
      'http://central.example.com',
    ]) {
      expect(() => loadConfig({ ...PRODUCTION, PUSH_SUBJECT: subject })).toThrow(ConfigError);
      expect(() => loadConfig({ PUSH_SUBJECT: subject })).toThrow(/^PUSH_SUBJECT: /);
    }
    expect(() => loadConfig({ ...PRODUCTION, PUSH_SUBJECT: 'mailto:suporte@central.local' })).toThrow(
      'PUSH_SUBJECT: the mailto: address names a .local host, which push services refuse',
    );
    expect(loadConfig(PRODUCTION).PUSH_SUBJECT).toBe('mailto:noc@provedor.com.br');
    expect(loadConfig({ ...PRODUCTION, PUSH_SUBJECT: 'https://central.provedor.com.br/contato' }).PUSH_SUBJECT).toBe(
      'https://central.provedor.com.br/contato',
    );
    // Outside production it may be left out: each provider's contact e-mail, else the demo subject.
    expect(loadConfig({}).PUSH_SUBJECT).toBeUndefined();
  });

  it("reads the push services a subscription may point at, with the browsers' own by default", () => {
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

  it('allows logo fetches from private addresses only outside production, off by default', () => {
    expect(loadConfig({ ...PRODUCTION }).IMAGE_FETCH_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig({ IMAGE_FETCH_ALLOW_PRIVATE: 'true' }).IMAGE_FETCH_ALLOW_PRIVATE).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, IMAGE_FETCH_ALLOW_PRIVATE: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, IMAGE_FETCH_ALLOW_PRIVATE: 'true' })).toThrow(
      /IMAGE_FETCH_ALLOW_PRIVATE is for tests and the demo/,
    );
    expect(loadConfig({ ...PRODUCTION, IMAGE_FETCH_ALLOW_PRIVATE: 'false' }).IMAGE_FETCH_ALLOW_PRIVATE).toBe(false);
  });

  it('serves no metrics unless METRICS_PORT is set, and binds them to loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({}).METRICS_HOST).toBe('127.0.0.1');
    const set = loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' });
    expect([set.METRICS_PORT, set.METRICS_HOST]).toEqual([9464, '0.0.0.0']);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
