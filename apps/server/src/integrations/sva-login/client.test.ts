import { createSvaLoginSimulator, SVA_LOGIN_SANDBOX_CREDENTIALS } from '@central/sandbox';
import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { rejectionOf, serveDuringTests } from '../http/adapter-test-kit';
import { createSvaLoginClient, type SvaLoginClient } from './client';
import { SvaLoginError } from './errors';

/** The adapter against the SVA login simulator of `@central/sandbox`, over real HTTP. */

const simulator = createSvaLoginSimulator();
let client: SvaLoginClient;
const maria = {
  externalId: '4021',
  name: ' Maria Souza ',
  email: 'maria@example.com',
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
};
const { user, secret } = SVA_LOGIN_SANDBOX_CREDENTIALS;

const failureOf = (promise: Promise<unknown>) => rejectionOf(promise, SvaLoginError);

serveDuringTests(simulator);
beforeEach(() => {
  client = createSvaLoginClient({ url: simulator.origin, user, secret, timeoutMs: 2_000 });
});

describe('each method', () => {
  it('provisions a login for the contract, with the document and phone as digits, and answers the credentials', async () => {
    expect(await client.provision(maria)).toEqual({ login: 'maria@example.com', password: expect.stringMatching(/^\S{8}$/) });
    expect(simulator.accounts()).toEqual([
      expect.objectContaining({ externalId: '4021', name: 'Maria Souza', document: '52998224725', phone: '11987654321', status: 'active' }),
    ]);
  });

  it('answers a null password when the partner gives none', async () => {
    const quiet = createSvaLoginSimulator({ issuesPassword: false });
    try {
      const quietClient = createSvaLoginClient({ url: await quiet.listen(), user, secret, timeoutMs: 2_000 });
      expect(await quietClient.provision({ ...maria, phone: undefined })).toEqual({ login: 'maria@example.com', password: null });
      expect(quiet.accounts()[0]).not.toHaveProperty('phone');
    } finally {
      await quiet.close();
    }
  });

  it('finds the login of a contract: null, active, suspended', async () => {
    expect(await client.find('4021')).toBeNull();
    await client.provision(maria);
    expect(await client.find('4021')).toEqual({ login: 'maria@example.com', active: true });
    simulator.setStatus(user, '4021', 'suspended');
    expect(await client.find('4021')).toEqual({ login: 'maria@example.com', active: false });
  });

  it('asks for a password reset; an unknown contract is rejected', async () => {
    await client.provision(maria);
    await client.resetPassword('4021');
    expect(simulator.accounts()[0]!.passwordResets).toBe(1);
    expect(await failureOf(client.resetPassword('9999'))).toMatchObject({
      failure: 'rejected',
      httpStatus: 404,
      partnerMessage: 'subscriber not found',
    });
  });

  it('escapes the contract id in the path', async () => {
    expect(await client.find('a/b?c')).toBeNull();
    expect(simulator.requests().at(-1)).toMatchObject({ route: 'find', path: '/v1/subscribers/a%2Fb%3Fc' });
  });
});

describe('failures, with the partner texts', () => {
  it("maps 'login already registered for this contract' to login_exists and 'try another email' to email_in_use", async () => {
    await client.provision(maria);
    const again = await failureOf(client.provision({ ...maria, email: 'other@example.com' }));
    expect(again).toMatchObject({
      failure: 'login_exists',
      partnerMessage: 'login already registered for this contract',
      httpStatus: 409,
      operation: 'POST /v1/subscribers',
    });
    expect(await failureOf(client.provision({ ...maria, externalId: '4022' }))).toMatchObject({
      failure: 'email_in_use',
      partnerMessage: 'try another email',
      httpStatus: 409,
    });
  });

  it("maps the partner's other refusals to rejected with its message", async () => {
    expect(await failureOf(client.provision({ ...maria, email: 'not-an-email' }))).toMatchObject({
      failure: 'rejected',
      httpStatus: 422,
      partnerMessage: 'invalid email',
    });
    expect(await failureOf(client.provision({ ...maria, document: '' }))).toMatchObject({
      failure: 'rejected',
      partnerMessage: 'document is required',
    });
  });

  it('maps wrong credentials to unauthorized', async () => {
    const wrong = createSvaLoginClient({ url: simulator.origin, user, secret: 'wrong-secret', timeoutMs: 2_000 });
    expect(await failureOf(wrong.find('4021'))).toMatchObject({ failure: 'unauthorized', httpStatus: 401 });
    expect(await failureOf(wrong.provision(maria))).toMatchObject({ failure: 'unauthorized' });
  });

  it('maps 5xx and a refused connection to unavailable', async () => {
    simulator.failNext('provision', { status: 503 });
    expect(await failureOf(client.provision(maria))).toMatchObject({ failure: 'unavailable', httpStatus: 503 });
    const closed = createSvaLoginClient({ url: 'http://127.0.0.1:9', user, secret, timeoutMs: 2_000 });
    expect(await failureOf(closed.find('4021'))).toMatchObject({ failure: 'unavailable', httpStatus: 0 });
  });

  it('times out on a hanging call', async () => {
    const quick = createSvaLoginClient({ url: simulator.origin, user, secret, timeoutMs: 200 });
    simulator.failNext('resetPassword', { hang: true });
    const started = Date.now();
    expect(await failureOf(quick.resetPassword('4021'))).toMatchObject({
      failure: 'timeout',
      operation: 'POST /v1/subscribers/{external_id}/password-reset',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('maps answers outside the wire to malformed', async () => {
    const odd = Fastify();
    odd.post('/v1/subscribers', async (_request, reply) => reply.code(201).send({ status: 'active' }));
    odd.get('/v1/subscribers/:id', async (_request, reply) => reply.type('text/html').send('<html>maintenance</html>'));
    odd.post('/v1/subscribers/:id/password-reset', async (_request, reply) => reply.code(302).header('location', '/login').send());
    const oddOrigin = await odd.listen({ port: 0, host: '127.0.0.1' });
    try {
      const oddClient = createSvaLoginClient({ url: oddOrigin, user, secret, timeoutMs: 2_000 });
      expect(await failureOf(oddClient.provision(maria))).toMatchObject({
        failure: 'malformed',
        httpStatus: 201,
        message: expect.stringContaining('no login'),
      });
      expect(await failureOf(oddClient.find('4021'))).toMatchObject({ failure: 'malformed', httpStatus: 200 });
      expect(await failureOf(oddClient.resetPassword('4021'))).toMatchObject({ failure: 'malformed', httpStatus: 302 });
    } finally {
      await odd.close();
    }
  });

  it('never puts the secret or a password in an error or in the partner log', async () => {
    const echo = Fastify();
    echo.post('/v1/subscribers', async (request, reply) =>
      reply.code(400).send({ message: `bad auth ${request.headers.authorization} ${secret}` }),
    );
    const echoOrigin = await echo.listen({ port: 0, host: '127.0.0.1' });
    const errors: SvaLoginError[] = [];
    try {
      const echoed = createSvaLoginClient({ url: echoOrigin, user, secret, timeoutMs: 2_000 });
      errors.push(await failureOf(echoed.provision(maria)));
    } finally {
      await echo.close();
    }
    const { password } = await client.provision(maria);
    errors.push(await failureOf(client.provision(maria)));
    errors.push(
      await failureOf(
        createSvaLoginClient({ url: simulator.origin, user, secret: 'a-secret-that-must-not-leak', timeoutMs: 2_000 }).find('4021'),
      ),
    );
    const text = errors.map((error) => `${error.message} ${error.stack} ${JSON.stringify(error)}`).join('\n');
    expect(errors[0]!.partnerMessage).toContain('[redacted]');
    for (const hidden of [secret, 'a-secret-that-must-not-leak', password!, Buffer.from(`${user}:${secret}`).toString('base64')]) {
      expect(text).not.toContain(hidden);
      expect(JSON.stringify(simulator.requests())).not.toContain(hidden);
    }
  });
});
