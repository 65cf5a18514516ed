import { isWellFormedVerificationCode, MESSAGES, onlyDigits } from '@central/domain';
import { badRequest } from '../../lib/app-error';
import { tooManyAttempts } from '../../lib/attempt-limits';
import type { AuditLog } from '../../lib/audit';
import type { GuessGuard } from '../../lib/guess-guard';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { VerificationCodes } from './verification-codes';
import type { CodeSent, CodeVerified } from './recovery-tokens';

/** Third recovery step: the 9-digit code from the e-mail, at most 5 tries. */
export async function checkCode(
  deps: { codes: VerificationCodes; guard: GuessGuard; audit: AuditLog },
  tenant: ActiveTenant,
  sent: CodeSent,
  verificationCode: string | undefined,
  ip: string,
): Promise<CodeVerified> {
  if (!verificationCode) throw badRequest('VERIFICATION_CODE_REQUIRED', MESSAGES.verificationCodeRequired);
  const invalid = badRequest('VERIFICATION_CODE_INVALID', MESSAGES.verificationCodeInvalid);
  if (!isWellFormedVerificationCode(verificationCode)) throw invalid;

  const attempt = await deps.guard.begin('verification-code', { tenantId: tenant.id, subject: sent.cid }, ip, MESSAGES.tooManyAttempts);
  const outcome = await deps.codes.check(tenant.id, sent.vid, onlyDigits(verificationCode));
  await deps.audit.record({ tenantId: tenant.id, action: 'verification-code-check', outcome, subject: sent.cid, ip });
  if (outcome === 'verified') {
    await attempt.succeeded();
    return { tid: sent.tid, cid: sent.cid, vid: sent.vid, ak: sent.ak };
  }
  await attempt.failed();
  if (outcome === 'exhausted') throw tooManyAttempts(60);
  throw invalid;
}
