import { describe, expect, it } from 'vitest';
import { basicAuthorization, jsonCall, sandboxControl, serveDuringTests, whileListening } from '../simulator-kit/test-client';
import { createTocaLivrosSimulator, TOCALIVROS_SANDBOX_CREDENTIALS } from './tocalivros-simulator';

const simulator = createTocaLivrosSimulator({ now: () => new Date('2026-11-23T12:00:00Z') });
serveDuringTests(simulator);
const basic = (pair = TOCALIVROS_SANDBOX_CREDENTIALS) => basicAuthorization(pair);
const call = (method: 'GET' | 'POST', path: string, body?: unknown, authorization = basic()) =>
  jsonCall(simulator.origin, method, path, body, authorization);
const maria = {
  name: 'Maria Souza',
  user: 'maria.souza',
  password: 'S3nha-da-Maria',
  email: 'Maria@Example.com',
  cpf_cnpj: '52998224725',
  ddd: '11',
  telefone: '987654321',
  internal_id: '812',
  contract_id: '4021',
  birthdate: '1990-05-17',
};

describe('registration', () => {
  it('answers 201 {id, user} and keeps the books payload, without the password', async () => {
    const created = await call('POST', '/api/v1/users', maria);
    expect(created).toEqual({ status: 201, body: { id: expect.stringMatching(/^[0-9a-f]{12}$/), user: 'maria.souza' } });
    expect(simulator.users()).toEqual([
      expect.objectContaining({
        id: created.body.id,
        client: TOCALIVROS_SANDBOX_CREDENTIALS.user,
        email: 'maria@example.com',
        cpfCnpj: '52998224725',
        ddd: '11',
        telefone: '987654321',
        internalId: '812',
        contractId: '4021',
        birthdate: '1990-05-17',
      }),
    ]);
    expect(JSON.stringify(simulator.users())).not.toContain(maria.password);
  });

  it("answers 422 'birthdate not exists' when the payload has no birth date, and refuses a bad one", async () => {
    const { birthdate: _omitted, ...withoutBirthdate } = maria;
    expect(await call('POST', '/api/v1/users', withoutBirthdate)).toEqual({ status: 422, body: { message: 'birthdate not exists' } });
    expect(await call('POST', '/api/v1/users', { ...maria, birthdate: ' ' })).toEqual({
      status: 422,
      body: { message: 'birthdate not exists' },
    });
    expect(await call('POST', '/api/v1/users', { ...maria, birthdate: null })).toEqual({
      status: 422,
      body: { message: 'birthdate not exists' },
    });
    expect(await call('POST', '/api/v1/users', { ...maria, birthdate: '1990-02-30' })).toEqual({
      status: 422,
      body: { message: 'invalid birthdate' },
    });
    expect(await call('POST', '/api/v1/users', { ...maria, birthdate: '17/05/1990' })).toEqual({
      status: 422,
      body: { message: 'invalid birthdate' },
    });
    expect(simulator.users()).toEqual([]);
  });

  it("answers 409 'user already registered for this contract', 'try another email' and 'try another user'", async () => {
    await call('POST', '/api/v1/users', maria);
    expect(await call('POST', '/api/v1/users', { ...maria, email: 'other@example.com', user: 'other' })).toEqual({
      status: 409,
      body: { message: 'user already registered for this contract' },
    });
    expect(await call('POST', '/api/v1/users', { ...maria, contract_id: '4022', email: 'maria@EXAMPLE.com', user: 'other' })).toEqual({
      status: 409,
      body: { message: 'try another email' },
    });
    expect(await call('POST', '/api/v1/users', { ...maria, contract_id: '4022', email: 'other@example.com', user: 'Maria.Souza' })).toEqual(
      { status: 409, body: { message: 'try another user' } },
    );
    expect(simulator.users()).toHaveLength(1);
  });

  it('refuses missing fields and a bad e-mail with 422', async () => {
    expect(await call('POST', '/api/v1/users', { ...maria, password: '' })).toEqual({
      status: 422,
      body: { message: 'password is required' },
    });
    expect(await call('POST', '/api/v1/users', {})).toEqual({ status: 422, body: { message: 'name is required' } });
    expect(await call('POST', '/api/v1/users', { ...maria, contract_id: undefined })).toEqual({
      status: 422,
      body: { message: 'contract_id is required' },
    });
    expect(await call('POST', '/api/v1/users', { ...maria, email: 'nope' })).toEqual({ status: 422, body: { message: 'invalid email' } });
  });
});

describe('lookup', () => {
  it('lists the users of a customer and contract (empty: none), only of the calling ISP', async () => {
    expect(await call('GET', '/api/v1/users?internal_id=812&contract_id=4021')).toEqual({ status: 200, body: { users: [] } });
    const { id } = (await call('POST', '/api/v1/users', maria)).body;
    await call('POST', '/api/v1/users', { ...maria, contract_id: '4022', email: 'm2@example.com', user: 'maria2' });
    expect(await call('GET', '/api/v1/users?internal_id=812&contract_id=4021')).toEqual({
      status: 200,
      body: {
        users: [{ id, user: 'maria.souza', name: 'Maria Souza', email: 'maria@example.com', internal_id: '812', contract_id: '4021' }],
      },
    });
    expect((await call('GET', '/api/v1/users?internal_id=812')).body.users).toHaveLength(2);

    const other = { user: 'other-isp', secret: 'other-secret' };
    await whileListening(createTocaLivrosSimulator({ credentials: [TOCALIVROS_SANDBOX_CREDENTIALS, other] }), async (sharedOrigin) => {
      await jsonCall(sharedOrigin, 'POST', '/api/v1/users', maria, basic());
      const seen = await jsonCall(sharedOrigin, 'GET', '/api/v1/users?internal_id=812&contract_id=4021', undefined, basic(other));
      expect(seen.body).toEqual({ users: [] });
    });
  });
});

describe('auth and test controls', () => {
  it('answers 401 without Basic credentials or with a wrong secret', async () => {
    expect(await call('GET', '/api/v1/users', undefined, '')).toEqual({ status: 401, body: { message: 'invalid credentials' } });
    expect((await call('POST', '/api/v1/users', maria, basic({ user: TOCALIVROS_SANDBOX_CREDENTIALS.user, secret: 'nope' }))).status).toBe(
      401,
    );
    expect(simulator.users()).toEqual([]);
  });

  it('stages faults (status, hang) and resets over HTTP; the log holds no secret, password, body or query', async () => {
    simulator.failNext('register', { status: 502 });
    expect(await call('POST', '/api/v1/users', maria)).toEqual({ status: 502, body: { message: 'internal error' } });
    expect(simulator.users()).toEqual([]);
    await call('POST', '/api/v1/users', maria);
    simulator.failNext('find', { hang: true });
    await expect(
      fetch(`${simulator.origin}/api/v1/users?internal_id=812`, { headers: { authorization: basic() }, signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow();

    const log = JSON.stringify(simulator.requests());
    for (const hidden of [
      maria.password,
      TOCALIVROS_SANDBOX_CREDENTIALS.secret,
      basic(),
      'maria@example.com',
      '52998224725',
      'internal_id',
    ])
      expect(log).not.toContain(hidden);
    expect(simulator.requests().map((entry) => [entry.route, entry.path, entry.user, entry.status, entry.fault])).toEqual([
      ['register', '/api/v1/users', 'central-sandbox-isp', 502, 'status'],
      ['register', '/api/v1/users', 'central-sandbox-isp', 201, undefined],
      ['find', '/api/v1/users', 'central-sandbox-isp', null, 'hang'],
    ]);

    const control = (path: string, body?: unknown) => sandboxControl(simulator.origin, path, body);
    expect((await control('faults', { route: 'find', fault: { status: 401 } })).status).toBe(204);
    expect((await call('GET', '/api/v1/users')).status).toBe(401);
    expect((await control('faults', { route: 'nowhere', fault: { status: 500 } })).status).toBe(400);
    expect((await control('reset')).status).toBe(204);
    expect(simulator.requests()).toEqual([]);
    expect(simulator.users()).toEqual([]);
  });
});
