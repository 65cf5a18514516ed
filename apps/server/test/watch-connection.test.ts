import { MESSAGES, WATCH_CONNECTION_MESSAGES } from '@central/domain';
import { WATCH_SANDBOX_CLIENT } from '@central/sandbox';
import type supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectWatch } from '../../../scripts/lib/connect-watch';
import { createSecretBox } from '../src/lib/crypto';
import { createTokenSigner } from '../src/lib/signed-token';
import { recordCalls } from './support/recorded-calls';
import { adminClient, providerClient } from './support/staff';
import { startTestApp, TEST_SECRETS } from './support/test-app';
import { adminHttp, watchSuite } from './support/watch';

/** 'Conectar à Watch': Watch's OAuth code flow run by an admin, against the Watch simulator. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const recorded = recordCalls();
const CALLBACK = 'http://admin.localhost/api/payment/adm/watch/callback';
const base = '/api/payment/customer/demo';
const { t, watch } = watchSuite({ logger: recorded.logger }, { tokenTtlSeconds: 3600 });
let admin: supertest.Agent;
let appId: string;

beforeEach(async () => {
  await t.db.prisma.adminAuditEvent.deleteMany();
  admin = await adminClient(t);
  appId = (await admin.post(`${base}/customer-app/create`).send(watchApp()).expect(201)).body.customer_app.id;
});

function watchApp(change: Record<string, unknown> = {}) {
  return {
    name: 'Watch Brasil',
    image: 'https://cdn.central.test/apps/watch.png',
    activation_criteria: 'product_in_contract',
    product_ids: ['880 - Watch Brasil'],
    integration_method: 'watchbr',
    integration: { url: watch.origin, user: WATCH_SANDBOX_CLIENT.clientId, secret: WATCH_SANDBOX_CLIENT.clientSecret },
    ...change,
  };
}

/** An app of a method that talks to no partner, as the admin creates it. */
const displayOnlyApp = async () =>
  (
    await admin
      .post(`${base}/customer-app/create`)
      .send(watchApp({ name: 'Guia', activation_criteria: 'any', product_ids: [], integration_method: 'display_only', integration: null }))
      .expect(201)
  ).body.customer_app;
const view = async (id = appId) => (await admin.get(`${base}/customer-app/${id}`).expect(200)).body.customer_app;
const connectionRow = () => t.db.prisma.partnerConnection.findUnique({ where: { appId } });

/** Connect, then Watch's authorize: answers where Watch sends the admin's browser back. */
async function authorizeAtWatch(agent = admin) {
  const { action, fields } = (await agent.post(`${base}/customer-app/${appId}/watch/connect`).expect(200)).body;
  const authorized = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  expect(authorized.status).toBe(303);
  const back = new URL(authorized.headers.get('location')!);
  return { back, path: `${back.pathname}${back.search}`, code: back.searchParams.get('code')!, uid: back.searchParams.get('uid')! };
}

describe('the app form', () => {
  it('shows a Watch app as not connected, with the callback URL to register at Watch; other methods have no connection', async () => {
    expect((await view()).connection).toEqual({ state: 'none', expires_at: null, callback_url: CALLBACK });
    const list = (await admin.get(`${base}/customer-apps`).expect(200)).body.customer_apps;
    expect(list[0].connection).toEqual({ state: 'none', expires_at: null, callback_url: CALLBACK });
    const other = await displayOnlyApp();
    expect(other).not.toHaveProperty('connection');
  });

  it('names the callback as the browser reaches the server, behind a trusted proxy too', async () => {
    const proxied = await startTestApp({ trustProxy: true });
    try {
      const behind = (await adminClient(proxied)).set('x-forwarded-proto', 'https').set('x-forwarded-host', 'central.provedor.com.br');
      const created = (await behind.post(`${base}/customer-app/create`).send(watchApp()).expect(201)).body.customer_app;
      expect(created.connection.callback_url).toBe('https://central.provedor.com.br/api/payment/adm/watch/callback');
    } finally {
      await proxied.close();
    }
  });
});

describe('connecting', () => {
  it("posts Watch's form (client_id, our callback as redirect_url, approval_prompt, a signed uid) and no secret", async () => {
    const answer = (await admin.post(`${base}/customer-app/${appId}/watch/connect`).expect(200)).body;
    expect(answer).toEqual({
      action: `${watch.origin}/watch/v1/oauth/authenticate`,
      fields: {
        client_id: WATCH_SANDBOX_CLIENT.clientId,
        redirect_url: CALLBACK,
        approval_prompt: 'auto',
        uid: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      },
    });
    expect(JSON.stringify(answer)).not.toContain(WATCH_SANDBOX_CLIENT.clientSecret);
  });

  it('runs the code flow: the token is stored sealed, the app reads connected until its exp, and the audit names the admin', async () => {
    const before = Date.now();
    await connectWatch(adminHttp(admin), 'demo', appId);
    const row = await connectionRow();
    expect(row).toMatchObject({ connectedBy: 'admin@central.test', refusedAt: null });
    const token = box.open(row!.accessToken, `demo:watch:${appId}:${watch.origin}`);
    expect(row!.accessToken).not.toContain(token.split('.')[1]!);
    const exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
    expect(row!.expiresAt).toEqual(new Date(exp * 1000));
    expect(exp * 1000).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 3600_000);
    expect((await view()).connection).toEqual({ state: 'connected', expires_at: row!.expiresAt!.toISOString(), callback_url: CALLBACK });
    expect(watch.requests().map((entry) => [entry.route, entry.status])).toEqual([
      ['authorize', 303],
      ['token', 200],
    ]);
    const [event] = await t.db.prisma.adminAuditEvent.findMany({ where: { action: 'app_watch_connect' } });
    expect(event).toMatchObject({
      actor: 'admin@central.test',
      clientId: 'demo',
      changes: { watch_connection: { from: 'none', to: 'connected' } },
    });
    for (const secret of [token, WATCH_SANDBOX_CLIENT.clientSecret])
      expect(recorded.logLines().filter((line) => line.includes(secret))).toEqual([]);
  });

  it("opens the admin's browser on a page that posts the form to Watch, allowed by its own policy", async () => {
    const page = await admin.get(`${base}/customer-app/${appId}/watch/authorize`).expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain(`<form method="post" action="${watch.origin}/watch/v1/oauth/authenticate">`);
    expect(page.text).toContain(`<input type="hidden" name="redirect_url" value="${CALLBACK}">`);
    expect(page.text).toContain(`<input type="hidden" name="client_id" value="${WATCH_SANDBOX_CLIENT.clientId}">`);
    expect(page.headers['content-security-policy']).toMatch(new RegExp(`form-action 'self' ${watch.origin};`));
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-[\w+/=]+';/);
  });

  it('sends a browser back to the app page, through a page of our own origin', async () => {
    const { path } = await authorizeAtWatch();
    const back = await t.client('admin.localhost').get(path).set('accept', 'text/html,application/xhtml+xml').expect(200);
    const target = `/adm/customer/demo/app/${appId}/edit?watch=connected`;
    expect(back.text).toContain(`<meta http-equiv="refresh" content="0;url=${target}">`);
    expect((await connectionRow())?.refusedAt).toBeNull();
  });

  it('takes the code and uid from a posted form too (Watch may call the callback server to server)', async () => {
    const { code, uid } = await authorizeAtWatch();
    const posted = await t.client('admin.localhost').post('/api/payment/adm/watch/callback').type('form').send({ code, state: uid });
    expect([posted.status, posted.body]).toEqual([200, { ok: true }]);
    expect(await connectionRow()).not.toBeNull();
  });

  it('answers only admins: 401 without a session, 403 for a provider, 400 for an app that is no Watch app', async () => {
    await t.client('admin.localhost').post(`${base}/customer-app/${appId}/watch/connect`).expect(401);
    await (await providerClient(t, 'demo')).post(`${base}/customer-app/${appId}/watch/connect`).expect(403);
    const other = await displayOnlyApp();
    const refused = await admin.post(`${base}/customer-app/${other.id}/watch/connect`);
    expect([refused.status, refused.body]).toEqual([400, { code: 'APP_NOT_WATCH', message: WATCH_CONNECTION_MESSAGES.notWatch }]);
    expect((await admin.post(`/api/payment/customer/acme/customer-app/${appId}/watch/connect`)).status).toBe(404);
  });
});

describe('a refused callback stores nothing', () => {
  const callback = (query: Record<string, string>, accept = 'application/json') =>
    t
      .client('admin.localhost')
      .get(`/api/payment/adm/watch/callback?${new URLSearchParams(query).toString()}`)
      .set('accept', accept);

  it('a forged or missing state: 400, and a browser gets a page back to the admin area', async () => {
    const { code, uid } = await authorizeAtWatch();
    const forged = `${uid.split('.')[0]}x.${uid.split('.')[1]}`;
    for (const query of [{ code, uid: forged }, { code }] as Array<Record<string, string>>) {
      const answer = await callback(query);
      expect([answer.status, answer.body]).toEqual([
        400,
        { code: 'WATCH_CONNECT_STATE', message: WATCH_CONNECTION_MESSAGES.reasons.state },
      ]);
    }
    const page = await callback({ code, uid: forged }, 'text/html');
    expect([page.status, page.text.includes(WATCH_CONNECTION_MESSAGES.reasons.state), page.text.includes('href="/adm/customers"')]).toEqual(
      [400, true, true],
    );
    expect(await connectionRow()).toBeNull();
  });

  it('a state older than ten minutes', async () => {
    const { code, uid } = await authorizeAtWatch();
    const claims = JSON.parse(Buffer.from(uid.split('.')[0]!, 'base64url').toString());
    const elevenMinutesAgo = createTokenSigner(TEST_SECRETS.sessionSecret, () => Date.now() - 11 * 60_000);
    const old = elevenMinutesAgo.sign('watch-connect', { app: claims.app, adm: claims.adm, sh: claims.sh }, 10 * 60);
    expect((await callback({ code, uid: old })).body.code).toBe('WATCH_CONNECT_STATE');
    expect(await connectionRow()).toBeNull();
  });

  it('the session that asked has ended (signed out): back to the app page with the reason', async () => {
    const { path } = await authorizeAtWatch();
    await t.db.prisma.staffSession.updateMany({ data: { revokedAt: new Date() } });
    const page = await t.client('admin.localhost').get(path).set('accept', 'text/html');
    expect(page.text).toContain(`url=/adm/customer/demo/app/${appId}/edit?watch=failed&amp;reason=session`);
    expect((await t.client('admin.localhost').get(path)).body).toEqual({
      code: 'WATCH_CONNECT_SESSION',
      message: WATCH_CONNECTION_MESSAGES.reasons.session,
    });
    expect(await connectionRow()).toBeNull();
  });

  it('Watch refuses the code (used twice, made up) or is down', async () => {
    const { code, uid, path } = await authorizeAtWatch();
    await t.client('admin.localhost').get(path).expect(200);
    await t.db.prisma.partnerConnection.deleteMany();
    const again = await callback({ code, uid });
    expect([again.status, again.body]).toEqual([
      400,
      { code: 'WATCH_CONNECT_REFUSED', message: WATCH_CONNECTION_MESSAGES.reasons.refused },
    ]);
    expect((await callback({ code: 'made-up', uid })).body.code).toBe('WATCH_CONNECT_REFUSED');
    const fresh = await authorizeAtWatch();
    watch.failNext('token', { status: 503 });
    const down = await callback({ code: fresh.code, uid: fresh.uid });
    expect([down.status, down.body]).toEqual([503, { code: 'WATCH_CONNECT_UNAVAILABLE', message: MESSAGES.serverFailure }]);
    expect(await connectionRow()).toBeNull();
  });
});

describe('the connection follows the app', () => {
  it('ends when the client id, the URL or the method changes; an edit of anything else keeps it', async () => {
    const connected = async () => {
      await connectWatch(adminHttp(admin), 'demo', appId);
      expect((await view()).connection.state).toBe('connected');
    };
    const edit = (change: Record<string, unknown>) => admin.put(`${base}/customer-app/${appId}/edit`).send(watchApp(change)).expect(200);
    await connected();
    await edit({ name: 'Watch', pending_text: 'Ative com seu e-mail.' });
    expect((await view()).connection.state).toBe('connected');
    const changes = [
      { integration: { url: `${watch.origin}/`, user: WATCH_SANDBOX_CLIENT.clientId } },
      { integration: { url: watch.origin, user: 'another-client' } },
      { activation_criteria: 'any', product_ids: [], integration_method: 'display_only', integration: null },
    ];
    for (const change of changes) {
      await edit({});
      await connected();
      await edit(change);
      expect(await connectionRow()).toBeNull();
    }
  });

  it("reads 'refused' once Watch refused the token, and 'expired' after its exp", async () => {
    await connectWatch(adminHttp(admin), 'demo', appId);
    await t.db.prisma.partnerConnection.update({ where: { appId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await view()).connection).toMatchObject({ state: 'expired' });
    await t.db.prisma.partnerConnection.update({ where: { appId }, data: { refusedAt: new Date() } });
    expect((await view()).connection).toMatchObject({ state: 'refused' });
    await connectWatch(adminHttp(admin), 'demo', appId);
    expect((await view()).connection).toMatchObject({ state: 'connected' });
  });
});
