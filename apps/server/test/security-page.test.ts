import { MESSAGES } from '@central/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PADARIA, signedIn } from './support/subscriber';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.fresh());

describe('security page', () => {
  it('changes the password given the current one, keeps this session and ends the others', async () => {
    const other = await signedIn(t);
    const client = await signedIn(t);
    const response = await client.put('/api/central/customer/edit/password').send({ currentPassword: 'demo123', newPassword: 'trocada99' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: MESSAGES.passwordUpdated });
    expect(t.sandbox.sandbox.table('demo', 'cliente').find((row) => row.id === '1001')?.senha).toBe('trocada99');
    await client.get('/api/central/auth/valid-token').expect(200);
    await other.get('/api/central/auth/valid-token').expect(401);
    await t.client().post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'trocada99' }).expect(200);
  });

  it('says Senha atual inválida for a wrong current password and changes nothing', async () => {
    const client = await signedIn(t);
    const response = await client.put('/api/central/customer/edit/password').send({ currentPassword: 'nope', newPassword: 'trocada99' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.currentPasswordInvalid);
    expect(t.sandbox.sandbox.table('demo', 'cliente').find((row) => row.id === '1001')?.senha).toBe('demo123');
  });

  it.each([
    [{ currentPassword: '', newPassword: 'trocada99' }, MESSAGES.currentPasswordRequired],
    [{ currentPassword: 'demo123', newPassword: '123' }, MESSAGES.passwordTooShort],
    [{ currentPassword: 'demo123', newPassword: 'trocada99', confirmNewPassword: 'outra' }, MESSAGES.passwordsMustMatch],
  ])('checks %j', async (body, message) => {
    const response = await (await signedIn(t)).put('/api/central/customer/edit/password').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('needs a session', async () => {
    const response = await t
      .client()
      .put('/api/central/customer/edit/password')
      .send({ currentPassword: 'demo123', newPassword: 'trocada99' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.authenticationFailure);
  });

  it('answers the generic text when the ERP is down, and the password stays', async () => {
    const client = await signedIn(t);
    t.sandbox.sandbox.setFaults({ down: true });
    const response = await client.put('/api/central/customer/edit/password').send({ currentPassword: 'demo123', newPassword: 'trocada99' });
    t.sandbox.sandbox.setFaults({ down: false });
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(MESSAGES.serverFailure);
  });
});

describe('customer details', () => {
  it('gives the signed-in subscriber their own name, document and contact only', async () => {
    const response = await (await signedIn(t, PADARIA)).get('/api/central/customer/list');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: 'Padaria Pão Quente',
      firstName: 'Padaria',
      cpfCnpj: '11.222.333/0001-81',
      email: 'contato@paoquente.example.com',
      phone: expect.stringMatching(/^\(\d{2}\) \d{4,5}-\d{4}$/),
    });
  });
});

describe('ACS check', () => {
  it('says whether the provider has a device-management connection', async () => {
    const response = await (await signedIn(t)).get('/api/acs/customer/check');
    expect(response.body).toEqual({ is_acs_configured: false });
  });
});

describe('ACS check with a connection', () => {
  it('turns on once the provider has an ACS URL, issuer and key', async () => {
    const withAcs = await startTestApp({
      tenants: (records) =>
        records.map((r) =>
          r.client_id === 'demo'
            ? { ...r, ixc_acs_url: 'https://acs.example.com', ixc_acs_issuer: 'central', ixc_acs_private_key: 'KEY' }
            : r,
        ),
    });
    try {
      const client = withAcs.client();
      await client.post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'demo123' }).expect(200);
      expect((await client.get('/api/acs/customer/check')).body).toEqual({ is_acs_configured: true });
    } finally {
      await withAcs.close();
    }
  });
});
