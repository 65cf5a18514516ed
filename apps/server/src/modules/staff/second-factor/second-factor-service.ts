import { MESSAGES } from '@central/domain';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { GuessGuard } from '../../../lib/guess-guard';
import type { AdminActor, AuditTrail } from '../../admin/audit-rules';
import { normalizeAdminEmail, scopeOf, staffAccount } from '../staff-rules';
import { TOTP_ISSUER, type FactorOwner } from './second-factor-rules';
import type { SecondFactorStore } from './second-factor-store';
import type { SecondFactors } from './second-factors';
import { totpAddress } from './totp';

export interface SecondFactorPorts {
  store: Pick<SecondFactorStore, 'adminByEmail' | 'providerByClientId'>;
  factors: SecondFactors;
  guard: GuessGuard;
  audit: AuditTrail;
}

const alreadyOn = () => new AppError('SECOND_FACTOR_ON', 409, MESSAGES.secondFactorAlreadyOn);
const notOn = () => notFound('SECOND_FACTOR_NOT_ON', MESSAGES.secondFactorNotOn);

/**
 * Enrolling a second factor (admins and providers, each for their own account) and an admin's reset of another's
 * (docs/decisions/024). Enrolment is two calls: setup answers the secret and its QR address; confirm turns it on with
 * a first code and answers the recovery codes, shown once.
 */
export function createSecondFactorService({ store, factors, guard, audit }: SecondFactorPorts) {
  /** The first code turns the factor on; wrong codes spend the sign-in's guard. Answers the recovery codes. */
  async function confirm(
    owner: FactorOwner,
    subject: string,
    code: string | null | undefined,
    ip: string,
  ): Promise<{ recovery_codes: string[] }> {
    if (!code?.trim()) throw badRequest('CODE_REQUIRED', MESSAGES.secondFactorCodeRequired);
    if (await factors.isOn(owner)) throw alreadyOn();
    const attempt = await guard.begin(scopeOf(owner), staffAccount(subject), ip, MESSAGES.adminSignInLocked);
    const codes = await factors.confirm(owner, code).catch(async (error: unknown) => {
      await attempt.abandoned();
      throw error;
    });
    if (!codes) {
      await attempt.failed();
      throw new AppError('SECOND_FACTOR_INVALID', 400, MESSAGES.secondFactorCodeInvalid);
    }
    await attempt.succeeded();
    return { recovery_codes: codes };
  }

  return {
    async setup(owner: FactorOwner, accountName: string): Promise<{ otpauth_url: string; secret: string }> {
      const secret = await factors.begin(owner);
      if (!secret) throw alreadyOn();
      return { otpauth_url: totpAddress(secret, TOTP_ISSUER, accountName), secret };
    },

    confirm,

    /** The admin's own enrolment, kept in the admin history. */
    async confirmAdmin(admin: AdminActor, code: string | null | undefined, ip: string): Promise<{ recovery_codes: string[] }> {
      const codes = await confirm({ role: 'admin', adminId: admin.adminId }, admin.email, code, ip);
      await audit.record(admin, '', 'admin_2fa_enable', { admin: { from: null, to: admin.email } });
      return codes;
    },

    /** An admin removes another admin's factor; their own is refused. */
    async resetAdmin(actor: AdminActor, rawEmail: string): Promise<void> {
      const email = normalizeAdminEmail(rawEmail);
      if (email === actor.email) throw badRequest('OWN_SECOND_FACTOR', MESSAGES.secondFactorOwnReset);
      const target = email ? await store.adminByEmail(email) : null;
      if (!target || !(await factors.reset({ role: 'admin', adminId: target.id }))) throw notOn();
      await audit.record(actor, '', 'admin_2fa_reset', { admin: { from: email, to: email } });
    },

    /** An admin removes a provider's factor. */
    async resetProvider(actor: AdminActor, clientId: string): Promise<void> {
      const tenant = await store.providerByClientId(clientId);
      if (!tenant || !(await factors.reset({ role: 'provider', tenantId: tenant.id }))) throw notOn();
      await audit.record(actor, tenant.clientId, 'provider_2fa_reset', { two_factor: { from: true, to: false } });
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
