import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maria, tokenFor, watch } from './test-client';
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

describe('the token endpoint', () => {
  it('issues a bearer token for the pair in the form or in Basic auth', async () => {
    const form = await watch(origin, 'POST', '/oauth/token', { grant_type: 'client_credentials', client_id: WATCH_SANDBOX_CLIENT.clientId, client_secret: WATCH_SANDBOX_CLIENT.clientSecret });
    expect(form).toEqual({ status: 200, body: { access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 } });
    const basic = await fetch(`${origin}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${WATCH_SANDBOX_CLIENT.clientId}:${WATCH_SANDBOX_CLIENT.clientSecret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    expect(basic.status).toBe(200);
    expect(simulator.tokensIssued()).toBe(2);
  });

  it('refuses a wrong secret (invalid_client) and another grant (unsupported_grant_type)', async () => {
    const wrong = await watch(origin, 'POST', '/oauth/token', { grant_type: 'client_credentials', client_id: WATCH_SANDBOX_CLIENT.clientId, client_secret: 'nope' });
    expect(wrong).toEqual({ status: 401, body: { error: 'invalid_client' } });
    expect((await watch(origin, 'POST', '/oauth/token', { grant_type: 'password' })).body).toEqual({ error: 'unsupported_grant_type' });
  });

  it('requires a live bearer on every other route: none, unknown, expired and revoked tokens get 401', async () => {
    expect((await watch(origin, 'GET', '/watch/v2/tickets/get')).status).toBe(401);
    expect((await watch(origin, 'GET', '/watch/v2/tickets/get', {}, 'made-up')).body).toEqual({ error: 'invalid_token' });
    const token = await tokenFor(origin);
    expect((await watch(origin, 'GET', '/watch/v2/tickets/get', {}, token)).status).toBe(200);
    clock = new Date(clock.getTime() + 3600_000);
    expect((await watch(origin, 'GET', '/watch/v2/tickets/get', {}, token)).status).toBe(401);
    const fresh = await tokenFor(origin);
    simulator.expireTokens();
    expect((await watch(origin, 'GET', '/watch/v2/tickets/get', {}, fresh)).status).toBe(401);
  });
});

describe('subscribers and tickets', () => {
  it('inserts a subscriber, answers the ticket in the envelope, and sends the welcome e-mail', async () => {
    const token = await tokenFor(origin);
    const inserted = await watch(origin, 'POST', '/watch/v2/assinantes/insert', maria, token);
    expect(inserted).toEqual({ status: 200, body: { HasError: false, IsValidationError: false, Result: { ticket: expect.stringMatching(/^[0-9a-f]{16}$/) } } });
    const ticket = inserted.body.Result.ticket;
    expect(simulator.users()).toEqual([expect.objectContaining({ email: 'maria@example.com', name: 'Maria Souza', integrationId: '52998224725', clientId: WATCH_SANDBOX_CLIENT.clientId })]);
    expect(simulator.tickets()).toEqual([expect.objectContaining({ ticket, email: 'maria@example.com', packageId: '7', active: true })]);
    expect(simulator.emails()).toEqual([expect.objectContaining({ to: 'maria@example.com', ticket, kind: 'welcome' })]);

    const listed = await watch(origin, 'GET', '/watch/v2/tickets/get', { pEmailUsuario: 'MARIA@example.com' }, token);
    expect(listed.body.Result.list).toEqual([{ Ticket: ticket, Status: true, Email: 'maria@example.com', Pacote: '7', Nome: 'Maria Souza', telefone: '5511987654321' }]);
  });

  it("answers 'cliente ja existe' for the same subscriber and 'e-mail ja esta em uso' for another", async () => {
    const token = await tokenFor(origin);
    await watch(origin, 'POST', '/watch/v2/assinantes/insert', maria, token);
    const again = await watch(origin, 'POST', '/watch/v2/assinantes/insert', maria, token);
    expect(again).toEqual({ status: 400, body: { HasError: true, IsValidationError: true, ErrorMessage: 'cliente ja existe', Result: null } });
    const other = await watch(origin, 'POST', '/watch/v2/assinantes/insert', { ...maria, pAssinanteIDIntegracao: '11144477735' }, token);
    expect(other.body.ErrorMessage).toBe('e-mail ja esta em uso');
    expect(simulator.tickets()).toHaveLength(1);
  });

  it('suspends, reactivates, re-sends the e-mail and deletes a ticket; unknown tickets are refused', async () => {
    const token = await tokenFor(origin);
    const ticket = (await watch(origin, 'POST', '/watch/v2/assinantes/insert', maria, token)).body.Result.ticket;
    expect((await watch(origin, 'POST', '/watch/v1/tickets/updatestatus', { pTicket: ticket, pStatus: 'false' }, token)).body.Result).toEqual({ Ticket: ticket, Status: false });
    expect(simulator.tickets()[0]!.active).toBe(false);
    await watch(origin, 'POST', '/watch/v1/tickets/updatestatus', { pTicket: ticket, pStatus: 'true' }, token);
    expect(simulator.tickets()[0]!.active).toBe(true);
    expect((await watch(origin, 'POST', '/watch/v1/assinante/sendemailactivation', { pTicket: ticket }, token)).body.Result).toEqual([{ email_send: true }]);
    expect(simulator.emails().map((email) => email.kind)).toEqual(['welcome', 'resend']);
    expect((await watch(origin, 'POST', '/watch/v1/tickets/delete', { pTicket: ticket }, token)).status).toBe(200);
    expect(simulator.tickets()).toEqual([]);
    expect(simulator.users()).toEqual([]);
    expect((await watch(origin, 'POST', '/watch/v1/tickets/delete', { pTicket: ticket }, token)).body.ErrorMessage).toBe('ticket nao encontrado');
  });

  it("keeps one ISP's tickets away from another's", async () => {
    const other = { clientId: 'other-isp', clientSecret: 'other-secret' };
    const shared = createWatchSimulator({ clients: [WATCH_SANDBOX_CLIENT, other] });
    const sharedOrigin = await shared.listen();
    try {
      const ticket = (await watch(sharedOrigin, 'POST', '/watch/v2/assinantes/insert', maria, await tokenFor(sharedOrigin))).body.Result.ticket;
      const otherToken = await tokenFor(sharedOrigin, other);
      expect((await watch(sharedOrigin, 'POST', '/watch/v1/tickets/delete', { pTicket: ticket }, otherToken)).body.ErrorMessage).toBe('ticket nao encontrado');
      expect((await watch(sharedOrigin, 'POST', '/watch/v2/assinantes/insert', maria, otherToken)).body.ErrorMessage).toBe('e-mail ja esta em uso');
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
    await expect(fetch(`${origin}/watch/v2/tickets/get`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(150) })).rejects.toThrow();
    await watch(origin, 'GET', '/watch/v2/tickets/get', { pEmailUsuario: maria.pEmail }, token);

    const log = JSON.stringify(simulator.requests());
    for (const secret of [token, WATCH_SANDBOX_CLIENT.clientSecret, maria.pEmail]) expect(log).not.toContain(secret);
    expect(simulator.requests().map((entry) => [entry.route, entry.status, entry.fault])).toEqual([
      ['token', 200, undefined],
      ['insert', 503, 'status'],
      ['getTickets', null, 'hang'],
      ['getTickets', 200, undefined],
    ]);

    const control = (path: string, body?: unknown) =>
      fetch(`${origin}/__sandbox/${path}`, body === undefined ? { method: 'POST' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await control('faults', { route: 'deleteTicket', fault: { status: 500 } })).status).toBe(204);
    expect((await control('faults', { route: 'nowhere', fault: { status: 500 } })).status).toBe(400);
    expect((await control('reset')).status).toBe(204);
    expect(simulator.requests()).toEqual([]);
    expect(simulator.tokensIssued()).toBe(0);
  });
});
