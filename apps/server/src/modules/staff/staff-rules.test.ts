import { describe, expect, it } from 'vitest';
import { normalizeAdminEmail, providerRefusal, scopeOf, signInActionOf, staffAccount, tenantIdOf } from './staff-rules';

describe('normalizeAdminEmail', () => {
  it('trims and lower-cases an e-mail, and refuses what is not one', () => {
    expect(normalizeAdminEmail('  Root@Example.COM ')).toBe('root@example.com');
    expect(normalizeAdminEmail('not-an-email')).toBeNull();
    expect(normalizeAdminEmail('')).toBeNull();
    expect(normalizeAdminEmail(null)).toBeNull();
  });
});

describe('staff accounts', () => {
  const admin = { role: 'admin' as const, adminId: 'a1' };
  const provider = { role: 'provider' as const, tenantId: 't1' };

  it('count guesses outside any tenant, by subject', () => {
    expect(staffAccount('demo')).toEqual({ tenantId: 'staff', subject: 'demo' });
  });

  it('name their scope, audit action and tenant by role', () => {
    expect([scopeOf(admin), signInActionOf(admin), tenantIdOf(admin)]).toEqual(['admin-password', 'admin-sign-in', null]);
    expect([scopeOf(provider), signInActionOf(provider), tenantIdOf(provider)]).toEqual(['provider-password', 'provider-sign-in', 't1']);
  });
});

describe('providerRefusal', () => {
  it('says why a provider could not sign in', () => {
    expect(providerRefusal(null)).toBe('unknown-account');
    expect(providerRefusal({ status: 'suspended', providerPasswordHash: 'x' })).toBe('suspended');
    expect(providerRefusal({ status: 'active', providerPasswordHash: null })).toBe('no-password');
    expect(providerRefusal({ status: 'active', providerPasswordHash: 'x' })).toBe('wrong-password');
  });
});
