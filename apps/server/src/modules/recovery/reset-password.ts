import { MESSAGES } from '@central/domain';
import type { EditPasswordBody } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, unauthorized } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { GuessGuard } from '../../lib/guess-guard';
import { assertNewPassword } from '../../lib/new-password';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import { featureFailure } from '../../integrations/ixc/errors';
import type { SessionStore } from '../auth/sessions';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { VerificationCodes } from './verification-codes';
import type { CodeVerified } from './recovery-tokens';

export interface ResetPasswordDeps {
  codes: VerificationCodes;
  sessions: Pick<SessionStore, 'revokeOthers'>;
  guard: GuessGuard;
  audit: AuditLog;
  log: FastifyBaseLogger;
}

/**
 * Last recovery step: writes the new password to the subscriber's record in IXC, once per verified code,
 * and ends every session the old password opened.
 */
export async function resetPassword(
  deps: ResetPasswordDeps,
  tenant: ActiveTenant,
  verified: CodeVerified,
  body: EditPasswordBody,
  ip: string,
): Promise<void> {
  const newPassword = assertNewPassword(body.newPassword, { confirm: body.confirmNewPassword });
  if (!(await deps.codes.claim(tenant.id, verified.vid))) throw unauthorized('RECOVERY_TOKEN_USED', MESSAGES.notAuthenticated);

  const failure = new AppError('CHANGE_PASSWORD_FAILED', 502, MESSAGES.changePasswordFailure);
  let outcome;
  try {
    outcome = await createCustomerGateway(tenant.ixc).changePassword(verified.cid, newPassword);
  } catch (error) {
    deps.log.warn({ err: error }, 'password not written to the ERP');
    await deps.codes.release(verified.vid);
    throw featureFailure(error, failure);
  }
  if (outcome !== 'changed') throw failure;
  // The owner proved themselves by e-mail: whatever lock guessing put on the account is lifted.
  await Promise.all([
    deps.sessions.revokeOthers(tenant.id, verified.cid),
    deps.guard.clear('sign-in', verified.ak),
    deps.guard.clear('current-password', deps.guard.accountKey({ tenantId: tenant.id, subject: verified.cid })),
  ]);
  await deps.audit.record({ tenantId: tenant.id, action: 'password-reset', outcome: 'success', subject: verified.cid, ip });
}
