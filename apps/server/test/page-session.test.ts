import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminClient, providerClient } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A panel page's HTML says who opens it, so the panel draws without asking the API first, and opening the
 * home starts its ERP reads while the phone is still downloading the app.
 */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'central-dist-'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Central</title></head><body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ webDistDir: dist, prefetchOnSignIn: true });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.fresh();
  t.sandbox.sandbox.resetStats();
});

const MARIA = { cpfOrCnpj: '529.982.247-25', password: 'demo123' };
const erpReads = () => {
  const counts = t.sandbox.sandbox.stats().byResource;
  return { bills: counts.fn_areceber ?? 0, contracts: counts.vd_contratos_produtos ?? 0 };
};
/** Maria signed in at the demo provider, with the reads her sign-in started done and forgotten. */
async function signedIn() {
  const client = t.client('demo.localhost');
  const signIn = await client.post('/api/central/sign-in').send(MARIA);
  expect(signIn.status).toBe(200);
  await expect.poll(erpReads).toEqual({ bills: 1, contracts: 1 });
  await t.fresh();
  t.sandbox.sandbox.resetStats();
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  expect(cookie).toMatch(/^validToken=./);
  return { client, cookie };
}
/** The session a page's HTML carries: undefined when it carries none at all. */
function servedSession(html: string): unknown {
  const json = /<script id="central-session" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}
/** The reads a page's HTML has the browser start (preloads the app's calls take), their addresses unescaped. */
const preloadedReads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
/** Opens a page and asks its area's session check: the page is private, and carries exactly what the check answers. */
async function pageAndCheck(client: ReturnType<TestApp['client']>, pagePath: string, checkPath: string) {
  const page = await client.get(pagePath);
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe('private, no-store');
  const check = await client.get(checkPath);
  expect(check.status).toBe(200);
  expect(servedSession(page.text)).toEqual(check.body);
  return { page, check: check.body as unknown };
}
const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a panel page and its session', () => {
  it('carries what the session check would answer, and is private to the browser', async () => {
    const { client } = await signedIn();
    const { page, check } = await pageAndCheck(client, '/panel/security', '/api/central/auth/valid-token');
    expect(check).toMatchObject({ clientId: 'demo', customer: { firstName: 'Maria' } });
    // Only the menu's device check: the security page reads nothing of its own.
    expect(preloadedReads(page.text)).toEqual(['/api/acs/customer/check']);
  });

  it('says there is none without a session, with a forged or signed-out one, and at another provider', async () => {
    const visitor = await t.client('demo.localhost').get('/panel');
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    expect(servedSession(visitor.text)).toBeNull();
    expect(preloadedReads(visitor.text)).toEqual([]);

    const forged = await t.client('demo.localhost').get('/panel').set('cookie', 'validToken=forged.token');
    expect(servedSession(forged.text)).toBeNull();

    const { client, cookie } = await signedIn();
    expect(servedSession((await t.client('demo.localhost').get('/panel').set('cookie', cookie)).text)).toMatchObject({ clientId: 'demo' });
    expect(servedSession((await t.client('acme.localhost').get('/panel').set('cookie', cookie)).text)).toBeNull();

    expect((await client.post('/api/central/sign-out')).status).toBe(204);
    expect(servedSession((await t.client('demo.localhost').get('/panel').set('cookie', cookie)).text)).toBeNull();
  });

  it("is written into the subscriber's sign-in page, so that one still signed in goes on and one signed out sees the form, asking nothing", async () => {
    const visitor = await t.client('demo.localhost').get('/sign-in');
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    expect(servedSession(visitor.text)).toBeNull();
    const ended = await t.client('demo.localhost').get('/sign-in?next=%2Fpanel%2Fsecurity').set('cookie', 'validToken=forged.token');
    expect(servedSession(ended.text)).toBeNull();
    expect(servedSession((await t.client('demo.localhost').get('/sign-in/')).text)).toBeNull();

    const { client } = await signedIn();
    const { page } = await pageAndCheck(client, '/sign-in', '/api/central/auth/valid-token');
    // The panel's page starts its reads, once the app goes there: the sign-in page starts none.
    expect(preloadedReads(page.text)).toEqual([]);
    expect(erpReads()).toEqual({ bills: 0, contracts: 0 });
  });

  it('is not written into the other pages outside the panel, which stay cacheable', async () => {
    const { client } = await signedIn();
    for (const path of ['/request-password-restoration', '/termos-de-privacidade', '/sign-in/outra', '/panel-nao-existe']) {
      const page = await client.get(path);
      expect(servedSession(page.text), path).toBeUndefined();
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('is served without a session when the database does not answer, for the app to ask the API', async () => {
    const { client } = await signedIn();
    const failure = vi.spyOn(t.db.prisma.session, 'findUnique').mockRejectedValueOnce(new Error('connection lost'));
    try {
      const page = await client.get('/panel/security');
      expect(page.status).toBe(200);
      expect(failure).toHaveBeenCalledTimes(1);
      expect(servedSession(page.text)).toBeUndefined();
      expect(page.text).toContain('<script id="central-theme"');
    } finally {
      failure.mockRestore();
    }
  });

  it('escapes what could end the script, e.g. a name with "</script>"', async () => {
    const { client } = await signedIn();
    await t.db.prisma.session.updateMany({ data: { customerName: 'Maria </script><script>alert(1)</script>' } });
    const page = await client.get('/panel');
    expect(page.text).not.toContain('<script>alert(1)');
    expect(servedSession(page.text)).toMatchObject({ customer: { name: 'Maria </script><script>alert(1)</script>' } });
  });
});

describe('an /adm page and its session', () => {
  it("carries what the admin's session check would answer, on any host", async () => {
    for (const host of ['admin.localhost', 'demo.localhost']) {
      const { check } = await pageAndCheck(await adminClient(t, host), '/adm/customers', '/api/payment/adm/auth');
      expect(check).toEqual({ admin: { email: 'admin@central.test', two_factor: { enabled: false, required: false } } });
    }
  });

  it("has the browser start the page of the list its address shows beside the app's code", async () => {
    const admin = await adminClient(t, 'admin.localhost');
    for (const path of ['/adm', '/adm/customers']) {
      expect(preloadedReads((await admin.get(path)).text), path).toEqual(['/api/payment/customers?search=&page=1']);
    }
    expect(preloadedReads((await admin.get('/adm/customers?search=acme&page=2')).text)).toEqual([
      '/api/payment/customers?search=acme&page=2',
    ]);
    // A '?' inside the query belongs to it, as the list page reads its address.
    expect(preloadedReads((await admin.get('/adm/customers?search=quem?&page=2')).text)).toEqual([
      '/api/payment/customers?search=quem%3F&page=2',
    ]);
    expect(preloadedReads((await admin.get('/adm/apps')).text)).toEqual([]);
    expect(preloadedReads((await t.client('admin.localhost').get('/adm/customers')).text)).toEqual([]);
    const list = await admin.get('/api/payment/customers?search=&page=1');
    expect([list.status, list.body.page]).toEqual([200, 1]);
  });

  it("says there is none without an admin's session, for a provider's, and is not written into the admin's sign-in", async () => {
    expect(servedSession((await t.client('admin.localhost').get('/adm/customers')).text)).toBeNull();
    const provider = await providerClient(t, 'demo');
    expect((await provider.get('/api/payment/adm/auth')).status).toBe(403);
    expect(servedSession((await provider.get('/adm/customers')).text)).toBeNull();
    const admin = await adminClient(t);
    const signInPage = await admin.get('/auth/adm/sign-in');
    expect(servedSession(signInPage.text)).toBeUndefined();
    expect(signInPage.headers['cache-control']).toBe('no-cache');
  });
});

describe('opening the home', () => {
  it("starts the home's reads with the page, and the home's calls take them", async () => {
    const { client } = await signedIn();
    const home = await client.get('/panel');
    expect(home.status).toBe(200);
    // The browser is told to start the home's three reads and the menu's device check beside the app's code (the web
    // app's calls take them).
    expect(preloadedReads(home.text)).toEqual([
      '/api/central/customer/list/invoices?status=to_pay',
      '/api/central/customer/apps',
      '/api/central/customer/list',
      '/api/acs/customer/check',
    ]);
    // No API call was made yet: the ERP reads were started by the page itself.
    await expect.poll(erpReads).toEqual({ bills: 1, contracts: 1 });
    const open = await client.get('/api/central/customer/list/invoices?status=to_pay');
    expect(open.status).toBe(200);
    expect(open.body.invoices.map((invoice: { id: string }) => invoice.id)).toContain('5004');
    expect(erpReads()).toEqual({ bills: 1, contracts: 1 });
  });

  it('starts them for the bills to pay too, but not for pages that begin elsewhere, nor without a session', async () => {
    const { client } = await signedIn();
    expect((await client.get('/panel/financial/invoices/to-pay')).status).toBe(200);
    await expect.poll(erpReads).toEqual({ bills: 1, contracts: 1 });

    await t.fresh();
    t.sandbox.sandbox.resetStats();
    // An invoice's page reads its own invoice (next test), not the open bills.
    for (const path of ['/panel/security', '/panel/financial/invoices/received']) {
      expect((await client.get(path)).status).toBe(200);
    }
    expect((await t.client('demo.localhost').get('/panel')).status).toBe(200);
    await quietFor(300);
    expect(erpReads()).toEqual({ bills: 0, contracts: 0 });
  });

  it("starts an unpaid invoice's read and its PIX with its page, which the PIX call then takes; a paid one's page reads the invoice alone, and a malformed id nothing", async () => {
    const { client } = await signedIn();
    const paid = (await client.get('/api/central/customer/list/invoices?status=received')).body.invoices[0].id as string;
    await t.fresh();
    t.sandbox.sandbox.resetStats();
    const pixCharges = () => t.sandbox.sandbox.stats().byResource.get_pix ?? 0;

    expect((await client.get('/panel/financial/invoice/5004')).status).toBe(200);
    await expect.poll(pixCharges).toBe(1);
    expect(erpReads()).toEqual({ bills: 1, contracts: 0 });
    const pix = await client.get('/api/central/customer/read/pix-payment/5004');
    expect(pix.status).toBe(200);
    expect(pix.body.copy_paste).toMatch(/^000201/);
    expect([pixCharges(), erpReads()]).toEqual([1, { bills: 1, contracts: 0 }]);

    expect((await client.get(`/panel/financial/invoice/${paid}`)).status).toBe(200);
    await expect.poll(erpReads).toEqual({ bills: 2, contracts: 0 });
    expect((await client.get(`/api/central/customer/read/pix-payment/${paid}`)).status).toBe(409);
    // An id the API would refuse starts nothing.
    expect((await client.get("/panel/financial/invoice/9'%20OR%201")).status).toBe(200);
    await quietFor(300);
    expect([pixCharges(), erpReads()]).toEqual([1, { bills: 2, contracts: 0 }]);
  });
});
