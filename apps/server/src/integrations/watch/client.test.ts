import { createWatchSimulator, WATCH_SANDBOX_CLIENT, WATCH_SANDBOX_PACKAGE_ID } from '@central/sandbox';
import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { rejectionOf, serveDuringTests } from '../http/adapter-test-kit';
import { createWatchClient, type WatchClient } from './client';
import { WatchError } from './errors';
import { authorizeRequest, exchangeCode } from './oauth';

/** The adapter against the Watch simulator of `@central/sandbox`, over real HTTP. */

const simulator = createWatchSimulator();
let client: WatchClient;
let token: string;
const maria = { name: 'Maria Souza', email: 'maria@example.com', document: '529.982.247-25', phone: '(11) 98765-4321', packageId: '7' };

const failureOf = (promise: Promise<unknown>) => rejectionOf(promise, WatchError);

/** An access token through the code flow, as an admin's connection gets one. */
async function connect(): Promise<string> {
  const redirectUrl = 'https://central.example/callback';
  const { action, fields } = authorizeRequest({
    url: simulator.origin,
    clientId: WATCH_SANDBOX_CLIENT.clientId,
    redirectUrl,
    uid: 'state',
  });
  const authorized = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const code = new URL(authorized.headers.get('location')!).searchParams.get('code')!;
  return (await exchangeCode({ url: simulator.origin, ...WATCH_SANDBOX_CLIENT, code, redirectUrl, timeoutMs: 2_000 })).accessToken;
}

serveDuringTests(simulator);
beforeEach(async () => {
  token = await connect();
  client = createWatchClient({ url: simulator.origin, accessToken: token, timeoutMs: 2_000 });
});

describe('each method', () => {
  it('activates a subscriber keyed by e-mail, with the document as integration id and digits-only phone', async () => {
    const { ticket } = await client.activate(maria);
    expect(simulator.tickets()).toEqual([expect.objectContaining({ ticket, email: 'maria@example.com', packageId: '7', active: true })]);
    expect(simulator.users()).toEqual([
      expect.objectContaining({ name: 'Maria Souza', integrationId: '52998224725', phone: '11987654321' }),
    ]);
    expect(simulator.emails()).toEqual([expect.objectContaining({ to: 'maria@example.com', kind: 'welcome' })]);
  });

  it('uses the default package when none is given', async () => {
    await client.activate({ ...maria, packageId: undefined });
    expect(simulator.tickets()[0]!.packageId).toBe(WATCH_SANDBOX_PACKAGE_ID);
  });

  it('tells the status by e-mail: null, active, suspended; then removes the ticket', async () => {
    expect(await client.status('maria@example.com')).toBeNull();
    const { ticket } = await client.activate(maria);
    expect(await client.status(' Maria@Example.com ')).toEqual({ ticket, active: true });
    await client.suspend(ticket);
    expect(await client.status('maria@example.com')).toEqual({ ticket, active: false });
    await client.remove(ticket);
    expect(await client.status('maria@example.com')).toBeNull();
    expect(simulator.tickets()).toEqual([]);
  });

  it('recovers the password by having Watch re-send the access e-mail', async () => {
    const { ticket } = await client.activate(maria);
    await client.recoverPassword('maria@example.com');
    expect(simulator.emails().at(-1)).toMatchObject({ to: 'maria@example.com', ticket, kind: 'resend' });
    expect(simulator.requests().map((entry) => entry.route)).toEqual(['authorize', 'token', 'insert', 'getTickets', 'sendActivation']);
  });
});

describe('failures, with the partner texts', () => {
  it("maps 'cliente ja existe' to already_active and 'e-mail ja esta em uso' to email_in_use", async () => {
    await client.activate(maria);
    const again = await failureOf(client.activate(maria));
    const other = await failureOf(client.activate({ ...maria, document: '111.444.777-35' }));
    const insert = 'POST /watch/v2/assinantes/insert';
    expect([again, other]).toEqual([
      expect.objectContaining({ failure: 'already_active', partnerMessage: 'cliente ja existe', httpStatus: 400, operation: insert }),
      expect.objectContaining({ failure: 'email_in_use', partnerMessage: 'e-mail ja esta em uso', httpStatus: 400, operation: insert }),
    ]);
  });

  it("maps Watch's other refusals to rejected with its message", async () => {
    expect(await failureOf(client.activate({ ...maria, email: 'not-an-email' }))).toMatchObject({
      failure: 'rejected',
      partnerMessage: 'pEmail invalido',
    });
    expect(await failureOf(client.suspend('0000000000000000'))).toMatchObject({
      failure: 'rejected',
      partnerMessage: 'ticket nao encontrado',
    });
    expect(await failureOf(client.recoverPassword('nobody@example.com'))).toMatchObject({ failure: 'rejected' });
  });

  it('maps 5xx and a refused connection to unavailable', async () => {
    simulator.failNext('insert', { status: 503 });
    expect(await failureOf(client.activate(maria))).toMatchObject({ failure: 'unavailable', httpStatus: 503 });
    const closed = createWatchClient({ url: 'http://127.0.0.1:9', accessToken: token, timeoutMs: 2_000 });
    expect(await failureOf(closed.status('maria@example.com'))).toMatchObject({ failure: 'unavailable' });
  });

  it('maps an ended or revoked token to unauthorized at once: there is no refresh, and nothing is retried', async () => {
    simulator.expireTokens();
    expect(await failureOf(client.status('maria@example.com'))).toMatchObject({
      failure: 'unauthorized',
      httpStatus: 401,
      operation: 'GET /watch/v2/tickets/get',
    });
    const fresh = createWatchClient({ url: simulator.origin, accessToken: await connect(), timeoutMs: 2_000 });
    simulator.revokeTokens();
    expect(await failureOf(fresh.activate(maria))).toMatchObject({ failure: 'unauthorized', httpStatus: 401 });
    simulator.failNext('getTickets', { status: 403 });
    const refused = createWatchClient({ url: simulator.origin, accessToken: await connect(), timeoutMs: 2_000 });
    expect(await failureOf(refused.status('maria@example.com'))).toMatchObject({ failure: 'unauthorized', httpStatus: 403 });
    const calls = simulator.requests().filter((entry) => entry.route !== 'authorize' && entry.route !== 'token');
    expect(calls.map((entry) => [entry.route, entry.status])).toEqual([
      ['getTickets', 401],
      ['insert', 401],
      ['getTickets', 403],
    ]);
  });

  it('reads the token before each call, and without one is unauthorized without calling Watch', async () => {
    let stored: string | null = null;
    const reading = createWatchClient({ url: simulator.origin, accessToken: async () => stored, timeoutMs: 2_000 });
    expect(await failureOf(reading.status('maria@example.com'))).toMatchObject({
      failure: 'unauthorized',
      httpStatus: 0,
      message: expect.stringContaining('not connected'),
    });
    expect(simulator.requests().map((entry) => entry.route)).toEqual(['authorize', 'token']);
    stored = token;
    expect(await reading.status('maria@example.com')).toBeNull();
  });

  it('times out on a hanging call', async () => {
    const quick = createWatchClient({ url: simulator.origin, accessToken: token, timeoutMs: 200 });
    simulator.failNext('getTickets', { hang: true });
    const started = Date.now();
    expect(await failureOf(quick.status('maria@example.com'))).toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('maps answers outside the protocol to malformed', async () => {
    const odd = Fastify();
    odd.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    let tickets: unknown = null;
    odd.get('/watch/v2/tickets/get', async (_request, reply) =>
      tickets === null
        ? reply.type('text/html').send('<html>maintenance</html>')
        : { HasError: false, IsValidationError: false, Result: tickets },
    );
    odd.post('/watch/v2/assinantes/insert', async () => ({ HasError: false, IsValidationError: false, Result: {} }));
    const oddOrigin = await odd.listen({ port: 0, host: '127.0.0.1' });
    try {
      const oddClient = createWatchClient({ url: oddOrigin, accessToken: 'odd-token', timeoutMs: 2_000 });
      expect(await failureOf(oddClient.status('maria@example.com'))).toMatchObject({ failure: 'malformed', httpStatus: 200 });
      tickets = { list: [null] };
      expect(await failureOf(oddClient.status('maria@example.com'))).toMatchObject({
        failure: 'malformed',
        message: expect.stringContaining('no id'),
      });
      expect(await failureOf(oddClient.activate(maria))).toMatchObject({
        failure: 'malformed',
        message: expect.stringContaining('no ticket'),
      });
    } finally {
      await odd.close();
    }
  });

  it('never puts the access token in an error', async () => {
    const errors: WatchError[] = [];
    simulator.failNext('insert', { status: 500 });
    errors.push(await failureOf(client.activate(maria)));
    await client.activate(maria);
    errors.push(await failureOf(client.activate(maria)));
    simulator.revokeTokens();
    errors.push(await failureOf(client.status('a@b.co')));
    const text = errors.map((error) => `${error.message} ${error.stack} ${JSON.stringify(error)}`).join('\n');
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/Bearer|access_token/);
    expect(JSON.stringify(simulator.requests())).not.toContain(token);
  });
});
