import { MESSAGES } from '@central/domain';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwordHash from '../src/lib/password-hash';
import { ensureFirstAdmin } from '../src/modules/staff/admin-accounts';
import { recordCalls } from './support/recorded-calls';
import { ADMIN_AUTH_PATHS as PATHS, createAdmin, providerClient, TEST_ADMIN } from './support/staff';
import { sharedTestApp } from './support/suite';
import { TEST_PASSWORD_COST } from './support/test-app';
import { openTestDatabase } from './support/test-database';

// The real scrypt, watched: an unknown e-mail must cost one verification, as a wrong password does.
const verify = vi.spyOn(passwordHash, 'verifyPassword');

/**
 * The admin's sign-in, session check, sign-out and password change (docs/product/admin.md#sign-in-and-session). Every
 * answer and log line is kept, to prove no password or hash ever leaves the server.
 */
const recorded = recordCalls();
const { call } = recorded;
const t = sharedTestApp({ logger: recorded.logger });
beforeAll(() => createAdmin(t));
afterAll(() => verify.mockRestore());

const HOST = 'localhost';
const signIn = (body: object, client = t.client(HOST)) => call(client, 'post', PATHS.signIn, body);
const me = (client = t.client(HOST)) => call(client, 'get', PATHS.me);
/** The session cookie's line (a sign-in also sets the device cookie, lib/device-cookie.ts). */
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(([response.headers['set-cookie']].flat() as string[]).find((line) => line?.startsWith('authorization=')) ?? '');
const tokenOf = (response: { headers: Record<string, unknown> }) => cookieOf(response).match(/authorization=([^;]+)/)?.[1] ?? '';
const withAdminCookie = (token: string) => t.client(HOST).set('cookie', `authorization=${token}`);

describe('admin sign-in', () => {
  it('opens a 1-hour session in an HttpOnly, SameSite=Strict cookie and answers the admin', async () => {
    const client = t.client(HOST);
    const response = await signIn({ email: '  ADMIN@Central.Test ', password: TEST_ADMIN.password }, client);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ admin: { email: TEST_ADMIN.email, two_factor: { enabled: false, required: false } } });
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/^authorization=[^;]+;/);
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    expect((await me(client)).body).toEqual({ admin: { email: TEST_ADMIN.email, two_factor: { enabled: false, required: false } } });
  });

  it('marks the cookie Secure on a host that is not local', async () => {
    const response = await signIn({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }, t.client('central.example.com'));
    expect(response.status).toBe(200);
    expect(cookieOf(response)).toContain('Secure');
  });

  it.each([
    [{}, MESSAGES.adminEmailInvalid],
    [{ email: '   ', password: 'x' }, MESSAGES.adminEmailInvalid],
    [{ email: 'not-an-email', password: 'x' }, MESSAGES.adminEmailInvalid],
    [{ email: null, password: 'x' }, MESSAGES.adminEmailInvalid],
    [{ email: TEST_ADMIN.email }, MESSAGES.adminPasswordRequired],
    [{ email: TEST_ADMIN.email, password: '' }, MESSAGES.adminPasswordRequired],
  ])('refuses %j with 400 and the exact text', async (body, message) => {
    const response = await signIn(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: expect.any(String), message });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown e-mail and a wrong password alike: 401, after one password check each', async () => {
    const stored = (await t.db.prisma.admin.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } })).passwordHash;

    verify.mockClear();
    const unknown = await signIn({ email: 'nobody@central.test', password: TEST_ADMIN.password });
    expect(verify).toHaveBeenCalledTimes(1);
    const decoy = verify.mock.calls[0]![1];
    expect(decoy).toMatch(/^\$scrypt\$/);
    expect(decoy).not.toBe(stored);

    verify.mockClear();
    const wrong = await signIn({ email: TEST_ADMIN.email, password: 'not-the-password' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![1]).toBe(stored);

    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'INVALID_CREDENTIALS', message: MESSAGES.adminInvalidCredentials });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('locks an e-mail after 5 wrong passwords with 429 and Retry-After, even for the right one', async () => {
    const admin = { email: 'locked@central.test', password: 'locked-admin-password' };
    await createAdmin(t, admin);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn({ email: admin.email, password: `wrong-${attempt}` })).status).toBe(401);
    }
    const locked = await signIn(admin);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.adminSignInLocked });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown e-mail is limited the same way, so the lock does not tell which e-mails are admins.
    for (let attempt = 0; attempt < 5; attempt++) await signIn({ email: 'ghost@central.test', password: `wrong-${attempt}` });
    expect((await signIn({ email: 'ghost@central.test', password: 'x' })).status).toBe(429);
  });

  it('lets the right password in after fewer than 5 wrong ones, and starts counting again', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await signIn({ email: TEST_ADMIN.email, password: `wrong-${attempt}` })).status).toBe(401);
    }
    expect((await signIn(TEST_ADMIN)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await signIn({ email: TEST_ADMIN.email, password: `wrong-${attempt}` });
    expect((await signIn(TEST_ADMIN)).status).toBe(200);
  });

  it('records sign-ins in the audit log with the e-mail masked', async () => {
    await signIn(TEST_ADMIN);
    await signIn({ email: TEST_ADMIN.email, password: 'wrong' });
    await signIn({ email: 'nobody@central.test', password: 'wrong' });
    const events = await t.db.prisma.auditEvent.findMany({ where: { action: 'admin-sign-in' } });
    expect(events.map((event) => event.outcome)).toEqual(expect.arrayContaining(['success', 'wrong-password', 'unknown-account']));
    expect(events.every((event) => event.tenantId === null && event.subject !== null && !event.subject.includes('admin@'))).toBe(true);
    expect(events.find((event) => event.subject?.startsWith('a'))?.subject).toBe('a***@central.test');
  });
});

describe('admin session', () => {
  it('answers 401 without a session and 403 "Dados inválidos" to a provider', async () => {
    const anonymous = await me();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(MESSAGES.authenticationFailure);
    const provider = await providerClient(t, 'demo', HOST);
    const forbidden = await call(provider, 'get', PATHS.me);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ code: 'NOT_AN_ADMIN', message: MESSAGES.adminForbidden });
    const password = await call(provider, 'put', PATHS.password, { current_password: 'x', new_password: 'y'.repeat(12) });
    expect(password.status).toBe(403);
  });

  it('signs out on the server: the old cookie no longer works', async () => {
    const client = t.client(HOST);
    const token = tokenOf(await signIn(TEST_ADMIN, client));
    expect((await me(withAdminCookie(token))).status).toBe(200);
    const out = await call(client, 'post', PATHS.signOut);
    expect(out.status).toBe(204);
    expect(cookieOf(out)).toMatch(/^authorization=;/);
    expect((await me(withAdminCookie(token))).status).toBe(401);
  });

  it('signs out with 204 even without a session', async () => {
    const out = await call(t.client(HOST), 'post', PATHS.signOut);
    expect(out.status).toBe(204);
    expect(out.text).toBe('');
  });
});

describe('admin password change', () => {
  const admin = { email: 'changer@central.test', password: 'changer-password-1' };
  const change = (client: supertest.Agent, body: object) => call(client, 'put', PATHS.password, body);

  it('stores the new password and ends every other session of the admin', async () => {
    await createAdmin(t, admin);
    const here = t.client(HOST);
    const elsewhere = t.client(HOST);
    await signIn(admin, here);
    await signIn(admin, elsewhere);
    const response = await change(here, { current_password: admin.password, new_password: 'changer-password-2' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: MESSAGES.adminPasswordChanged });
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await signIn(admin)).status).toBe(401);
    expect((await signIn({ email: admin.email, password: 'changer-password-2' })).status).toBe(200);
  });

  it.each([
    [{ current_password: 'wrong-current', new_password: 'a-new-password-3' }, MESSAGES.currentPasswordInvalid],
    [{ current_password: TEST_ADMIN.password, new_password: 'short-11chr' }, MESSAGES.adminNewPasswordTooShort],
    [{ current_password: TEST_ADMIN.password }, MESSAGES.adminNewPasswordTooShort],
    [{ new_password: 'a-new-password-3' }, MESSAGES.currentPasswordRequired],
  ])('refuses %j with 400 and the exact text, keeping the password', async (body, message) => {
    const client = t.client(HOST);
    await signIn(TEST_ADMIN, client);
    const response = await change(client, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: expect.any(String), message });
    expect((await signIn(TEST_ADMIN)).status).toBe(200);
  });

  it('limits guesses at the current password like sign-ins', async () => {
    const client = t.client(HOST);
    await signIn(TEST_ADMIN, client);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change(client, { current_password: `wrong-${attempt}`, new_password: 'a-new-password-4' })).status).toBe(400);
    }
    const locked = await change(client, { current_password: TEST_ADMIN.password, new_password: 'a-new-password-4' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(MESSAGES.adminSignInLocked);
  });

  it('answers 401 without a session', async () => {
    expect((await change(t.client(HOST), { current_password: 'x', new_password: 'y'.repeat(12) })).status).toBe(401);
  });
});

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('is created in an empty database once, then ignored', async () => {
    const db = await openTestDatabase();
    try {
      const first = { email: 'First@Central.test', password: 'first-admin-password' };
      expect(await ensureFirstAdmin(db.prisma, first, TEST_PASSWORD_COST)).toEqual({ created: 'first@central.test' });
      expect(await ensureFirstAdmin(db.prisma, { ...first, password: 'another-password' }, TEST_PASSWORD_COST)).toBeNull();
      const rows = await db.prisma.admin.findMany();
      expect(rows.map((row) => row.email)).toEqual(['first@central.test']);
      expect(await passwordHash.verifyPassword(first.password, rows[0]!.passwordHash)).toBe(true);
    } finally {
      await db.close();
    }
  });
});

describe('secrets', () => {
  it('never put a password or a hash in an answer or a log line', () => {
    recorded.expectNoneOf([TEST_ADMIN.password, 'changer-password-1', 'changer-password-2', 'locked-admin-password', '$scrypt$'], 20);
    expect(recorded.logLines().join('')).toContain(PATHS.signIn);
  });
});
