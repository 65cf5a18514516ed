import { describe, expect, it } from 'vitest';
import { normalizeRecoveryCode, ownerColumns, RECOVERY_ALPHABET, recoveryCodeOf, sealOwner } from './second-factor-rules';

describe('recovery codes', () => {
  it('are ten characters of the alphabet, shown in two groups of five', () => {
    expect(recoveryCodeOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe('abcde-fghjk');
    expect(recoveryCodeOf(Array.from({ length: 10 }, () => RECOVERY_ALPHABET.length - 1))).toBe('99999-99999');
  });

  it('are read in any case, with or without the dash or spaces', () => {
    expect(normalizeRecoveryCode('ABCDE-FGHJK')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode(' abcde fghjk ')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode('abcde-fghj')).toBe('');
    expect(normalizeRecoveryCode('abcde_fghjk')).toBe('');
  });
});

describe('factor owners', () => {
  it('are keyed and sealed by role and id', () => {
    expect(ownerColumns({ role: 'admin', adminId: 'a1' })).toEqual({ adminId: 'a1' });
    expect(ownerColumns({ role: 'provider', tenantId: 't1' })).toEqual({ tenantId: 't1' });
    expect(sealOwner({ role: 'admin', adminId: 'a1' })).toBe('admin:a1');
    expect(sealOwner({ role: 'provider', tenantId: 't1' })).toBe('provider:t1');
  });
});
