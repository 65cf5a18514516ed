import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password-hash';
import { createAdmin, TEST_ADMIN } from './support/staff';
import { startTestApp, TEST_PASSWORD_COST, type TestApp } from './support/test-app';

/**
 * A distributed attack on a staff account (21 addresses × 5 wrong passwords spend its 100 tries of the day) used to
 * lock its owner out for 24 hours. The owner's browser, where they signed in before, carries a device cookie and is
 * judged by its own limit only. The client address comes from X-Forwarded-For, written by a trusted proxy on loopback.
 */
const HOST = 'admin.localhost';
const DEMO = { client_id: 'demo', password: 'provedor-demo-123' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: ['loopback'] });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.fresh();
  await t.db.prisma.secondFactor.deleteMany();
  await createAdmin(t);
  const providerPasswordHash = await hashPassword(DEMO.password, TEST_PASSWORD_COST);
  await t.db.prisma.tenant.update({ where: { clientId: 'demo' }, data: { providerPasswordHash } });
});

const cases = [
  {
    who: 'an admin',
    path: '/api/payment/adm/auth/sign-in',
    right: TEST_ADMIN,
    wrong: (n: number) => ({ email: TEST_ADMIN.email, password: `errada-${n}` }),
  },
  {
    who: 'a provider',
    path: '/api/central/auth/sign-in/provider',
    right: DEMO,
    wrong: (n: number) => ({ client_id: 'demo', password: `errada-${n}` }),
  },
];

describe.each(cases)('$who under a distributed attack', ({ path, right, wrong }) => {
  const signIn = (source: string, body: object, client = t.client(HOST)) => client.post(path).set('x-forwarded-for', source).send(body);

  it('still signs in from a browser it used before, from any address; a new browser waits', async () => {
    const owner = t.client(HOST);
    await signIn('203.0.113.10', right, owner).expect(200);

    for (let source = 1; source <= 21; source++) {
      await Promise.all(Array.from({ length: 5 }, (_, n) => signIn(`198.51.100.${source}`, wrong(source * 10 + n))));
    }
    const elsewhere = await signIn('203.0.113.11', right);
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(3600);

    await signIn('203.0.113.12', right, owner).expect(200);
  });
});
