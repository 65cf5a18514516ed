import { MESSAGES } from '@central/domain';
import type { EditPasswordBody } from '@central/domain/api';
import { badRequest, upstreamFailure } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { GuessGuard } from '../../lib/guess-guard';
import { assertNewPassword } from '../../lib/new-password';
import { createCustomerGateway, type PasswordChange } from '../../integrations/ixc/customers';
import type { SessionContext, SessionStore } from '../auth/sessions';
import type { ActiveTenant } from '../tenants/tenant-directory';

/**
 * The security page: the signed-in subscriber changes the password by giving the current one. Other
 * sessions end; this one stays.
 */
export async function changeOwnPassword(
  deps: { sessions: Pick<SessionStore, 'revokeOthers'>; guard: GuessGuard; audit: AuditLog },
  tenant: ActiveTenant,
  session: SessionContext,
  body: EditPasswordBody,
  ip: string,
): Promise<void> {
  if (!body.currentPassword) throw badRequest('CURRENT_PASSWORD_REQUIRED', MESSAGES.currentPasswordRequired);
  const newPassword = assertNewPassword(
    body.newPassword,
    body.confirmNewPassword === undefined ? null : { confirm: body.confirmNewPassword },
  );

  const attempt = await deps.guard.begin(
    'current-password',
    { tenantId: tenant.id, subject: session.customerId },
    ip,
    MESSAGES.tooManyAttempts,
  );
  let outcome: PasswordChange;
  try {
    outcome = await createCustomerGateway(tenant.ixc).changePassword(session.customerId, newPassword, {
      currentPassword: body.currentPassword,
    });
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  await deps.audit.record({ tenantId: tenant.id, action: 'password-change', outcome, subject: session.customerId, ip });
  if (outcome === 'current-password-invalid') {
    await attempt.failed();
    throw badRequest('CURRENT_PASSWORD_INVALID', MESSAGES.currentPasswordInvalid);
  }
  await attempt.succeeded();
  if (outcome === 'customer-not-found') throw upstreamFailure(502);
  await deps.sessions.revokeOthers(tenant.id, session.customerId, session.id);
}
