import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@central/domain';
import { AppError, badRequest, unauthorized } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import type { GuessGuard } from '../../lib/guess-guard';
import type { TokenSigner } from '../../lib/signed-token';
import { isLocalDevelopmentHost } from '../auth/cookies';
import type { FactorOwner, SecondFactors } from './second-factor/second-factors';
import { staffAccount, type StaffScope } from './staff-password';

/** The cookie that carries a sign-in whose password was right to its second step: 5 minutes, nothing else. */
export const PENDING_COOKIES = { admin: 'adminSecondStep', provider: 'providerSecondStep' } as const;
const PENDING_SECONDS = 5 * 60;

/** A staff account whose password was just accepted: who it is, and the subject its guard counts tries against. */
export type StaffIdentity = FactorOwner & { subject: string };
export type AdminIdentity = Extract<StaffIdentity, { role: 'admin' }>;
export type ProviderIdentity = Extract<StaffIdentity, { role: 'provider' }>;

export interface StaffSignInDeps {
  factors: SecondFactors;
  guard: GuessGuard;
  signer: TokenSigner;
  audit: AuditLog;
}

const scopeOf = (owner: FactorOwner): StaffScope => (owner.role === 'admin' ? 'admin-password' : 'provider-password');
const actionOf = (owner: FactorOwner) => (owner.role === 'admin' ? 'admin-sign-in' : 'provider-sign-in');
const tenantIdOf = (owner: FactorOwner) => (owner.role === 'provider' ? owner.tenantId : null);

/**
 * After the password: with a second factor on, a pending cookie and no session (the answer says a code is needed);
 * without one, the session's turn. Either way the password's own try is over.
 */
export async function afterStaffPassword(
  deps: StaffSignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  identity: StaffIdentity,
  caller: Caller,
): Promise<'session' | 'second-factor'> {
  if (!(await deps.factors.isOn(identity))) {
    await signedIn(deps, identity, caller);
    return 'session';
  }
  const token = deps.signer.sign(`second-step:${identity.role}`, { identity }, PENDING_SECONDS);
  reply.setCookie(PENDING_COOKIES[identity.role], token, pendingCookieOptions(request, PENDING_SECONDS));
  await deps.audit.record({
    tenantId: tenantIdOf(identity),
    action: actionOf(identity),
    outcome: 'second-factor-asked',
    subject: identity.subject,
    ip: caller.ip,
  });
  return 'second-factor';
}

/**
 * The sign-in's second step: the pending cookie's account, and a code of its authenticator or one of its recovery
 * codes. Wrong codes spend the same guard as wrong passwords. Answers the identity to open a session for.
 */
export async function checkSecondStep<Role extends StaffIdentity['role']>(
  deps: StaffSignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  role: Role,
  body: { code?: string | null; recovery_code?: string | null },
  caller: Caller,
): Promise<Extract<StaffIdentity, { role: Role }>> {
  const pending = deps.signer.verify<{ identity: StaffIdentity }>(`second-step:${role}`, request.cookies[PENDING_COOKIES[role]]);
  if (!pending || pending.identity.role !== role) throw unauthorized('SECOND_STEP_EXPIRED', MESSAGES.secondFactorExpired);
  const identity = pending.identity as Extract<StaffIdentity, { role: Role }>;
  const code = body.code?.trim() ?? '';
  const recovery = body.recovery_code?.trim() ?? '';
  if (!code && !recovery) throw badRequest('CODE_REQUIRED', MESSAGES.secondFactorCodeRequired);

  const attempt = await deps.guard.begin(scopeOf(identity), staffAccount(identity.subject), caller, MESSAGES.adminSignInLocked);
  let accepted: boolean;
  try {
    accepted = recovery ? await deps.factors.useRecoveryCode(identity, recovery) : await deps.factors.useCode(identity, code);
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  const audit = (outcome: string) =>
    deps.audit.record({ tenantId: tenantIdOf(identity), action: actionOf(identity), outcome, subject: identity.subject, ip: caller.ip });
  if (!accepted) {
    await Promise.all([attempt.failed(), audit(recovery ? 'wrong-recovery-code' : 'wrong-code')]);
    throw new AppError('SECOND_FACTOR_INVALID', 401, recovery ? MESSAGES.recoveryCodeInvalid : MESSAGES.secondFactorCodeInvalid);
  }
  await attempt.succeeded();
  reply.clearCookie(PENDING_COOKIES[role], pendingCookieOptions(request));
  await signedIn(deps, identity, caller, recovery ? 'success-recovery-code' : 'success');
  return identity;
}

/** After a complete sign-in, once its session cookie is set: this browser is one the account's owner is known to use. */
export function trustStaffDevice(deps: Pick<StaffSignInDeps, 'guard'>, identity: StaffIdentity, caller: Caller): void {
  caller.device?.trust(scopeOf(identity), deps.guard.accountKey(staffAccount(identity.subject)));
}

async function signedIn(deps: StaffSignInDeps, identity: StaffIdentity, caller: Caller, outcome = 'success'): Promise<void> {
  await deps.audit.record({
    tenantId: tenantIdOf(identity),
    action: actionOf(identity),
    outcome,
    subject: identity.subject,
    ip: caller.ip,
  });
}

function pendingCookieOptions(request: FastifyRequest, maxAge?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: !isLocalDevelopmentHost(request.hostname),
    ...(maxAge ? { maxAge } : {}),
  };
}
