import { describe, expect, it } from 'vitest';
import { DEFAULT_RECOVERY_BACK, recoveryBackTarget, recoveryEntryState } from './recovery-entry';

describe('recoveryBackTarget', () => {
  it('goes back to the page that opened the step, query included', () => {
    expect(recoveryBackTarget(recoveryEntryState('/sign-in'))).toBe('/sign-in');
    expect(recoveryBackTarget(recoveryEntryState('/sign-in?next=%2Fpanel%2Finvoices'))).toBe('/sign-in?next=%2Fpanel%2Finvoices');
  });

  it('without a known opener, or with another site, goes to the security page', () => {
    for (const state of [null, undefined, {}, { recoveryBack: 3 }, recoveryEntryState('//evil.example'), recoveryEntryState('https://x.y')])
      expect(recoveryBackTarget(state)).toBe(DEFAULT_RECOVERY_BACK);
  });
});
