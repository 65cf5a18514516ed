import { ADMIN_PASSWORD_MIN_LENGTH } from '@central/domain';
import type { Prisma } from '../../db/database';
import { hashPassword, type ScryptCost } from '../../lib/password-hash';
import { normalizeAdminEmail } from './admin-sign-in';

type AdminPrisma = Pick<Prisma, 'admin' | 'staffSession'>;

/** A refused e-mail or password, with a one-line message for the operator. */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

function validated(email: string, password: string): string {
  const normalized = normalizeAdminEmail(email);
  if (!normalized) throw new AdminAccountError(`not a valid e-mail: ${email}`);
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AdminAccountError(`the password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  }
  return normalized;
}

/**
 * Adds an admin, or gives an existing one (same e-mail, any case) a new password and ends its sessions: the way
 * back in for an admin who lost the password (`npm run admin -- add <email>`).
 */
export async function addAdmin(prisma: AdminPrisma, email: string, password: string, cost: ScryptCost): Promise<'created' | 'updated'> {
  const normalized = validated(email, password);
  const passwordHash = await hashPassword(password, cost);
  const existing = await prisma.admin.findUnique({ where: { email: normalized }, select: { id: true } });
  if (!existing) {
    await prisma.admin.create({ data: { email: normalized, passwordHash } });
    return 'created';
  }
  await prisma.admin.update({ where: { id: existing.id }, data: { passwordHash } });
  await prisma.staffSession.updateMany({ where: { adminId: existing.id, revokedAt: null }, data: { revokedAt: new Date() } });
  return 'updated';
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start: the first admin of an empty deployment. Once any admin exists they
 * are ignored, so changing them later never overrides a password set since.
 */
export async function ensureFirstAdmin(
  prisma: AdminPrisma,
  first: { email?: string; password?: string },
  cost: ScryptCost,
): Promise<{ created: string } | null> {
  if (!first.email || !first.password) return null;
  if ((await prisma.admin.count()) > 0) return null;
  const email = validated(first.email, first.password);
  const passwordHash = await hashPassword(first.password, cost);
  // Replicas starting together: the unique e-mail lets one of them insert, the others do nothing.
  const { count } = await prisma.admin.createMany({ data: [{ email, passwordHash }], skipDuplicates: true });
  return count > 0 ? { created: email } : null;
}
