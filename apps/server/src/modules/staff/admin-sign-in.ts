import { MESSAGES } from '@central/domain';
import type { AdminSignInBody } from '@central/domain/api';
import { badRequest, unauthorized } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { checkStaffPassword, type StaffPasswordDeps } from './staff-password';
import { normalizeAdminEmail } from './staff-rules';
import type { StaffStore } from './staff-store';

export interface AdminSignInDeps extends StaffPasswordDeps {
  store: Pick<StaffStore, 'adminByEmail'>;
  audit: AuditLog;
}

/**
 * docs/product/admin.md#sign-in-and-session: the admin whose e-mail and password these are; any mismatch is
 * 'Credenciais inválidas'. The caller then opens the session or asks for the second factor (staff-sign-in.ts).
 */
export async function checkAdminPassword(
  deps: AdminSignInDeps,
  body: AdminSignInBody,
  caller: Caller,
): Promise<{ adminId: string; email: string }> {
  const email = normalizeAdminEmail(body.email);
  if (!email) throw badRequest('EMAIL_INVALID', MESSAGES.adminEmailInvalid);
  if (!body.password) throw badRequest('PASSWORD_REQUIRED', MESSAGES.adminPasswordRequired);

  const admin = await deps.store.adminByEmail(email);
  const accepted = await checkStaffPassword(deps, 'admin-password', email, caller, admin?.passwordHash ?? null, body.password);
  const audit = (outcome: string) => deps.audit.record({ tenantId: null, action: 'admin-sign-in', outcome, subject: email, ip: caller.ip });
  if (!admin || !accepted) {
    await audit(admin ? 'wrong-password' : 'unknown-account');
    throw unauthorized('INVALID_CREDENTIALS', MESSAGES.adminInvalidCredentials);
  }
  return { adminId: admin.id, email };
}
