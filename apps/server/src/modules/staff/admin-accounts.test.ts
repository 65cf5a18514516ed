import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password-hash';
import { addAdmin, AdminAccountError, ensureFirstAdmin } from './admin-accounts';

const CHEAP = { ln: 10, r: 8, p: 1 };

interface AdminRow {
  id: string;
  email: string;
  passwordHash: string;
}

/** The few table calls admin-accounts makes, over arrays (the integration suites cover the real tables). */
function fakePrisma(admins: AdminRow[] = [], sessions: Array<{ adminId: string; revokedAt: Date | null }> = []) {
  const fake = {
    admin: {
      findUnique: async ({ where }: { where: { email: string } }) => admins.find((row) => row.email === where.email) ?? null,
      create: async ({ data }: { data: Omit<AdminRow, 'id'> }) => {
        admins.push({ id: randomUUID(), ...data });
      },
      update: async ({ where, data }: { where: { id: string }; data: { passwordHash: string } }) => {
        Object.assign(
          admins.find((row) => row.id === where.id)!,
          data,
        );
      },
      count: async () => admins.length,
      createMany: async ({ data }: { data: Array<Omit<AdminRow, 'id'>> }) => {
        const fresh = data.filter((row) => !admins.some((admin) => admin.email === row.email));
        admins.push(...fresh.map((row) => ({ id: randomUUID(), ...row })));
        return { count: fresh.length };
      },
    },
    staffSession: {
      updateMany: async ({ where, data }: { where: { adminId: string }; data: { revokedAt: Date } }) => {
        for (const session of sessions) if (session.adminId === where.adminId && !session.revokedAt) session.revokedAt = data.revokedAt;
      },
    },
  };
  return { prisma: fake as unknown as Parameters<typeof addAdmin>[0], admins, sessions };
}

describe('addAdmin', () => {
  it('adds an admin under the lower-cased e-mail with a hash of the password', async () => {
    const { prisma, admins } = fakePrisma();
    expect(await addAdmin(prisma, '  Root@Example.COM ', 'a-long-password', CHEAP)).toBe('created');
    expect(admins).toHaveLength(1);
    expect(admins[0]!.email).toBe('root@example.com');
    expect(admins[0]!.passwordHash).toMatch(/^\$scrypt\$ln=10,/);
    expect(await verifyPassword('a-long-password', admins[0]!.passwordHash)).toBe(true);
  });

  it('gives an existing admin the new password and ends its sessions', async () => {
    const { prisma, admins, sessions } = fakePrisma(
      [{ id: 'a1', email: 'root@example.com', passwordHash: 'old' }],
      [
        { adminId: 'a1', revokedAt: null },
        { adminId: 'other', revokedAt: null },
      ],
    );
    expect(await addAdmin(prisma, 'ROOT@example.com', 'another-long-one', CHEAP)).toBe('updated');
    expect(admins).toHaveLength(1);
    expect(await verifyPassword('another-long-one', admins[0]!.passwordHash)).toBe(true);
    expect(sessions.map((session) => session.revokedAt !== null)).toEqual([true, false]);
  });

  it('refuses an invalid e-mail and a password under 12 characters, storing nothing', async () => {
    const { prisma, admins } = fakePrisma();
    await expect(addAdmin(prisma, 'not-an-email', 'a-long-password', CHEAP)).rejects.toThrow(AdminAccountError);
    await expect(addAdmin(prisma, 'root@example.com', 'elevenchars', CHEAP)).rejects.toThrow(
      'the password must have at least 12 characters',
    );
    expect(admins).toEqual([]);
  });
});

describe('ensureFirstAdmin', () => {
  const first = { email: 'First@Example.com', password: 'first-admin-password' };

  it('creates the first admin when there is none', async () => {
    const { prisma, admins } = fakePrisma();
    expect(await ensureFirstAdmin(prisma, first, CHEAP)).toEqual({ created: 'first@example.com' });
    expect(await verifyPassword(first.password, admins[0]!.passwordHash)).toBe(true);
  });

  it('is ignored once any admin exists, leaving every password as it is', async () => {
    const { prisma, admins } = fakePrisma([{ id: 'a1', email: 'first@example.com', passwordHash: 'kept' }]);
    expect(await ensureFirstAdmin(prisma, { ...first, password: 'a-changed-password' }, CHEAP)).toBeNull();
    expect(admins).toEqual([{ id: 'a1', email: 'first@example.com', passwordHash: 'kept' }]);
  });

  it('does nothing unless both the e-mail and the password are given', async () => {
    const { prisma, admins } = fakePrisma();
    expect(await ensureFirstAdmin(prisma, { email: first.email }, CHEAP)).toBeNull();
    expect(await ensureFirstAdmin(prisma, { password: first.password }, CHEAP)).toBeNull();
    expect(admins).toEqual([]);
  });

  it('refuses a short password', async () => {
    const { prisma } = fakePrisma();
    await expect(ensureFirstAdmin(prisma, { ...first, password: 'short' }, CHEAP)).rejects.toThrow(AdminAccountError);
  });
});
