import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as passwordHash from '../src/lib/password-hash';
import { startTestApp, TEST_PASSWORD_COST, type TestApp } from './support/test-app';

// The real scrypt, watched: a provider without a usable password must cost one verification too.
const verify = vi.spyOn(passwordHash, 'verifyPassword');

/**
 * The provider's sign-in at /admin (docs/product/provider.md#provider-sign-in). The provider names itself by client_id;
 * the host does not matter. 'demo' has a password, 'acme' has none until a test gives it one.
 */
const DEMO = { client_id: 'demo', password: 'provedor-demo-123' };
const ACME = { client_id: 'acme', password: 'provedor-acme-123' };
const PATHS = {
  signIn: '/api/central/auth/sign-in/provider',
  me: '/api/central/auth/provider',
  signOut: '/api/central/auth/sign-out/provider',
};
const answers: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await setProviderPassword('demo', DEMO.password);
});
afterAll(async () => {
  verify.mockRestore();
  await t.close();
});
beforeEach(() => t.fresh());

async function setProviderPassword(clientId: string, password: string | null) {
  const providerPasswordHash = password === null ? null : await passwordHash.hashPassword(password, TEST_PASSWORD_COST);
  await t.db.prisma.tenant.update({ where: { clientId }, data: { providerPasswordHash } });
}
const setStatus = (clientId: string, status: 'active' | 'suspended') =>
  t.db.prisma.tenant.update({ where: { clientId }, data: { status } });

const kept = <T extends { text: string }>(response: T) => {
  answers.push(response.text);
  return response;
};
const signIn = async (body: object, client = t.client()) => kept(await client.post(PATHS.signIn).send(body));
const me = async (client = t.client()) => kept(await client.get(PATHS.me));
/** The session cookie's line (a sign-in also sets the device cookie, lib/device-cookie.ts). */
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(([response.headers['set-cookie']].flat() as string[]).find((line) => line?.startsWith('providerToken=')) ?? '');
const tokenOf = (response: { headers: Record<string, unknown> }) => cookieOf(response).match(/providerToken=([^;]+)/)?.[1] ?? '';
const withProviderCookie = (token: string) => t.client().set('cookie', `providerToken=${token}`);
const INVALID = { code: 'INVALID_CREDENTIALS', message: MESSAGES.adminInvalidCredentials };

describe('provider sign-in', () => {
  it('opens a 1-hour session in an HttpOnly, SameSite=Strict cookie and answers the provider', async () => {
    const client = t.client();
    const response = await signIn(DEMO, client);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ provider: { client_id: 'demo', alias: 'Provedor Demo', two_factor: { enabled: false } } });
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/^providerToken=[^;]+;/);
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    expect((await me(client)).body).toEqual({ provider: { client_id: 'demo', alias: 'Provedor Demo', two_factor: { enabled: false } } });
  });

  it("does not depend on the host: another provider's host or one of no provider", async () => {
    expect((await signIn({ client_id: ' DEMO ', password: DEMO.password }, t.client('acme.localhost'))).status).toBe(200);
    const response = await signIn(DEMO, t.client('nobody.localhost'));
    expect(response.status).toBe(200);
    expect(response.body.provider.client_id).toBe('demo');
  });

  it.each([
    [{}],
    [{ client_id: 'demo' }],
    [{ password: DEMO.password }],
    [{ client_id: '  ', password: DEMO.password }],
    [{ client_id: 'demo', password: '' }],
  ])('refuses %j with 400 "Usuário ou senha não informados"', async (body) => {
    const response = await signIn(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: expect.any(String), message: MESSAGES.providerCredentialsMissing });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 401 to a wrong password, an unknown provider and a provider without a password, after one check each', async () => {
    const demoHash = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } })).providerPasswordHash;
    for (const [body, hash] of [
      [{ client_id: 'demo', password: 'not-the-password' }, demoHash],
      [{ client_id: 'nobody', password: DEMO.password }, 'decoy'],
      [{ client_id: 'acme', password: DEMO.password }, 'decoy'],
    ] as const) {
      verify.mockClear();
      const response = await signIn(body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(verify).toHaveBeenCalledTimes(1);
      const checked = verify.mock.calls[0]![1];
      expect(checked).toMatch(/^\$scrypt\$/);
      if (hash === 'decoy') expect(checked).not.toBe(demoHash);
      else expect(checked).toBe(hash);
    }
  });

  it('refuses a suspended provider with the same 401, even with its right password', async () => {
    await setProviderPassword('acme', ACME.password);
    await setStatus('acme', 'suspended');
    try {
      const response = await signIn(ACME);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID);
    } finally {
      await setStatus('acme', 'active');
      await setProviderPassword('acme', null);
    }
  });

  it('locks a provider after 5 wrong passwords with 429 and Retry-After, even for the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn({ client_id: 'demo', password: `wrong-${attempt}` })).status).toBe(401);
    }
    const locked = await signIn(DEMO);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.adminSignInLocked });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the right password in after fewer than 5 wrong ones', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await signIn({ client_id: 'demo', password: `wrong-${attempt}` });
    expect((await signIn(DEMO)).status).toBe(200);
  });

  it('records sign-ins in the audit log under the provider', async () => {
    await signIn(DEMO);
    await signIn({ client_id: 'demo', password: 'wrong' });
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
    const events = await t.db.prisma.auditEvent.findMany({ where: { action: 'provider-sign-in', tenantId: tenant.id } });
    expect(events.map((event) => event.outcome)).toEqual(expect.arrayContaining(['success', 'wrong-password']));
  });
});

describe('provider session', () => {
  it('answers 401 without a session', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.authenticationFailure);
  });

  it('is not an admin session: admin routes answer 403 "Dados inválidos"', async () => {
    const client = t.client();
    await signIn(DEMO, client);
    const response = kept(await client.get('/api/payment/adm/auth'));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.adminForbidden);
  });

  it('signs out on the server: the old cookie no longer works', async () => {
    const client = t.client();
    const token = tokenOf(await signIn(DEMO, client));
    expect((await me(withProviderCookie(token))).status).toBe(200);
    const out = kept(await client.post(PATHS.signOut));
    expect(out.status).toBe(204);
    expect(cookieOf(out)).toMatch(/^providerToken=;/);
    expect((await me(withProviderCookie(token))).status).toBe(401);
  });

  it('signs out with 204 even without a session', async () => {
    expect(kept(await t.client().post(PATHS.signOut)).status).toBe(204);
  });

  it('ends when the provider is suspended', async () => {
    await setProviderPassword('acme', ACME.password);
    const client = t.client();
    expect((await signIn(ACME, client)).status).toBe(200);
    expect((await me(client)).body).toEqual({ provider: { client_id: 'acme', alias: 'Acme Telecom', two_factor: { enabled: false } } });
    await setStatus('acme', 'suspended');
    try {
      expect((await me(client)).status).toBe(401);
    } finally {
      await setStatus('acme', 'active');
      await setProviderPassword('acme', null);
    }
  });
});

describe('secrets', () => {
  it('never put a password or a hash in an answer', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const text of answers) {
      for (const secret of [DEMO.password, ACME.password, '$scrypt$']) expect(text).not.toContain(secret);
    }
  });
});
