import type { AdminInfo, AdminPasswordBody, AdminSignInBody, ProviderInfo, ProviderSignInBody } from '@central/domain/api';
import type { AuditLog } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import type { GuessGuard } from '../../lib/guess-guard';
import { createDecoyHash, type ScryptCost } from '../../lib/password-hash';
import type { TokenSigner } from '../../lib/signed-token';
import { checkAdminPassword } from './admin-sign-in';
import { changeAdminPassword } from './change-admin-password';
import { checkProviderPassword } from './provider-sign-in';
import type { SecondFactors } from './second-factor/second-factors';
import { adminInfo, providerInfo, type AdminSession, type ProviderSession } from './staff-info';
import type { StaffRole } from './staff-rules';
import type { StaffSessionStore } from './staff-sessions';
import { afterStaffPassword, checkSecondStep, trustStaffDevice, type AdminIdentity, type ProviderIdentity } from './staff-sign-in';
import type { StaffStore } from './staff-store';

export interface StaffPorts {
  store: StaffStore;
  staffSessions: StaffSessionStore;
  factors: SecondFactors;
  guard: GuessGuard;
  signer: TokenSigner;
  audit: AuditLog;
  /** scrypt cost of staff passwords. */
  passwordCost: ScryptCost;
  /** Admins must have a second factor (production): without one they can only enrol. */
  secondFactorRequired: boolean;
}

/** What a sign-in leaves in the browser: the pending second step's token, then the session's. */
export interface StaffBrowser {
  keepPending: (token: string) => void;
  dropPending: () => void;
  openSession: (token: string, maxAgeSeconds: number) => void;
}

/** The answer of a right password when a code is still needed. */
export const SECOND_STEP = { two_factor_required: true } as const;

/**
 * Admin and provider sign-in, sign-out, session check and the admin's password
 * (docs/product/admin.md#sign-in-and-session). None of these is bound to the host's provider: the admin serves them
 * all, a provider names itself.
 */
export function createStaffService(ports: StaffPorts) {
  const { staffSessions, factors, secondFactorRequired } = ports;
  const deps = { ...ports, decoyHash: createDecoyHash(ports.passwordCost) };

  /** Opens the session of an account whose sign-in is complete, trusts the browser, and answers who signed in. */
  async function openAdminSession(identity: AdminIdentity, caller: Caller, browser: StaffBrowser): Promise<AdminInfo> {
    browser.openSession(await staffSessions.createAdmin(identity.adminId), staffSessions.maxAgeSeconds);
    trustStaffDevice(deps, identity, caller);
    return adminInfo({ adminId: identity.adminId, email: identity.subject }, factors, secondFactorRequired);
  }
  async function openProviderSession(identity: ProviderIdentity, caller: Caller, browser: StaffBrowser): Promise<ProviderInfo> {
    browser.openSession(await staffSessions.createProvider(identity.tenantId), staffSessions.maxAgeSeconds);
    trustStaffDevice(deps, identity, caller);
    const alias = await ports.store.providerAlias(identity.tenantId);
    return providerInfo({ tenantId: identity.tenantId, clientId: identity.subject, alias }, factors);
  }

  return {
    async adminSignIn(body: AdminSignInBody, caller: Caller, browser: StaffBrowser): Promise<AdminInfo | typeof SECOND_STEP> {
      const { adminId, email } = await checkAdminPassword(deps, body, caller);
      const identity: AdminIdentity = { role: 'admin', adminId, subject: email };
      const next = await afterStaffPassword(deps, identity, caller, browser.keepPending);
      return next === 'session' ? openAdminSession(identity, caller, browser) : SECOND_STEP;
    },

    async adminSecondStep(pendingToken: string | undefined, body: SecondStepBody, caller: Caller, browser: StaffBrowser) {
      const identity = await checkSecondStep(deps, 'admin', pendingToken, body, caller, browser.dropPending);
      return openAdminSession(identity, caller, browser);
    },

    async providerSignIn(body: ProviderSignInBody, caller: Caller, browser: StaffBrowser): Promise<ProviderInfo | typeof SECOND_STEP> {
      const { tenantId, clientId } = await checkProviderPassword(deps, body, caller);
      const identity: ProviderIdentity = { role: 'provider', tenantId, subject: clientId };
      const next = await afterStaffPassword(deps, identity, caller, browser.keepPending);
      return next === 'session' ? openProviderSession(identity, caller, browser) : SECOND_STEP;
    },

    async providerSecondStep(pendingToken: string | undefined, body: SecondStepBody, caller: Caller, browser: StaffBrowser) {
      const identity = await checkSecondStep(deps, 'provider', pendingToken, body, caller, browser.dropPending);
      return openProviderSession(identity, caller, browser);
    },

    adminInfo: (session: Pick<AdminSession, 'adminId' | 'email'>) => adminInfo(session, factors, secondFactorRequired),

    providerInfo: (session: Pick<ProviderSession, 'tenantId' | 'clientId' | 'alias'>) => providerInfo(session, factors),

    /** Ends the session behind the token, if it is live. */
    async signOut(role: StaffRole, token: string | undefined): Promise<void> {
      const session = await staffSessions.resolve(role, token);
      if (session) await staffSessions.revoke(session.id);
    },

    changeAdminPassword: (session: AdminSession, body: AdminPasswordBody, ip: string) => changeAdminPassword(deps, session, body, ip),
  };
}

type SecondStepBody = { code?: string | null; recovery_code?: string | null };

export type StaffService = ReturnType<typeof createStaffService>;
