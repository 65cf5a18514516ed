import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { verifyPassword } from '../src/lib/password-hash';
import { adminSuite } from './support/admin-suite';
import { FIBRA_SUL_ALL_SECRETS, FIBRA_SUL_NEW_SECRETS, FIBRA_SUL_SECRETS } from './support/fibra-sul';
import { providerClient } from './support/staff';
import { TEST_SECRETS } from './support/test-app';

/**
 * Editing the admin's providers under /api/payment, Fibra Sul created before the tests. Every answer and every log
 * line is kept, to prove that no secret (ERP token, provider password) ever leaves the server.
 */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const { t, admin, recorded, call, tenantRow, themeOf, fibraSulForm, createProvider, editProvider } = adminSuite({ fibraSul: true });

describe('editing a provider', () => {
  it("shows a new colour on the provider's host, through either edit address", async () => {
    const response = await editProvider('fibra-sul', {
      ...fibraSulForm(),
      primary_color: '#123ABC',
      ixc_access_token: '',
      provider_password: '',
    });
    expect(response.status).toBe(200);
    expect(response.body.customer).toMatchObject({ client_id: 'fibra-sul', primary_color: '#123ABC', ixc_access_token_stored: true });
    expect((await themeOf('fibra-sul')).body.primary_color).toBe('#123ABC');

    const byBody = await call(admin, 'put', '/api/payment/customer/edit', { client_id: 'fibra-sul', secondary_color: '#ABCDEF' });
    expect(byBody.status).toBe(200);
    expect(byBody.body.customer).toMatchObject({ primary_color: '#123ABC', secondary_color: '#ABCDEF', alias: 'Fibra Sul' });
    expect((await themeOf('fibra-sul')).body.secondary_color).toBe('#ABCDEF');
  });

  it('keeps the stored ERP token and provider password when the edit leaves them empty or out', async () => {
    const before = (await tenantRow('fibra-sul'))!;
    await editProvider('fibra-sul', {
      alias: 'Fibra Sul Telecom',
      ixc_access_token: '',
      provider_password: null,
    });
    const after = (await tenantRow('fibra-sul'))!;
    expect(after.alias).toBe('Fibra Sul Telecom');
    expect(after.ixcAccessToken).toBe(before.ixcAccessToken);
    expect(after.providerPasswordHash).toBe(before.providerPasswordHash);
  });

  it("seals a new ERP token and hashes a new provider password, ending the provider's sessions", async () => {
    await providerClient(t, 'fibra-sul');
    const tenant = (await tenantRow('fibra-sul'))!;
    const response = await editProvider('fibra-sul', {
      ixc_access_token: FIBRA_SUL_NEW_SECRETS.token,
      provider_password: FIBRA_SUL_NEW_SECRETS.providerPassword,
    });
    expect(response.status).toBe(200);
    const row = (await tenantRow('fibra-sul'))!;
    expect(box.open(row.ixcAccessToken, 'fibra-sul')).toBe(FIBRA_SUL_NEW_SECRETS.token);
    expect(await verifyPassword(FIBRA_SUL_NEW_SECRETS.providerPassword, row.providerPasswordHash!)).toBe(true);
    expect(await t.db.prisma.staffSession.count({ where: { tenantId: tenant.id, revokedAt: null } })).toBe(0);
    // Back to the sandbox's token, for the subscriber below.
    await editProvider('fibra-sul', { ixc_access_token: FIBRA_SUL_SECRETS.token });
  });

  it('judges only the fields an edit touches, and saves back a whole form with the inline logos it was given', async () => {
    const acme = (await tenantRow('acme'))!;
    expect(acme.verticalLogoUrl).toMatch(/^data:image/);
    const response = await editProvider('acme', { primary_color: '#445566' });
    expect(response.status).toBe(200);
    expect((await themeOf('acme')).body).toMatchObject({ primary_color: '#445566', vertical_logo_url: acme.verticalLogoUrl });
    // What the web form does: the whole provider as read, one field changed.
    const { customer } = (await call(admin, 'get', '/api/payment/customer/acme')).body;
    const whole = await editProvider('acme', { ...customer, alias: 'Acme Telecom Fibra' });
    expect([whole.status, whole.body.customer?.alias]).toEqual([200, 'Acme Telecom Fibra']);
    const script = await editProvider('acme', {
      vertical_logo_url: 'data:text/html,<script>alert(1)</script>',
    });
    expect(script.body.fields).toEqual({ vertical_logo_url: MESSAGES.urlInvalid });
  });

  it("refuses a save without the department (IXC's setor / id_ticket_setor), also an edit of a provider stored without one", async () => {
    const required = { department_id: 'Por favor, informe um ID do departamento' };
    const created = await createProvider({ client_id: 'fibra-sem-setor', department_id: ' ' });
    expect([created.status, created.body]).toEqual([400, { code: 'INVALID_FIELDS', message: required.department_id, fields: required }]);
    expect(await tenantRow('fibra-sem-setor')).toBeNull();
    expect((await createProvider({ client_id: 'fibra-setor' })).status).toBe(201);
    const cleared = await editProvider('fibra-setor', { department_id: null });
    expect(cleared.body).toEqual({ code: 'INVALID_FIELDS', message: required.department_id, fields: required });
    expect((await tenantRow('fibra-setor'))!.departmentId).toBe('3');

    // A provider saved before the department was required: no edit goes through until one is given.
    await t.db.prisma.tenant.update({ where: { clientId: 'fibra-setor' }, data: { departmentId: null } });
    expect((await editProvider('fibra-setor', { alias: 'Fibra Setor' })).body.fields).toEqual(required);
    const fixed = await editProvider('fibra-setor', { department_id: '5' });
    expect([fixed.status, fixed.body.customer.department_id]).toEqual([200, '5']);
    await t.db.prisma.tenant.delete({ where: { clientId: 'fibra-setor' } });
  });

  it('leaves the stored row exactly as it was when a field fails', async () => {
    const before = await tenantRow('fibra-sul');
    const response = await editProvider('fibra-sul', {
      alias: 'Nome Novo',
      primary_color: 'azul',
      ixc_access_token: FIBRA_SUL_NEW_SECRETS.token,
      provider_password: 'curta',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'INVALID_FIELDS',
      message: MESSAGES.colorInvalid,
      fields: { primary_color: MESSAGES.colorInvalid, provider_password: MESSAGES.providerPasswordTooShort },
    });
    expect(await tenantRow('fibra-sul')).toEqual(before);
    expect((await editProvider('fibra-sul', { alias: '' })).body.fields).toEqual({
      alias: 'Por favor, informe um Aliás',
    });
    expect(await tenantRow('fibra-sul')).toEqual(before);
  });

  it('keeps a history of who changed which fields, newest first, without secret values', async () => {
    const response = await call(admin, 'get', '/api/payment/customer/fibra-sul/history');
    expect(response.status).toBe(200);
    const events = response.body.events as Array<{ at: string; actor: string; action: string; fields: string[] }>;
    expect(events.map((event) => event.action)).toEqual(['edit', 'edit', 'edit', 'edit', 'edit', 'create']);
    expect(events[0]).toEqual({ at: expect.any(String), actor: 'admin@central.test', action: 'edit', fields: ['ixc_access_token'] });
    expect(events[1]!.fields.sort()).toEqual(['ixc_access_token', 'provider_password']);
    expect(events[3]!.fields).toEqual(['secondary_color']);
    const stored = JSON.stringify(
      await t.db.prisma.adminAuditEvent.findMany({ where: { clientId: 'fibra-sul' }, select: { changes: true } }),
    );
    for (const secret of FIBRA_SUL_ALL_SECRETS) expect(stored).not.toContain(secret);
    expect(stored).toContain('[redacted]');
  });
});

describe('secrets', () => {
  it('never appear in an answer or a log line', () => {
    recorded.expectNoneOf(FIBRA_SUL_ALL_SECRETS, 20);
  });
});
