import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signIn = (body: object, host = 'demo.localhost') => t.client(host).post('/api/central/sign-in').send(body);
const sessionCookie = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).match(/validToken=([^;]+)/)?.[1] ?? '';

describe('sign-in', () => {
  it('opens a session for a CPF and its password and greets by first name', async () => {
    const response = await signIn({ cpfOrCnpj: '529.982.247-25', password: 'demo123' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      clientId: 'demo',
      customer: { name: 'Maria Aparecida da Silva', firstName: 'Maria' },
      featureFlags: ['credit_card'],
    });
    const cookie = String((response.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith('validToken=')));
    expect(cookie).toMatch(/^validToken=[^;]+;.*HttpOnly/);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('accepts a bare CNPJ and a password the ERP keeps as md5', async () => {
    const response = await signIn({ cpfOrCnpj: '11222333000181', password: 'demo456' });
    expect(response.status).toBe(200);
    expect(response.body.customer).toEqual({ name: 'Padaria Pão Quente', firstName: 'Padaria' });
  });

  it.each([
    [{ password: 'demo123' }, 400, MESSAGES.cpfCnpjRequired],
    [{ cpfOrCnpj: '   ', password: 'demo123' }, 400, MESSAGES.cpfCnpjRequired],
    [{ cpfOrCnpj: '529.982.247-24', password: 'demo123' }, 400, MESSAGES.cpfCnpjInvalid],
    [{ cpfOrCnpj: '529.982', password: 'demo123' }, 400, MESSAGES.cpfCnpjInvalid],
    [{ cpfOrCnpj: '529.982.247-25' }, 400, MESSAGES.passwordRequired],
    [{ cpfOrCnpj: '123.456.789-09', password: 'demo123' }, 404, MESSAGES.customerNotFound],
    [{ cpfOrCnpj: '529.982.247-25', password: 'wrong-password' }, 401, MESSAGES.invalidCredentials],
    [{ cpfOrCnpj: '111.444.777-35', password: 'demo123' }, 403, MESSAGES.customerDisabled],
  ])('refuses %j with %i and the exact warning', async (body, status, message) => {
    const response = await signIn(body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ code: expect.any(String), message });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers a body that is not JSON with a 4xx, never a 500', async () => {
    const response = await t.client().post('/api/central/sign-in').set('content-type', 'application/json').send('{"cpf');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.invalidRequest);
  });

  it("uses each provider's own ERP: the same CPF is another subscriber at acme", async () => {
    expect((await signIn({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }, 'acme.localhost')).status).toBe(401);
    const response = await signIn({ cpfOrCnpj: '529.982.247-25', password: 'alt12345' }, 'acme.localhost');
    expect(response.status).toBe(200);
    expect(response.body.customer.firstName).toBe('Mariana');
  });

  it('locks a CPF/CNPJ after 5 failed passwords with a 429 and Retry-After, even for the right password', async () => {
    const client = t.client();
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await client.post('/api/central/sign-in').send({ cpfOrCnpj: '390.533.447-05', password: 'nope' });
      expect(failed.status).toBe(401);
    }
    const locked = await client.post('/api/central/sign-in').send({ cpfOrCnpj: '390.533.447-05', password: 'demo789' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(MESSAGES.signInLocked);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('records every attempt in the audit log with the CPF masked', async () => {
    const events = await t.db.prisma.auditEvent.findMany({ where: { action: 'sign-in', outcome: 'disabled' } });
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]!.subject).toBe('***.444.***-**');
  });
});

describe('session', () => {
  it('is checked by valid-token, bound to its tenant, and ended by sign-out', async () => {
    const client = t.client();
    await client.post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }).expect(200);
    const valid = await client.get('/api/central/auth/valid-token').expect(200);
    expect(valid.body.customer.firstName).toBe('Maria');

    await client.post('/api/central/sign-out').expect(204);
    const after = await client.get('/api/central/auth/valid-token');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MESSAGES.authenticationFailure);
  });

  it('carries the session only in the HttpOnly cookie, never in the JSON body', async () => {
    const response = await signIn({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }).expect(200);
    const token = sessionCookie(response);
    expect(token.length).toBeGreaterThan(40);
    expect(JSON.stringify(response.body)).not.toContain(token);
    expect(Object.keys(response.body).sort()).toEqual(['clientId', 'customer', 'expiresAt', 'featureFlags']);
  });

  it('works as a bearer token for API clients that keep the cookie value, and a revoked one stays dead', async () => {
    const bearer = {
      authorization: `Bearer ${sessionCookie(await signIn({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }).expect(200))}`,
    };
    await t.client().get('/api/central/auth/valid-token').set(bearer).expect(200);
    await t.client().post('/api/central/sign-out').set(bearer).expect(204);
    await t.client().get('/api/central/auth/valid-token').set(bearer).expect(401);
  });

  it("refuses a token of one provider on another provider's host", async () => {
    const token = sessionCookie(await signIn({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }).expect(200));
    const response = await t.client('acme.localhost').get('/api/central/auth/valid-token').set('authorization', `Bearer ${token}`);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('TENANT_MISMATCH');
  });

  it('refuses a client_id header that names another provider than the host', async () => {
    const response = await t.client().get('/api/central/theme').set('client_id', 'acme');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('TENANT_MISMATCH');
  });

  it('refuses a forged or tampered token', async () => {
    const token = sessionCookie(await signIn({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }).expect(200));
    const tampered = `${token.slice(0, -2)}xx`;
    await t.client().get('/api/central/auth/valid-token').set('authorization', `Bearer ${tampered}`).expect(401);
    await t.client().get('/api/central/auth/valid-token').set('cookie', 'validToken=abc.def').expect(401);
  });

  it('refuses a state change posted from another site', async () => {
    const response = await t.client().post('/api/central/sign-in').set('origin', 'https://evil.example').send({});
    expect(response.status).toBe(403);
  });
});
