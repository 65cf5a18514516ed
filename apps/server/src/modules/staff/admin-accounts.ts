import { ADMIN_PASSWORD_MIN_LENGTH } from '@central/domain';
import { hashPassword, type ScryptCost } from '../../lib/password-hash';
import { normalizeAdminEmail } from './staff-rules';
import { createStaffStore, type StaffDb } from './staff-store';

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
export async function addAdmin(db: StaffDb, email: string, password: string, cost: ScryptCost): Promise<'created' | 'updated'> {
  const store = createStaffStore(db);
  const normalized = validated(email, password);
  const passwordHash = await hashPassword(password, cost);
  const existing = await store.adminByEmail(normalized);
  if (!existing) {
    await store.createAdmin(normalized, passwordHash);
    return 'created';
  }
  await store.setAdminPassword(existing.id, passwordHash);
  await store.revokeAdminSessions(existing.id, new Date());
  return 'updated';
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start: the first admin of an empty deployment. Once any admin exists they
 * are ignored, so changing them later never overrides a password set since.
 */
export async function ensureFirstAdmin(
  db: StaffDb,
  first: { email?: string; password?: string },
  cost: ScryptCost,
): Promise<{ created: string } | null> {
  if (!first.email || !first.password) return null;
  const store = createStaffStore(db);
  if ((await store.countAdmins()) > 0) return null;
  const email = validated(first.email, first.password);
  const passwordHash = await hashPassword(first.password, cost);
  // Replicas starting together: the unique e-mail lets one of them insert, the others do nothing.
  return (await store.createFirstAdmin(email, passwordHash)) ? { created: email } : null;
}
