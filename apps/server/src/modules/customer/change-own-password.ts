import { MESSAGES } from '@central/domain';
import type { EditPasswordBody } from '@central/domain/api';
import { badRequest } from '../../lib/app-error';
import { checkWithoutCounting, LIMITS } from '../../lib/attempt-limits';
import type { AuditLog } from '../../lib/audit';
import { assertNewPassword } from '../../lib/new-password';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createCustomerGateway } from '../../integrations/ixc/customers';
import { upstreamFailure } from '../../lib/app-error';
import type { SessionContext, SessionStore } from '../auth/sessions';
import type { ActiveTenant } from '../tenants/tenant-directory';

/**
 * The security page: the signed-in subscriber changes the password by giving the current one. Other
 * sessions end; this one stays.
 */
export async function changeOwnPassword(
  deps: { sessions: SessionStore; limiter: RateLimiter; audit: AuditLog },
  tenant: ActiveTenant,
  session: SessionContext,
  body: EditPasswordBody,
  ip: string,
): Promise<void> {
  if (!body.currentPassword) throw badRequest('CURRENT_PASSWORD_REQUIRED', MESSAGES.currentPasswordRequired);
  const newPassword = assertNewPassword(body.newPassword, body.confirmNewPassword === undefined ? null : { confirm: body.confirmNewPassword });

  const guessKey = `password-change:${tenant.id}:${session.customerId}`;
  await checkWithoutCounting(deps.limiter, [[guessKey, LIMITS.signInFailuresPerDocument]]);
  const outcome = await createCustomerGateway(tenant.ixc).changePassword(session.customerId, newPassword, {
    currentPassword: body.currentPassword,
  });
  await deps.audit.record({ tenantId: tenant.id, action: 'password-change', outcome, subject: session.customerId, ip });
  if (outcome === 'current-password-invalid') {
    await deps.limiter.hit(guessKey, LIMITS.signInFailuresPerDocument);
    throw badRequest('CURRENT_PASSWORD_INVALID', MESSAGES.currentPasswordInvalid);
  }
  if (outcome === 'customer-not-found') throw upstreamFailure(502);
  await deps.sessions.revokeOthers(tenant.id, session.customerId, session.id);
}
