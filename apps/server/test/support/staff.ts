import { hashPassword } from '../../src/lib/password-hash';
import { createTokenSigner } from '../../src/lib/signed-token';
import { createStaffSessionStore } from '../../src/modules/staff/staff-sessions';
import { STAFF_COOKIES } from '../../src/plugins/staff-auth';
import { TEST_PASSWORD_COST, TEST_SECRETS, type TestApp } from './test-app';

export const TEST_ADMIN = { email: 'admin@central.test', password: 'senha-do-admin-123' };

/** A staff sign-in's routes: the password step, the code step, turning the second factor on, the session. */
export interface StaffAuthPaths {
  signIn: string;
  secondStep: string;
  setup: string;
  confirm: string;
  me: string;
  signOut: string;
}

/** The admin's (docs/product/admin.md#sign-in-and-session). */
export const ADMIN_AUTH_PATHS: StaffAuthPaths & { password: string } = {
  signIn: '/api/payment/adm/auth/sign-in',
  secondStep: '/api/payment/adm/auth/sign-in/2fa',
  setup: '/api/payment/adm/auth/2fa/setup',
  confirm: '/api/payment/adm/auth/2fa/confirm',
  me: '/api/payment/adm/auth',
  signOut: '/api/payment/adm/auth/sign-out',
  password: '/api/payment/adm/auth/password',
};

/** The provider's, at /admin (docs/product/provider.md#provider-sign-in). */
export const PROVIDER_AUTH_PATHS: StaffAuthPaths = {
  signIn: '/api/central/auth/sign-in/provider',
  secondStep: '/api/central/auth/sign-in/provider/2fa',
  setup: '/api/central/auth/provider/2fa/setup',
  confirm: '/api/central/auth/provider/2fa/confirm',
  me: '/api/central/auth/provider',
  signOut: '/api/central/auth/sign-out/provider',
};

/** Stores an admin with a (cheaply) hashed password, as `npm run admin -- add` would. */
export async function createAdmin(t: TestApp, admin = TEST_ADMIN): Promise<{ id: string; email: string }> {
  const passwordHash = await hashPassword(admin.password, TEST_PASSWORD_COST);
  const row = await t.db.prisma.admin.upsert({
    where: { email: admin.email },
    create: { email: admin.email, passwordHash },
    update: { passwordHash },
  });
  return { id: row.id, email: row.email };
}

function staffSessions(t: TestApp) {
  return createStaffSessionStore(t.db.prisma, createTokenSigner(TEST_SECRETS.sessionSecret));
}

/**
 * A client already signed in as an admin (cookie `authorization`), without going through the sign-in route:
 * for suites about what admins can do, not about signing in.
 */
export async function adminClient(t: TestApp, host = 'admin.localhost') {
  const admin = await createAdmin(t);
  const token = await staffSessions(t).createAdmin(admin.id);
  return t.client(host).set('cookie', `${STAFF_COOKIES.admin}=${token}`);
}

/** A client signed in as the provider `clientId` (cookie `providerToken`). */
export async function providerClient(t: TestApp, clientId: string, host = 'admin.localhost') {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId } });
  const token = await staffSessions(t).createProvider(tenant.id);
  return t.client(host).set('cookie', `${STAFF_COOKIES.provider}=${token}`);
}
