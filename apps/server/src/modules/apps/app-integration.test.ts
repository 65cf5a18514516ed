import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/crypto';
import { appIntegrationOf } from './app-integration';

const box = createSecretBox(`v1:${Buffer.alloc(32, 7).toString('base64')}`);
const row = (secret: string | null, fields: { integrationUrl?: string | null; integrationUser?: string | null } = {}) => ({
  integrationUrl: 'http://localhost:4010/watch',
  integrationUser: 'fibrasul-client',
  integrationSecret: secret === null ? null : box.seal(secret, 'demo'),
  ...fields,
});

describe('appIntegrationOf', () => {
  it('opens the sealed secret with the provider client_id', () => {
    expect(appIntegrationOf(box, 'demo', row('s3gr3do '))).toEqual({
      url: 'http://localhost:4010/watch',
      user: 'fibrasul-client',
      secret: 's3gr3do ',
    });
  });

  it('answers null for an app without a connection or with part of one', () => {
    expect(appIntegrationOf(box, 'demo', { integrationUrl: null, integrationUser: null, integrationSecret: null })).toBeNull();
    expect(appIntegrationOf(box, 'demo', row(null))).toBeNull();
    expect(appIntegrationOf(box, 'demo', row('x', { integrationUrl: null }))).toBeNull();
    expect(appIntegrationOf(box, 'demo', row('x', { integrationUser: '' }))).toBeNull();
  });

  it('refuses a secret sealed for another provider', () => {
    expect(() => appIntegrationOf(box, 'acme', row('s3gr3do'))).toThrow();
  });
});
