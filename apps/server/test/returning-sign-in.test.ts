import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthStore } from '../src/modules/auth/auth-store';
import { createReturningSubscribers } from '../src/modules/auth/returning-subscribers';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/**
 * A subscriber who signed in before at a provider has the home's bills read while IXC checks the password,
 * so sign-in to home costs one ERP round trip. Nothing read that way reaches anyone without a session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ prefetchOnSignIn: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.fresh();
  await t.db.prisma.returningSubscriber.deleteMany();
  t.sandbox.sandbox.resetStats();
});

const MARIA = { cpfOrCnpj: '529.982.247-25', password: 'demo123' };
const signIn = (body: object) => t.client('demo.localhost').post('/api/central/sign-in').send(body);
const billReads = () => t.sandbox.sandbox.stats().byResource.fn_areceber ?? 0;
const hints = () => t.db.prisma.returningSubscriber.findMany();
/** The background reads a sign-in started have reached the ERP (so they are not counted in the next test). */
const settled = () => expect.poll(() => [billReads(), t.sandbox.sandbox.stats().byResource.vd_contratos_produtos]).toEqual([1, 1]);
/** As if the CPF had signed in before as `customerId`. */
const remembered = async (customerId: string) => {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } });
  await createReturningSubscribers(createAuthStore(t.db.prisma), TEST_SECRETS.sessionSecret).remember(
    tenant.id,
    MARIA.cpfOrCnpj,
    customerId,
    null,
  );
};

describe('sign-in of a returning subscriber', () => {
  it('reads no bill for a CPF that never signed in here, even while checking its password', async () => {
    expect((await signIn({ ...MARIA, password: 'wrong-password' })).status).toBe(401);
    expect(billReads()).toBe(0);
    expect(await hints()).toEqual([]);
  });

  it('remembers the customer a CPF signed in as, by a keyed hash and no digits of the CPF', async () => {
    expect((await signIn(MARIA)).status).toBe(200);
    const [hint, ...others] = await hints();
    expect(others).toEqual([]);
    expect(hint!.customerId).toBe('1001');
    expect(hint!.documentHash).toMatch(/^[\w-]{43}$/);
    expect(hint!.documentHash).not.toContain('52998224725');
    await settled();
  });

  it('starts reading the bills before the password is proven, and shows them only to the session', async () => {
    await remembered('1001');

    // A wrong password: the bills were asked for during the check, yet nothing is answered without a session.
    const refused = await signIn({ ...MARIA, password: 'wrong-password' });
    expect(refused.status).toBe(401);
    await expect.poll(billReads).toBe(1);
    expect((await t.client('demo.localhost').get('/api/central/customer/list/invoices?status=to_pay')).status).toBe(401);

    // The right password: the home's bills come from what was read during the checks, at no further ERP call.
    const client = t.client('demo.localhost');
    expect((await client.post('/api/central/sign-in').send(MARIA)).status).toBe(200);
    const open = await client.get('/api/central/customer/list/invoices?status=to_pay');
    expect(open.status).toBe(200);
    expect(open.body.invoices.map((invoice: { id: string }) => invoice.id)).toContain('5004');
    expect(billReads()).toBe(1);
  });

  it('follows a CPF that now signs in as another customer, and the stale hint serves no one', async () => {
    await remembered('1002');

    const client = t.client('demo.localhost');
    expect((await client.post('/api/central/sign-in').send(MARIA)).status).toBe(200);
    expect((await hints()).map((hint) => hint.customerId)).toEqual(['1001']);
    // The stale hint read the other customer's bills into that customer's own cache entry; Maria's list is her own.
    const open = await client.get('/api/central/customer/list/invoices?status=to_pay');
    expect(open.status).toBe(200);
    expect(billReads()).toBe(2);
    expect(open.body.invoices.map((invoice: { id: string }) => invoice.id)).toContain('5004');
    expect(open.body.invoices.every((invoice: { contractId: string }) => invoice.contractId !== '2005')).toBe(true);
  });

  it('marks a hint used at the first sign-in of a day, for its one-year retention, and writes nothing at the next', async () => {
    await remembered('1001');
    const lastUsed = (hoursAgo: number) =>
      t.db.prisma.$executeRaw`UPDATE returning_subscribers SET updated_at = now() - make_interval(hours => ${hoursAgo}::int)`;
    const age = async () => Date.now() - (await hints())[0]!.updatedAt.getTime();

    await lastUsed(300 * 24);
    expect((await signIn(MARIA)).status).toBe(200);
    expect(await age()).toBeLessThan(60_000);
    await settled();

    await lastUsed(2);
    expect((await signIn(MARIA)).status).toBe(200);
    expect(await age()).toBeGreaterThan(2 * 3_600_000 - 60_000);
  });
});
