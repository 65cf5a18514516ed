import { MESSAGES } from '@central/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password-hash';
import { totpCode } from '../src/modules/staff/second-factor/totp';
import { ADMIN_AUTH_PATHS as ADMIN, createAdmin, PROVIDER_AUTH_PATHS as PROVIDER, TEST_ADMIN, type StaffAuthPaths } from './support/staff';
import { madeBeforeAll, sharedTestApp } from './support/suite';
import { startTestApp, TEST_PASSWORD_COST } from './support/test-app';

/**
 * Two-factor sign-in for admins and providers (TOTP, RFC 6238): enrolment with a first code, sign-in in two steps,
 * each code once, recovery codes once, wrong codes limited like passwords, and an admin's reset (audited).
 */
const HOST = 'admin.localhost';
const OTHER_ADMIN = { email: 'outra@central.test', password: 'senha-da-outra-123' };
const DEMO = { client_id: 'demo', password: 'provedor-demo-123' };
const STEP = 30_000;

const t = sharedTestApp();
beforeEach(async () => {
  await t.db.prisma.secondFactor.deleteMany();
  await t.db.prisma.adminAuditEvent.deleteMany();
  await createAdmin(t);
  await createAdmin(t, OTHER_ADMIN);
  const providerPasswordHash = await hashPassword(DEMO.password, TEST_PASSWORD_COST);
  await t.db.prisma.tenant.update({ where: { clientId: 'demo' }, data: { providerPasswordHash } });
});

/** Signs in with the password alone and turns the second factor on: the browser, the secret and the recovery codes. */
async function enrol(paths: StaffAuthPaths, credentials: object) {
  const browser = t.client(HOST);
  await browser.post(paths.signIn).send(credentials).expect(200);
  const setup = await browser.post(paths.setup).expect(200);
  const secret: string = setup.body.secret;
  expect(setup.body.otpauth_url).toContain(`secret=${secret}`);
  const confirmed = await browser
    .post(paths.confirm)
    .send({ code: totpCode(secret) })
    .expect(200);
  return { browser, secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
}
/** A code of the next step: the one just used to confirm cannot sign in again. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + STEP);

describe('admin second factor', () => {
  it('enrols with a first code and answers 10 distinct recovery codes, once', async () => {
    const { browser, recoveryCodes } = await enrol(ADMIN, TEST_ADMIN);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await browser.get(ADMIN.me)).body.admin.two_factor).toEqual({ enabled: true, required: false });
    const again = await browser.post(ADMIN.setup);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.secondFactorAlreadyOn);
    // Only keyed hashes are stored, and the secret is sealed.
    const stored = await t.db.prisma.recoveryCode.findMany();
    expect(stored.some((row) => recoveryCodes.includes(row.codeHash))).toBe(false);
    const factor = await t.db.prisma.secondFactor.findFirstOrThrow();
    expect(factor.secret).toMatch(/^v1:/);
  });

  it('refuses a wrong first code and leaves the factor off', async () => {
    const browser = t.client(HOST);
    await browser.post(ADMIN.signIn).send(TEST_ADMIN).expect(200);
    await browser.post(ADMIN.setup).expect(200);
    const wrong = await browser.post(ADMIN.confirm).send({ code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.secondFactorCodeInvalid);
    expect((await browser.get(ADMIN.me)).body.admin.two_factor.enabled).toBe(false);
    expect((await browser.post(ADMIN.confirm).send({})).body.message).toBe(MESSAGES.secondFactorCodeRequired);
  });

  it('then signs in in two steps: the password gives no session, the code does; each code signs in once', async () => {
    const { secret } = await enrol(ADMIN, TEST_ADMIN);
    const browser = t.client(HOST);
    const first = await browser.post(ADMIN.signIn).send(TEST_ADMIN).expect(200);
    expect(first.body).toEqual({ two_factor_required: true });
    expect(String(first.headers['set-cookie'])).not.toMatch(/authorization=/);
    expect((await browser.get(ADMIN.me)).status).toBe(401);

    const code = nextCode(secret);
    const second = await browser.post(ADMIN.secondStep).send({ code }).expect(200);
    expect(second.body.admin).toMatchObject({ email: TEST_ADMIN.email, two_factor: { enabled: true } });
    expect((await browser.get(ADMIN.me)).status).toBe(200);

    // The same code, replayed by another browser that knows the password: refused.
    const thief = t.client(HOST);
    await thief.post(ADMIN.signIn).send(TEST_ADMIN).expect(200);
    const replay = await thief.post(ADMIN.secondStep).send({ code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(MESSAGES.secondFactorCodeInvalid);
    expect((await thief.get(ADMIN.me)).status).toBe(401);
  });

  it('takes each recovery code once, typed in any case', async () => {
    const { recoveryCodes } = await enrol(ADMIN, TEST_ADMIN);
    const browser = t.client(HOST);
    await browser.post(ADMIN.signIn).send(TEST_ADMIN).expect(200);
    await browser
      .post(ADMIN.secondStep)
      .send({ recovery_code: ` ${recoveryCodes[3]!.toUpperCase()} ` })
      .expect(200);

    const again = t.client(HOST);
    await again.post(ADMIN.signIn).send(TEST_ADMIN).expect(200);
    const reused = await again.post(ADMIN.secondStep).send({ recovery_code: recoveryCodes[3] });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(MESSAGES.recoveryCodeInvalid);
    await again.post(ADMIN.secondStep).send({ recovery_code: recoveryCodes[4] }).expect(200);
  });

  it('asks for the password again without the pending cookie or after it was used', async () => {
    const { secret } = await enrol(ADMIN, TEST_ADMIN);
    const stranger = await t
      .client(HOST)
      .post(ADMIN.secondStep)
      .send({ code: nextCode(secret) });
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).toBe(MESSAGES.secondFactorExpired);
  });

  it('counts wrong codes against the same limit as wrong passwords', async () => {
    await enrol(ADMIN, TEST_ADMIN);
    const browser = t.client(HOST);
    await browser.post(ADMIN.signIn).send(TEST_ADMIN).expect(200);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await browser.post(ADMIN.secondStep).send({ code: `00000${attempt}` })).status).toBe(401);
    // Four wrong codes and one wrong password: this address is out of tries at this account, whatever the secret.
    expect(
      (
        await t
          .client(HOST)
          .post(ADMIN.signIn)
          .send({ ...TEST_ADMIN, password: 'errada-123456' })
      ).status,
    ).toBe(401);
    const locked = await browser.post(ADMIN.secondStep).send({ code: '123456' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is reset by another admin (audited), never by the admin themself', async () => {
    const { browser } = await enrol(ADMIN, TEST_ADMIN);
    const own = await browser.delete(`/api/payment/adm/admins/${encodeURIComponent(TEST_ADMIN.email)}/2fa`);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(MESSAGES.secondFactorOwnReset);

    const other = t.client(HOST);
    await other.post(ADMIN.signIn).send(OTHER_ADMIN).expect(200);
    const reset = await other.delete(`/api/payment/adm/admins/${encodeURIComponent(TEST_ADMIN.email.toUpperCase())}/2fa`).expect(200);
    expect(reset.body.message).toBe(MESSAGES.secondFactorReset);
    expect((await t.client(HOST).post(ADMIN.signIn).send(TEST_ADMIN).expect(200)).body.admin.email).toBe(TEST_ADMIN.email);
    const audit = await t.db.prisma.adminAuditEvent.findMany({ where: { action: 'admin_2fa_reset' } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toBe(OTHER_ADMIN.email);
    expect((await other.delete(`/api/payment/adm/admins/${encodeURIComponent(TEST_ADMIN.email)}/2fa`)).status).toBe(404);
  });
});

describe('admin second factor where it is required (production)', () => {
  const required = madeBeforeAll(
    () => startTestApp({ adminSecondFactorRequired: true }),
    (app) => app.close(),
  );

  it('lets an admin without one only enrol; with it on, everything opens', async () => {
    await required.fresh();
    await createAdmin(required);
    const browser = required.client(HOST);
    await browser.post(ADMIN.signIn).send(TEST_ADMIN).expect(200);
    expect((await browser.get(ADMIN.me)).body.admin.two_factor).toEqual({ enabled: false, required: true });
    const list = await browser.get('/api/payment/customers');
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ code: 'SECOND_FACTOR_REQUIRED', message: MESSAGES.secondFactorRequired });

    const setup = await browser.post(ADMIN.setup).expect(200);
    await browser
      .post(ADMIN.confirm)
      .send({ code: totpCode(setup.body.secret) })
      .expect(200);
    await browser.get('/api/payment/customers').expect(200);
  });
});

describe('provider second factor', () => {
  it('is optional, then required once on, and an admin resets it (audited)', async () => {
    const plain = t.client(HOST);
    expect((await plain.post(PROVIDER.signIn).send(DEMO).expect(200)).body.provider.two_factor).toEqual({ enabled: false });

    const { secret } = await enrol(PROVIDER, DEMO);
    const browser = t.client(HOST);
    expect((await browser.post(PROVIDER.signIn).send(DEMO).expect(200)).body).toEqual({ two_factor_required: true });
    expect((await browser.get(PROVIDER.me)).status).toBe(401);
    const signedIn = await browser
      .post(PROVIDER.secondStep)
      .send({ code: nextCode(secret) })
      .expect(200);
    expect(signedIn.body.provider).toEqual({ client_id: 'demo', alias: 'Provedor Demo', two_factor: { enabled: true } });

    const admin = t.client(HOST);
    await admin.post(ADMIN.signIn).send(TEST_ADMIN).expect(200);
    expect((await admin.get('/api/payment/customer/demo').expect(200)).body.customer.provider_two_factor_enabled).toBe(true);
    await admin.delete('/api/payment/customer/demo/2fa').expect(200);
    expect((await admin.get('/api/payment/customer/demo').expect(200)).body.customer.provider_two_factor_enabled).toBe(false);
    const history = await admin.get('/api/payment/customer/demo/history').expect(200);
    expect(JSON.stringify(history.body)).toContain('provider_2fa_reset');
    expect((await t.client(HOST).post(PROVIDER.signIn).send(DEMO).expect(200)).body.provider.client_id).toBe('demo');
    // A provider cannot reset anything: admin routes refuse it.
    expect((await browser.delete('/api/payment/customer/demo/2fa')).status).toBe(403);
  });
});
