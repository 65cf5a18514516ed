import { MESSAGES } from '@central/domain';
import { AppError, badRequest, unauthorized } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import type { GuessGuard } from '../../lib/guess-guard';
import type { TokenSigner } from '../../lib/signed-token';
import type { FactorOwner, SecondFactors } from './second-factor/second-factors';
import { PENDING_SECONDS, scopeOf, signInActionOf, staffAccount, tenantIdOf } from './staff-rules';

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

/**
 * After the password: with a second factor on, a pending token (which `keepPending` hands to the browser, 5 minutes)
 * and no session (the answer says a code is needed); without one, the session's turn. Either way the password's own
 * try is over.
 */
export async function afterStaffPassword(
  deps: StaffSignInDeps,
  identity: StaffIdentity,
  caller: Caller,
  keepPending: (token: string) => void,
): Promise<'session' | 'second-factor'> {
  if (!(await deps.factors.isOn(identity))) {
    await signedIn(deps, identity, caller);
    return 'session';
  }
  keepPending(deps.signer.sign(`second-step:${identity.role}`, { identity }, PENDING_SECONDS));
  await deps.audit.record({
    tenantId: tenantIdOf(identity),
    action: signInActionOf(identity),
    outcome: 'second-factor-asked',
    subject: identity.subject,
    ip: caller.ip,
  });
  return 'second-factor';
}

/**
 * The sign-in's second step: the pending token's account, and a code of its authenticator or one of its recovery
 * codes. Wrong codes spend the same guard as wrong passwords. Once accepted, `dropPending` ends the pending token;
 * answers the identity to open a session for.
 */
export async function checkSecondStep<Role extends StaffIdentity['role']>(
  deps: StaffSignInDeps,
  role: Role,
  pendingToken: string | undefined,
  body: { code?: string | null; recovery_code?: string | null },
  caller: Caller,
  dropPending: () => void,
): Promise<Extract<StaffIdentity, { role: Role }>> {
  const pending = deps.signer.verify<{ identity: StaffIdentity }>(`second-step:${role}`, pendingToken);
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
    deps.audit.record({
      tenantId: tenantIdOf(identity),
      action: signInActionOf(identity),
      outcome,
      subject: identity.subject,
      ip: caller.ip,
    });
  if (!accepted) {
    await Promise.all([attempt.failed(), audit(recovery ? 'wrong-recovery-code' : 'wrong-code')]);
    throw new AppError('SECOND_FACTOR_INVALID', 401, recovery ? MESSAGES.recoveryCodeInvalid : MESSAGES.secondFactorCodeInvalid);
  }
  await attempt.succeeded();
  dropPending();
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
    action: signInActionOf(identity),
    outcome,
    subject: identity.subject,
    ip: caller.ip,
  });
}
