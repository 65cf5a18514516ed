import { isValidEmail } from '@central/domain';
import type { FactorOwner } from './second-factor/second-factors';

export type StaffScope = 'admin-password' | 'provider-password';

export type StaffRole = 'admin' | 'provider';

/** How long a sign-in whose password was right may wait for its second step: 5 minutes. */
export const PENDING_SECONDS = 5 * 60;

/** An admin's e-mail as stored: trimmed and lower-case, so it names one admin however it is typed. */
export function normalizeAdminEmail(value: string | null | undefined): string | null {
  const email = (value ?? '').trim().toLowerCase();
  return email && isValidEmail(email) ? email : null;
}

/** Whose password a staff try guesses: an admin's e-mail or a provider's client_id, outside any tenant. */
export const staffAccount = (subject: string) => ({ tenantId: 'staff', subject });

/** The guard scope of an account's passwords and codes. */
export const scopeOf = (owner: FactorOwner): StaffScope => (owner.role === 'admin' ? 'admin-password' : 'provider-password');
/** The audit action of an account's sign-in. */
export const signInActionOf = (owner: FactorOwner) => (owner.role === 'admin' ? 'admin-sign-in' : 'provider-sign-in');
/** The tenant an audit entry of the account belongs to: a provider's own, none for an admin. */
export const tenantIdOf = (owner: FactorOwner) => (owner.role === 'provider' ? owner.tenantId : null);

/** Why a provider's sign-in was refused, as the audit names it. */
export function providerRefusal(tenant: { status: string; providerPasswordHash: string | null } | null): string {
  if (!tenant) return 'unknown-account';
  if (tenant.status !== 'active') return 'suspended';
  return tenant.providerPasswordHash ? 'wrong-password' : 'no-password';
}
