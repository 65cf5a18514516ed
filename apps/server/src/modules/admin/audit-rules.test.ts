import { describe, expect, it } from 'vitest';
import { diffFields, originChange, REDACTED } from './audit-rules';

describe('diffFields', () => {
  it('lists only the fields that changed, with their values', () => {
    expect(diffFields({ alias: 'Acme', primary_color: '#112233' }, { alias: 'Acme Fibra', primary_color: '#112233' })).toEqual({
      alias: { from: 'Acme', to: 'Acme Fibra' },
    });
  });

  it('redacts secrets on both sides, and counts an empty secret as kept', () => {
    expect(diffFields({ ixc_access_token: 'old' }, { ixc_access_token: 'new-token' })).toEqual({
      ixc_access_token: { from: REDACTED, to: REDACTED },
    });
    expect(diffFields({}, { provider_password: '' })).toEqual({});
  });

  it('compares lists by value', () => {
    expect(diffFields({ subjects: ['1 - A'] }, { subjects: ['1 - A'] })).toEqual({});
    expect(diffFields({ subjects: ['1 - A'] }, { subjects: ['1 - A', '2 - B'] })).toEqual({
      subjects: { from: ['1 - A'], to: ['1 - A', '2 - B'] },
    });
  });
});

describe('originChange', () => {
  it('names the old and new origin when an address moves to another scheme, host or port', () => {
    expect(originChange('api_url', 'https://api.cielo.com.br/1/sales', 'https://evil.example:8443/1/sales')).toEqual({
      api_url_origin: { from: 'https://api.cielo.com.br', to: 'https://evil.example:8443' },
    });
    expect(originChange('acs_url', 'https://acs.x.com', 'http://acs.x.com')).toEqual({
      acs_url_origin: { from: 'https://acs.x.com', to: 'http://acs.x.com' },
    });
  });

  it('says nothing for a new path on the same origin, or when there was no address before', () => {
    expect(originChange('api_url', 'https://API.x.com:443/a', 'https://api.x.com/b')).toEqual({});
    expect(originChange('api_url', null, 'https://api.x.com')).toEqual({});
  });
});
