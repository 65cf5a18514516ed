import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxControl } from '../simulator-kit/test-client';
import { authorizeAt, CALLBACK, codeFor, maria, tokenFor, watch } from './test-client';
import { createWatchSimulator, WATCH_SANDBOX_CLIENT, type WatchSimulator } from './watch-simulator';

let clock = new Date('2026-11-23T12:00:00Z');
let simulator: WatchSimulator;
let origin: string;

beforeAll(async () => {
  simulator = createWatchSimulator({ now: () => clock, tokenTtlSeconds: 3600 });
  origin = await simulator.listen();
});
afterAll(() => simulator.close());
beforeEach(() => {
  simulator.reset();
  clock = new Date('2026-11-23T12:00:00Z');
});

const OTHER = { clientId: 'other-isp', clientSecret: 'other-secret', redirectUrl: 'https://other-isp.example/watch/back' };
const exchange = (params: Record<string, string>) => watch(origin, 'POST', '/oauth/token', params);
const grant = (code: string, extra: Record<string, string> = {}) => ({
  grant_type: 'authorization_code',
  client_id: WATCH_SANDBOX_CLIENT.clientId,
  client_secret: WATCH_SANDBOX_CLIENT.clientSecret,
  code,
  ...extra,
});
const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

describe('the code flow', () => {
  it('authorize redirects back with a code and the uid, from a form post or a browser GET', async () => {
    const posted = await authorizeAt(origin, {
      client_id: WATCH_SANDBOX_CLIENT.clientId,
      redirect_url: `${CALLBACK}?tenant=demo`,
      approval_prompt: 'auto',
      uid: 'our-state',
    });
    expect(posted.status).toBe(303);
    expect(`${posted.location!.origin}${posted.location!.pathname}`).toBe(CALLBACK);
    expect(posted.location!.searchParams.get('tenant')).toBe('demo');
    expect(posted.location!.searchParams.get('uid')).toBe('our-state');
    expect(posted.location!.searchParams.get('code')).toMatch(/^[\w-]{32}$/);

    const query = new URLSearchParams({
      client_id: WATCH_SANDBOX_CLIENT.clientId,
      redirect_url: CALLBACK,
      approval_prompt: 'false',
      uid: 'x',
    });
    const browser = await fetch(`${origin}/watch/v1/oauth/authenticate?${query.toString()}`, { redirect: 'manual' });
    expect([browser.status, new URL(browser.headers.get('location')!).searchParams.get('uid')]).toEqual([303, 'x']);
  });

  it('authorize refuses an unknown client, a redirect that is not http(s), and one other than the registered URL', async () => {
    const shared = createWatchSimulator({ clients: [WATCH_SANDBOX_CLIENT, OTHER] });
    const sharedOrigin = await shared.listen();
    try {
      const unknown = await authorizeAt(sharedOrigin, { client_id: 'nobody', redirect_url: CALLBACK, uid: '1' });
      expect(unknown).toEqual({
        status: 400,
        location: null,
        body: { HasError: true, IsValidationError: true, ErrorMessage: 'client_id invalido', Result: null },
      });
      expect(
        (await authorizeAt(sharedOrigin, { client_id: WATCH_SANDBOX_CLIENT.clientId, redirect_url: 'javascript:alert(1)' })).body
          .ErrorMessage,
      ).toBe('redirect_url invalida');
      expect((await authorizeAt(sharedOrigin, { client_id: OTHER.clientId, redirect_url: CALLBACK })).body.ErrorMessage).toBe(
        'redirect_url invalida',
      );
      expect((await authorizeAt(sharedOrigin, { client_id: OTHER.clientId, redirect_url: OTHER.redirectUrl })).status).toBe(303);
    } finally {
      await shared.close();
    }
  });

  it("exchanges a code once for a JWT in Watch's envelope, expiring after the token lifetime", async () => {
    const code = await codeFor(origin);
    const answer = await exchange(grant(code, { redirect_url: CALLBACK }));
    expect(answer).toEqual({
      status: 200,
      body: { HasError: false, IsValidationError: false, Result: [{ access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) }] },
    });
    const token = answer.body.Result[0].access_token;
    const now = Math.floor(clock.getTime() / 1000);
    expect(payloadOf(token)).toMatchObject({ sub: WATCH_SANDBOX_CLIENT.clientId, iat: now, exp: now + 3600 });
    expect((await watch(origin, 'GET', '/watch/v2/tickets/get', {}, token)).status).toBe(200);

    const again = await exchange(grant(code));
    expect(again).toEqual({
      status: 400,
      body: { HasError: true, IsValidationError: true, ErrorMessage: 'code invalido ou expirado', Result: null },
    });
    expect(simulator.tokensIssued()).toBe(1);
  });

  it("takes Watch page's grant_type=password and leaves out redirect_url", async () => {
    const answer = await exchange({ ...grant(await codeFor(origin)), grant_type: 'password' });
    expect(answer.status).toBe(200);
  });

  it('refuses client_credentials and every grant but the code', async () => {
    const code = await codeFor(origin);
    for (const grantType of ['client_credentials', 'refresh_token', '']) {
      const refused = await exchange({ ...grant(code), grant_type: grantType });
      expect(refused).toEqual({
        status: 400,
        body: { HasError: true, IsValidationError: true, ErrorMessage: 'grant_type nao suportado', Result: null },
      });
    }
    expect(
      (
        await exchange({
          grant_type: 'client_credentials',
          client_id: WATCH_SANDBOX_CLIENT.clientId,
          client_secret: WATCH_SANDBOX_CLIENT.clientSecret,
        })
      ).status,
    ).toBe(400);
    expect((await exchange(grant(code))).status).toBe(200);
    expect(simulator.tokensIssued()).toBe(1);
  });

  it("refuses a wrong secret (keeping the code), another client's code, a made-up one, another redirect and an old one", async () => {
    const shared = createWatchSimulator({ clients: [WATCH_SANDBOX_CLIENT, OTHER], now: () => clock });
    const sharedOrigin = await shared.listen();
    const at = (params: Record<string, string>) => watch(sharedOrigin, 'POST', '/oauth/token', params);
    try {
      const code = await codeFor(sharedOrigin);
      expect((await at(grant(code, { client_secret: 'nope' }))).body.ErrorMessage).toBe('client_id ou client_secret invalido');
      expect((await at({ ...grant(code), client_id: OTHER.clientId, client_secret: OTHER.clientSecret })).body.ErrorMessage).toBe(
        'code invalido ou expirado',
      );
      expect((await at(grant(code))).status).toBe(200);
      expect((await at(grant('made-up'))).body.ErrorMessage).toBe('code invalido ou expirado');
      expect((await at(grant(await codeFor(sharedOrigin), { redirect_url: 'https://elsewhere.example/cb' }))).body.ErrorMessage).toBe(
        'code invalido ou expirado',
      );
      const late = await codeFor(sharedOrigin);
      clock = new Date(clock.getTime() + 10 * 60_000);
      expect((await at(grant(late))).body.ErrorMessage).toBe('code invalido ou expirado');
      expect(shared.tokensIssued()).toBe(1);
    } finally {
      await shared.close();
    }
  });

  it('requires a live bearer it issued on every other route: none, made-up, forged, expired and revoked tokens get 401', async () => {
    const tickets = (token?: string) => watch(origin, 'GET', '/watch/v2/tickets/get', {}, token);
    expect((await tickets()).status).toBe(401);
    expect((await tickets('made-up')).body).toEqual({ error: 'invalid_token' });
    const token = await tokenFor(origin);
    expect((await tickets(token)).status).toBe(200);
    const [header, payload, signature] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ ...payloadOf(token), exp: payloadOf(token).exp + 86_400 })).toString('base64url');
    expect((await tickets(`${header}.${longer}.${signature}`)).status).toBe(401);
    expect((await tickets(`${header}.${payload}.${signature!.slice(0, -2)}AA`)).status).toBe(401);
    const other = createWatchSimulator();
    const otherOrigin = await other.listen();
    try {
      expect((await watch(origin, 'GET', '/watch/v2/tickets/get', {}, await tokenFor(otherOrigin))).status).toBe(401);
    } finally {
      await other.close();
    }

    clock = new Date(clock.getTime() + 3600_000);
    expect((await tickets(token)).status).toBe(401);
    const fresh = await tokenFor(origin);
    simulator.expireTokens();
    expect((await tickets(fresh)).status).toBe(401);
    const third = await tokenFor(origin);
    simulator.revokeTokens();
    expect((await tickets(third)).status).toBe(401);
    expect((await tickets(await tokenFor(origin))).status).toBe(200);
  });
});

describe('subscribers and tickets', () => {
  it('inserts a subscriber, answers the ticket in the envelope, and sends the welcome e-mail', async () => {
    const token = await tokenFor(origin);
    const inserted = await watch(origin, 'POST', '/watch/v2/assinantes/insert', maria, token);
    expect(inserted).toEqual({
      status: 200,
      body: { HasError: false, IsValidationError: false, Result: { ticket: expect.stringMatching(/^[0-9a-f]{16}$/) } },
    });
    const ticket = inserted.body.Result.ticket;
    expect(simulator.users()).toEqual([
      expect.objectContaining({
        email: 'maria@example.com',
        name: 'Maria Souza',
        integrationId: '52998224725',
        clientId: WATCH_SANDBOX_CLIENT.clientId,
      }),
    ]);
    expect(simulator.tickets()).toEqual([expect.objectContaining({ ticket, email: 'maria@example.com', packageId: '7', active: true })]);
    expect(simulator.emails()).toEqual([expect.objectContaining({ to: 'maria@example.com', ticket, kind: 'welcome' })]);

    const listed = await watch(origin, 'GET', '/watch/v2/tickets/get', { pEmailUsuario: 'MARIA@example.com' }, token);
    expect(listed.body.Result.list).toEqual([
      { Ticket: ticket, Status: true, Email: 'maria@example.com', Pacote: '7', Nome: 'Maria Souza', telefone: '5511987654321' },
    ]);
  });

  it("answers 'cliente ja existe' for the same subscriber and 'e-mail ja esta em uso' for another", async () => {
    const token = await tokenFor(origin);
    await watch(origin, 'POST', '/watch/v2/assinantes/insert', maria, token);
    const again = await watch(origin, 'POST', '/watch/v2/assinantes/insert', maria, token);
    expect(again).toEqual({
      status: 400,
      body: { HasError: true, IsValidationError: true, ErrorMessage: 'cliente ja existe', Result: null },
    });
    const other = await watch(origin, 'POST', '/watch/v2/assinantes/insert', { ...maria, pAssinanteIDIntegracao: '11144477735' }, token);
    expect(other.body.ErrorMessage).toBe('e-mail ja esta em uso');
    expect(simulator.tickets()).toHaveLength(1);
  });

  it('sells one subscriber a second package, including after a plan the desk provisioned outside Central', async () => {
    const desk = simulator.provision({
      clientId: WATCH_SANDBOX_CLIENT.clientId,
      email: maria.pEmail,
      integrationId: maria.pAssinanteIDIntegracao,
      packageId: '1',
    });
    expect(desk).toEqual({ ticket: expect.objectContaining({ packageId: '1' }) });
    const token = await tokenFor(origin);
    const second = await watch(origin, 'POST', '/watch/v2/assinantes/insert', { ...maria, pPacote: '2' }, token);
    expect(second.body.HasError).toBe(false);
    const ofPackage = await watch(origin, 'GET', '/watch/v2/tickets/get', { pEmailUsuario: maria.pEmail, pPacote: '2' }, token);
    expect(ofPackage.body.Result.list).toEqual([expect.objectContaining({ Ticket: second.body.Result.ticket, Pacote: '2' })]);
    const samePackage = await watch(origin, 'POST', '/watch/v2/assinantes/insert', { ...maria, pPacote: '1' }, token);
    expect(samePackage.body.ErrorMessage).toBe('cliente ja existe');
  });

  it('suspends, reactivates, re-sends the e-mail and deletes a ticket; unknown tickets are refused', async () => {
    const token = await tokenFor(origin);
    const ticket = (await watch(origin, 'POST', '/watch/v2/assinantes/insert', maria, token)).body.Result.ticket;
    expect(
      (await watch(origin, 'POST', '/watch/v1/tickets/updatestatus', { pTicket: ticket, pStatus: 'false' }, token)).body.Result,
    ).toEqual({ Ticket: ticket, Status: false });
    expect(simulator.tickets()[0]!.active).toBe(false);
    await watch(origin, 'POST', '/watch/v1/tickets/updatestatus', { pTicket: ticket, pStatus: 'true' }, token);
    expect(simulator.tickets()[0]!.active).toBe(true);
    expect((await watch(origin, 'POST', '/watch/v1/assinante/sendemailactivation', { pTicket: ticket }, token)).body.Result).toEqual([
      { email_send: true },
    ]);
    expect(simulator.emails().map((email) => email.kind)).toEqual(['welcome', 'resend']);
    expect((await watch(origin, 'POST', '/watch/v1/tickets/delete', { pTicket: ticket }, token)).status).toBe(200);
    expect(simulator.tickets()).toEqual([]);
    expect(simulator.users()).toEqual([]);
    expect((await watch(origin, 'POST', '/watch/v1/tickets/delete', { pTicket: ticket }, token)).body.ErrorMessage).toBe(
      'ticket nao encontrado',
    );
  });

  it("keeps one ISP's tickets away from another's", async () => {
    const other = { clientId: 'other-isp', clientSecret: 'other-secret' };
    const shared = createWatchSimulator({ clients: [WATCH_SANDBOX_CLIENT, other] });
    const sharedOrigin = await shared.listen();
    try {
      const ticket = (await watch(sharedOrigin, 'POST', '/watch/v2/assinantes/insert', maria, await tokenFor(sharedOrigin))).body.Result
        .ticket;
      const otherToken = await tokenFor(sharedOrigin, other);
      expect((await watch(sharedOrigin, 'POST', '/watch/v1/tickets/delete', { pTicket: ticket }, otherToken)).body.ErrorMessage).toBe(
        'ticket nao encontrado',
      );
      expect((await watch(sharedOrigin, 'POST', '/watch/v2/assinantes/insert', maria, otherToken)).body.ErrorMessage).toBe(
        'e-mail ja esta em uso',
      );
    } finally {
      await shared.close();
    }
  });
});

describe('test controls', () => {
  it('stage faults (status, hang) and reset over HTTP; the log holds no token, secret or query', async () => {
    const token = await tokenFor(origin);
    simulator.failNext('insert', { status: 503 });
    expect((await watch(origin, 'POST', '/watch/v2/assinantes/insert', maria, token)).status).toBe(503);
    expect(simulator.tickets()).toEqual([]);
    simulator.failNext('getTickets', { hang: true });
    await expect(
      fetch(`${origin}/watch/v2/tickets/get`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow();
    await watch(origin, 'GET', '/watch/v2/tickets/get', { pEmailUsuario: maria.pEmail }, token);

    const log = JSON.stringify(simulator.requests());
    for (const secret of [token, WATCH_SANDBOX_CLIENT.clientSecret, maria.pEmail, 'code=', 'state-1']) expect(log).not.toContain(secret);
    expect(simulator.requests().map((entry) => [entry.route, entry.status, entry.fault])).toEqual([
      ['authorize', 303, undefined],
      ['token', 200, undefined],
      ['insert', 503, 'status'],
      ['getTickets', null, 'hang'],
      ['getTickets', 200, undefined],
    ]);

    const control = (path: string, body?: unknown) => sandboxControl(origin, path, body);
    expect((await control('faults', { route: 'deleteTicket', fault: { status: 500 } })).status).toBe(204);
    expect((await control('faults', { route: 'nowhere', fault: { status: 500 } })).status).toBe(400);
    expect((await control('reset')).status).toBe(204);
    expect(simulator.requests()).toEqual([]);
    expect(simulator.tokensIssued()).toBe(0);
  });
});
