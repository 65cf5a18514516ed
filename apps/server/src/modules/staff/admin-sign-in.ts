import { isValidEmail, MESSAGES } from '@central/domain';
import type { AdminSignInBody } from '@central/domain/api';
import type { Prisma } from '../../db/database';
import { badRequest, unauthorized } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { StaffSessionStore } from './staff-sessions';
import { checkStaffPassword, type StaffPasswordDeps } from './staff-password';

export interface AdminSignInDeps extends StaffPasswordDeps {
  prisma: Pick<Prisma, 'admin'>;
  staffSessions: Pick<StaffSessionStore, 'createAdmin'>;
  audit: AuditLog;
}

/** An admin's e-mail as stored: trimmed and lower-case, so it names one admin however it is typed. */
export function normalizeAdminEmail(value: string | null | undefined): string | null {
  const email = (value ?? '').trim().toLowerCase();
  return email && isValidEmail(email) ? email : null;
}

/** SPEC sections 4 and 8: e-mail and password in, a 1-hour admin session out; any mismatch is 'Credenciais inválidas'. */
export async function signInAdmin(deps: AdminSignInDeps, body: AdminSignInBody, ip: string): Promise<{ token: string; email: string }> {
  const email = normalizeAdminEmail(body.email);
  if (!email) throw badRequest('EMAIL_INVALID', MESSAGES.adminEmailInvalid);
  if (!body.password) throw badRequest('PASSWORD_REQUIRED', MESSAGES.adminPasswordRequired);

  const admin = await deps.prisma.admin.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
  const accepted = await checkStaffPassword(deps, 'admin-password', email, ip, admin?.passwordHash ?? null, body.password);
  const audit = (outcome: string) => deps.audit.record({ tenantId: null, action: 'admin-sign-in', outcome, subject: email, ip });
  if (!admin || !accepted) {
    await audit(admin ? 'wrong-password' : 'unknown-account');
    throw unauthorized('INVALID_CREDENTIALS', MESSAGES.adminInvalidCredentials);
  }
  await audit('success');
  return { token: await deps.staffSessions.createAdmin(admin.id), email };
}
