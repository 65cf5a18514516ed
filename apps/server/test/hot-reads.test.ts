import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARIA } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A replica remembers a session row and an account's version for a second (production's default), so a
 * page's parallel calls and a busy subscriber cost no database read each. What it changes itself it sees at once;
 * what another replica (or someone in psql) changes, within that second.
 */
const MEMO_MS = 1000;
let t: TestApp;
let other: Awaited<ReturnType<TestApp['replica']>>;
beforeAll(async () => {
  t = await startTestApp({ hotReadMemoMs: MEMO_MS });
  other = await t.replica();
});
afterAll(() => t.close());

const OPEN = '/api/central/customer/list/invoices?status=to_pay';

async function signedInCookie(): Promise<string> {
  const response = await t.client().post('/api/central/sign-in').send(MARIA);
  expect(response.status).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0]!;
}

describe('what a replica remembers for a second', () => {
  it('refuses a session signed out here at once, and one signed out at another replica within the second', async () => {
    const here = await signedInCookie();
    expect((await t.client().get(OPEN).set('cookie', here)).status).toBe(200);
    expect((await t.client().post('/api/central/sign-out').set('cookie', here)).status).toBe(204);
    expect((await t.client().get(OPEN).set('cookie', here)).status).toBe(401);

    const elsewhere = await signedInCookie();
    expect((await t.client().get(OPEN).set('cookie', elsewhere)).status).toBe(200);
    const signedOutAt = Date.now();
    expect((await other.client().post('/api/central/sign-out').set('cookie', elsewhere)).status).toBe(204);
    await expect.poll(async () => (await t.client().get(OPEN).set('cookie', elsewhere)).status, { timeout: 3 * MEMO_MS }).toBe(401);
    expect(Date.now() - signedOutAt).toBeLessThan(3 * MEMO_MS);
  });

  it("shows the account's own change at once: a trust unlock, then its contracts list", async () => {
    await t.fresh();
    const cookie = await signedInCookie();
    const contracts = () => t.client().get('/api/central/customer/list/contracts').set('cookie', cookie);
    expect((await contracts()).body.contracts.find((c: { id: string }) => c.id === '2002').status.text).not.toBe('Ativo');
    const unlock = await t.client().post('/api/central/customer/contracts/unlock/2002').set('cookie', cookie);
    expect(unlock.body.type).toBe('success');
    expect((await contracts()).body.contracts.find((c: { id: string }) => c.id === '2002').status.text).toBe('Ativo');
  });

  it("drops the account's cached ERP reads within the second after a change made elsewhere", async () => {
    const cookie = await signedInCookie();
    const openReads = () => t.sandbox.sandbox.stats().byResource.fn_areceber ?? 0;
    expect((await t.client().get(OPEN).set('cookie', cookie)).status).toBe(200);
    const before = openReads();
    expect((await t.client().get(OPEN).set('cookie', cookie)).status).toBe(200);
    expect(openReads()).toBe(before);

    // A change made elsewhere (another replica, a card payment job, psql) bumps the version in the database.
    const customer = await t.db.prisma.session.findFirstOrThrow({ where: { customerId: '1001' }, select: { tenantId: true } });
    await t.db.prisma.accountVersion.upsert({
      where: { tenantId_customerId: { tenantId: customer.tenantId, customerId: '1001' } },
      create: { tenantId: customer.tenantId, customerId: '1001', version: 1000 },
      update: { version: { increment: 1 } },
    });
    await expect
      .poll(
        async () => {
          await t.client().get(OPEN).set('cookie', cookie);
          return openReads();
        },
        { timeout: 3 * MEMO_MS },
      )
      .toBe(before + 1);
  });
});
