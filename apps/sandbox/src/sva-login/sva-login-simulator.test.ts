import { describe, expect, it } from 'vitest';
import { basicAuthorization, jsonCall, sandboxControl, serveDuringTests, whileListening } from '../simulator-kit/test-client';
import { createSvaLoginSimulator, SVA_LOGIN_SANDBOX_CREDENTIALS } from './sva-login-simulator';

const simulator = createSvaLoginSimulator({ now: () => new Date('2026-11-23T12:00:00Z') });
serveDuringTests(simulator);
const basic = (pair = SVA_LOGIN_SANDBOX_CREDENTIALS) => basicAuthorization(pair);
const call = (method: 'GET' | 'POST', path: string, body?: unknown, authorization = basic()) =>
  jsonCall(simulator.origin, method, path, body, authorization);
const maria = { external_id: '4021', name: 'Maria Souza', email: 'Maria@Example.com', document: '52998224725', phone: '11987654321' };

describe('provisioning', () => {
  it('answers 201 with the login (the e-mail), a password and the status', async () => {
    const created = await call('POST', '/v1/subscribers', maria);
    expect(created).toEqual({
      status: 201,
      body: { login: 'maria@example.com', password: expect.stringMatching(/^\S{8}$/), status: 'active' },
    });
    expect(simulator.accounts()).toEqual([
      expect.objectContaining({
        client: SVA_LOGIN_SANDBOX_CREDENTIALS.user,
        externalId: '4021',
        login: 'maria@example.com',
        document: '52998224725',
        phone: '11987654321',
        status: 'active',
      }),
    ]);
    expect(JSON.stringify(simulator.accounts())).not.toContain(created.body.password);
  });

  it('answers no password when the partner e-mails it', async () => {
    await whileListening(createSvaLoginSimulator({ issuesPassword: false }), async (quietOrigin) => {
      const created = await jsonCall(quietOrigin, 'POST', '/v1/subscribers', maria, basic());
      expect(created.body).toEqual({ login: 'maria@example.com', status: 'active' });
    });
  });

  it("answers 409 'login already registered for this contract' and 409 'try another email'", async () => {
    await call('POST', '/v1/subscribers', maria);
    expect(await call('POST', '/v1/subscribers', { ...maria, email: 'other@example.com' })).toEqual({
      status: 409,
      body: { message: 'login already registered for this contract' },
    });
    expect(await call('POST', '/v1/subscribers', { ...maria, external_id: '4022', email: ' maria@EXAMPLE.com' })).toEqual({
      status: 409,
      body: { message: 'try another email' },
    });
    expect(simulator.accounts()).toHaveLength(1);
  });

  it('refuses missing fields and a bad e-mail with 422', async () => {
    expect(await call('POST', '/v1/subscribers', { ...maria, document: '' })).toEqual({
      status: 422,
      body: { message: 'document is required' },
    });
    expect(await call('POST', '/v1/subscribers', { name: 'x' })).toEqual({ status: 422, body: { message: 'external_id is required' } });
    expect(await call('POST', '/v1/subscribers', { ...maria, email: 'nope' })).toEqual({ status: 422, body: { message: 'invalid email' } });
  });

  it("keeps one ISP's contracts apart from another's, but not their e-mails", async () => {
    const other = { user: 'other-isp', secret: 'other-secret' };
    await whileListening(createSvaLoginSimulator({ credentials: [SVA_LOGIN_SANDBOX_CREDENTIALS, other] }), async (sharedOrigin) => {
      const post = (body: unknown, pair = SVA_LOGIN_SANDBOX_CREDENTIALS) =>
        jsonCall(sharedOrigin, 'POST', '/v1/subscribers', body, basic(pair));
      expect((await post(maria)).status).toBe(201);
      expect((await post({ ...maria, email: 'joao@example.com' }, other)).status).toBe(201);
      expect((await post({ ...maria, external_id: '1' }, other)).body).toEqual({ message: 'try another email' });
      const found = await jsonCall(sharedOrigin, 'GET', '/v1/subscribers/4021', undefined, basic(other));
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ login: 'joao@example.com' });
    });
  });
});

describe('lookup and password reset', () => {
  it('finds a contract (200) or not (404), and shows a suspension', async () => {
    expect(await call('GET', '/v1/subscribers/4021')).toEqual({ status: 404, body: { message: 'subscriber not found' } });
    await call('POST', '/v1/subscribers', maria);
    expect(await call('GET', '/v1/subscribers/4021')).toEqual({
      status: 200,
      body: { external_id: '4021', login: 'maria@example.com', status: 'active' },
    });
    simulator.setStatus(SVA_LOGIN_SANDBOX_CREDENTIALS.user, '4021', 'suspended');
    expect((await call('GET', '/v1/subscribers/4021')).body.status).toBe('suspended');
  });

  it('accepts a password reset (202) for a known contract, 404 otherwise', async () => {
    expect((await call('POST', '/v1/subscribers/4021/password-reset')).status).toBe(404);
    await call('POST', '/v1/subscribers', maria);
    expect(await call('POST', '/v1/subscribers/4021/password-reset')).toEqual({ status: 202, body: { status: 'accepted' } });
    expect(simulator.accounts()[0]!.passwordResets).toBe(1);
  });
});

describe('auth and test controls', () => {
  it('answers 401 without Basic credentials or with a wrong secret', async () => {
    expect(await call('GET', '/v1/subscribers/4021', undefined, '')).toEqual({ status: 401, body: { message: 'invalid credentials' } });
    const wrong = await fetch(`${simulator.origin}/v1/subscribers`, {
      method: 'POST',
      headers: { authorization: basic({ user: 'central-sandbox-isp', secret: 'nope' }), 'content-type': 'application/json' },
      body: JSON.stringify(maria),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Basic realm="sva-login"');
    expect(simulator.accounts()).toEqual([]);
  });

  it('stages faults (status, hang) and resets over HTTP; the log holds no secret, password or body', async () => {
    simulator.failNext('provision', { status: 503 });
    expect(await call('POST', '/v1/subscribers', maria)).toEqual({ status: 503, body: { message: 'internal error' } });
    expect(simulator.accounts()).toEqual([]);
    const { password } = (await call('POST', '/v1/subscribers', maria)).body;
    simulator.failNext('find', { hang: true });
    await expect(
      fetch(`${simulator.origin}/v1/subscribers/4021`, { headers: { authorization: basic() }, signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow();

    const log = JSON.stringify(simulator.requests());
    for (const secret of [password, SVA_LOGIN_SANDBOX_CREDENTIALS.secret, basic(), 'maria@example.com', 'Maria Souza', '52998224725'])
      expect(log).not.toContain(secret);
    expect(simulator.requests().map((entry) => [entry.route, entry.path, entry.user, entry.status, entry.fault])).toEqual([
      ['provision', '/v1/subscribers', 'central-sandbox-isp', 503, 'status'],
      ['provision', '/v1/subscribers', 'central-sandbox-isp', 201, undefined],
      ['find', '/v1/subscribers/4021', 'central-sandbox-isp', null, 'hang'],
    ]);

    const control = (path: string, body?: unknown) => sandboxControl(simulator.origin, path, body);
    expect((await control('faults', { route: 'resetPassword', fault: { status: 500 } })).status).toBe(204);
    expect((await call('POST', '/v1/subscribers/4021/password-reset')).status).toBe(500);
    expect((await control('faults', { route: 'nowhere', fault: { status: 500 } })).status).toBe(400);
    expect((await control('reset')).status).toBe(204);
    expect(simulator.requests()).toEqual([]);
    expect(simulator.accounts()).toEqual([]);
  });
});
