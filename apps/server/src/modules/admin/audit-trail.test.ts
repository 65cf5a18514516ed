import { describe, expect, it } from 'vitest';
import { diffFields, REDACTED } from './audit-trail';

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
