import { createTocaLivrosSimulator, TOCALIVROS_SANDBOX_CREDENTIALS } from '@central/sandbox';
import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { rejectionOf, serveDuringTests } from '../http/adapter-test-kit';
import { createTocaLivrosClient, type TocaLivrosClient } from './client';
import { TocaLivrosError } from './errors';
import type { BooksAccount } from './wire';

/** The adapter against the Toca Livros simulator of `@central/sandbox`, over real HTTP. */

const simulator = createTocaLivrosSimulator();
let client: TocaLivrosClient;
const { user, secret } = TOCALIVROS_SANDBOX_CREDENTIALS;
const maria: BooksAccount = {
  name: 'Maria Souza',
  user: 'maria.souza',
  password: 'S3nha-da-Maria',
  email: 'maria@example.com',
  cpfCnpj: '529.982.247-25',
  ddd: '(11)',
  telefone: '98765-4321',
  internalId: '812',
  contractId: '4021',
  birthdate: '1990-05-17',
};

const failureOf = (promise: Promise<unknown>) => rejectionOf(promise, TocaLivrosError);

serveDuringTests(simulator);
beforeEach(() => {
  client = createTocaLivrosClient({ url: simulator.origin, user, secret, timeoutMs: 2_000 });
});

describe('each method', () => {
  it('registers the books payload, with documents and phone as digits', async () => {
    const registered = await client.register(maria);
    expect(registered).toEqual({ id: expect.any(String), user: 'maria.souza' });
    expect(simulator.users()).toEqual([
      expect.objectContaining({
        id: registered.id,
        cpfCnpj: '52998224725',
        ddd: '11',
        telefone: '987654321',
        internalId: '812',
        contractId: '4021',
        birthdate: '1990-05-17',
      }),
    ]);
  });

  it('finds the user of a customer and contract, or null', async () => {
    expect(await client.find('812', '4021')).toBeNull();
    const { id } = await client.register(maria);
    await client.register({ ...maria, contractId: '4022', user: 'maria2', email: 'm2@example.com' });
    expect(await client.find('812', '4021')).toEqual({ id, user: 'maria.souza', email: 'maria@example.com' });
    expect(await client.find('813', '4021')).toBeNull();
  });
});

describe('failures, with the partner texts', () => {
  it("maps 'birthdate not exists' to birthdate_missing when the ERP has no birth date", async () => {
    const missing = await failureOf(client.register({ ...maria, birthdate: null }));
    expect(missing).toMatchObject({
      failure: 'birthdate_missing',
      partnerMessage: 'birthdate not exists',
      httpStatus: 422,
      operation: 'POST /api/v1/users',
    });
    expect(simulator.users()).toEqual([]);
  });

  it("maps 'user already registered for this contract' to already_registered and 'try another email' to email_in_use", async () => {
    await client.register(maria);
    expect(await failureOf(client.register(maria))).toMatchObject({
      failure: 'already_registered',
      partnerMessage: 'user already registered for this contract',
      httpStatus: 409,
    });
    expect(await failureOf(client.register({ ...maria, contractId: '4022', user: 'other' }))).toMatchObject({
      failure: 'email_in_use',
      partnerMessage: 'try another email',
      httpStatus: 409,
    });
  });

  it("maps the partner's other refusals to rejected with its message", async () => {
    await client.register(maria);
    expect(await failureOf(client.register({ ...maria, contractId: '4022', email: 'other@example.com' }))).toMatchObject({
      failure: 'rejected',
      partnerMessage: 'try another user',
    });
    expect(await failureOf(client.register({ ...maria, birthdate: '17/05/1990' }))).toMatchObject({
      failure: 'rejected',
      httpStatus: 422,
      partnerMessage: 'invalid birthdate',
    });
    expect(await failureOf(client.register({ ...maria, password: '' }))).toMatchObject({
      failure: 'rejected',
      partnerMessage: 'password is required',
    });
  });

  it('maps wrong credentials to unauthorized', async () => {
    const wrong = createTocaLivrosClient({ url: simulator.origin, user, secret: 'wrong-secret', timeoutMs: 2_000 });
    expect(await failureOf(wrong.find('812', '4021'))).toMatchObject({
      failure: 'unauthorized',
      httpStatus: 401,
      operation: 'GET /api/v1/users',
    });
    expect(await failureOf(wrong.register(maria))).toMatchObject({ failure: 'unauthorized' });
  });

  it('maps 5xx and a refused connection to unavailable', async () => {
    simulator.failNext('register', { status: 503 });
    expect(await failureOf(client.register(maria))).toMatchObject({ failure: 'unavailable', httpStatus: 503 });
    const closed = createTocaLivrosClient({ url: 'http://127.0.0.1:9', user, secret, timeoutMs: 2_000 });
    expect(await failureOf(closed.find('812', '4021'))).toMatchObject({ failure: 'unavailable', httpStatus: 0 });
  });

  it('times out on a hanging call', async () => {
    const quick = createTocaLivrosClient({ url: simulator.origin, user, secret, timeoutMs: 200 });
    simulator.failNext('register', { hang: true });
    const started = Date.now();
    expect(await failureOf(quick.register(maria))).toMatchObject({ failure: 'timeout', operation: 'POST /api/v1/users' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('maps answers outside the wire to malformed', async () => {
    const odd = Fastify();
    odd.post('/api/v1/users', async (_request, reply) => reply.code(201).send({ user: 'maria.souza' }));
    let listed: unknown = '<html>maintenance</html>';
    odd.get('/api/v1/users', async () => listed);
    const oddOrigin = await odd.listen({ port: 0, host: '127.0.0.1' });
    try {
      const oddClient = createTocaLivrosClient({ url: oddOrigin, user, secret, timeoutMs: 2_000 });
      expect(await failureOf(oddClient.register(maria))).toMatchObject({
        failure: 'malformed',
        httpStatus: 201,
        message: expect.stringContaining('no id'),
      });
      expect(await failureOf(oddClient.find('812', '4021'))).toMatchObject({ failure: 'malformed', httpStatus: 200 });
      listed = { users: [{ user: 'x' }] };
      expect(await failureOf(oddClient.find('812', '4021'))).toMatchObject({ failure: 'malformed' });
      listed = { users: [{ id: 7, user: 'x', email: 'x@y.co', internal_id: '999', contract_id: '4021' }] };
      expect(await oddClient.find('812', '4021')).toBeNull();
    } finally {
      await odd.close();
    }
  });

  it('never puts the secret or the password in an error or in the partner log', async () => {
    const echo = Fastify();
    echo.post('/api/v1/users', async (request, reply) =>
      reply
        .code(400)
        .send({ message: `bad ${request.headers.authorization} ${secret} ${(request.body as { password: string }).password}` }),
    );
    const echoOrigin = await echo.listen({ port: 0, host: '127.0.0.1' });
    const errors: TocaLivrosError[] = [];
    try {
      const echoed = createTocaLivrosClient({ url: echoOrigin, user, secret, timeoutMs: 2_000 });
      errors.push(await failureOf(echoed.register(maria)));
    } finally {
      await echo.close();
    }
    await client.register(maria);
    errors.push(await failureOf(client.register(maria)));
    errors.push(
      await failureOf(
        createTocaLivrosClient({ url: simulator.origin, user, secret: 'a-secret-that-must-not-leak', timeoutMs: 2_000 }).register(maria),
      ),
    );
    const text = errors.map((error) => `${error.message} ${error.stack} ${JSON.stringify(error)}`).join('\n');
    expect(errors[0]!.partnerMessage).toBe('bad Basic [redacted] [redacted] [redacted]');
    for (const hidden of [secret, 'a-secret-that-must-not-leak', maria.password, Buffer.from(`${user}:${secret}`).toString('base64')]) {
      expect(text).not.toContain(hidden);
      expect(JSON.stringify(simulator.requests())).not.toContain(hidden);
    }
  });
});
