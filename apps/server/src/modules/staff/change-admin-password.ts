import { ADMIN_PASSWORD_MIN_LENGTH, MESSAGES } from '@central/domain';
import type { AdminPasswordBody } from '@central/domain/api';
import { badRequest } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import { hashPassword, type ScryptCost } from '../../lib/password-hash';
import type { StaffSession, StaffSessionStore } from './staff-sessions';
import { checkStaffPassword, type StaffPasswordDeps } from './staff-password';
import type { StaffStore } from './staff-store';

export interface ChangeAdminPasswordDeps extends StaffPasswordDeps {
  store: Pick<StaffStore, 'adminPasswordHash' | 'setAdminPassword'>;
  staffSessions: Pick<StaffSessionStore, 'revokeAdmin'>;
  audit: AuditLog;
  passwordCost: ScryptCost;
}

/**
 * The signed-in admin replaces the password by giving the current one (guessed through the same limits as the
 * sign-in). Every other session of the admin ends; this one stays.
 */
export async function changeAdminPassword(
  deps: ChangeAdminPasswordDeps,
  session: Extract<StaffSession, { role: 'admin' }>,
  body: AdminPasswordBody,
  ip: string,
): Promise<void> {
  if (!body.current_password) throw badRequest('CURRENT_PASSWORD_REQUIRED', MESSAGES.currentPasswordRequired);
  const newPassword = body.new_password ?? '';
  if (newPassword.length < ADMIN_PASSWORD_MIN_LENGTH) throw badRequest('NEW_PASSWORD_TOO_SHORT', MESSAGES.adminNewPasswordTooShort);

  const admin = await deps.store.adminPasswordHash(session.adminId);
  const accepted = await checkStaffPassword(deps, 'admin-password', session.email, ip, admin?.passwordHash ?? null, body.current_password);
  const audit = (outcome: string) =>
    deps.audit.record({ tenantId: null, action: 'admin-password-change', outcome, subject: session.email, ip });
  if (!accepted) {
    await audit('current-password-invalid');
    throw badRequest('CURRENT_PASSWORD_INVALID', MESSAGES.currentPasswordInvalid);
  }
  const passwordHash = await hashPassword(newPassword, deps.passwordCost);
  await deps.store.setAdminPassword(session.adminId, passwordHash);
  await deps.staffSessions.revokeAdmin(session.adminId, session.id);
  await audit('success');
}
