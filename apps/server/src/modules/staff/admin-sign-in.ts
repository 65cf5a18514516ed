import { isValidEmail, MESSAGES } from '@central/domain';
import type { AdminSignInBody } from '@central/domain/api';
import type { Prisma } from '../../db/database';
import { badRequest, unauthorized } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { checkStaffPassword, type StaffPasswordDeps } from './staff-password';

export interface AdminSignInDeps extends StaffPasswordDeps {
  prisma: Pick<Prisma, 'admin'>;
  audit: AuditLog;
}

/** An admin's e-mail as stored: trimmed and lower-case, so it names one admin however it is typed. */
export function normalizeAdminEmail(value: string | null | undefined): string | null {
  const email = (value ?? '').trim().toLowerCase();
  return email && isValidEmail(email) ? email : null;
}

/**
 * SPEC sections 4 and 8: the admin whose e-mail and password these are; any mismatch is 'Credenciais inválidas'. The
 * caller then opens the session or asks for the second factor (staff-sign-in.ts).
 */
export async function checkAdminPassword(
  deps: AdminSignInDeps,
  body: AdminSignInBody,
  caller: Caller,
): Promise<{ adminId: string; email: string }> {
  const email = normalizeAdminEmail(body.email);
  if (!email) throw badRequest('EMAIL_INVALID', MESSAGES.adminEmailInvalid);
  if (!body.password) throw badRequest('PASSWORD_REQUIRED', MESSAGES.adminPasswordRequired);

  const admin = await deps.prisma.admin.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
  const accepted = await checkStaffPassword(deps, 'admin-password', email, caller, admin?.passwordHash ?? null, body.password);
  const audit = (outcome: string) => deps.audit.record({ tenantId: null, action: 'admin-sign-in', outcome, subject: email, ip: caller.ip });
  if (!admin || !accepted) {
    await audit(admin ? 'wrong-password' : 'unknown-account');
    throw unauthorized('INVALID_CREDENTIALS', MESSAGES.adminInvalidCredentials);
  }
  return { adminId: admin.id, email };
}
