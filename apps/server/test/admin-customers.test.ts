import { MESSAGES } from '@central/domain';
import type supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { verifyPassword } from '../src/lib/password-hash';
import { FIBRA_SUL_SECRETS, fibraSul } from './support/fibra-sul';
import { recordCalls, type Method } from './support/recorded-calls';
import { adminClient, providerClient } from './support/staff';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/**
 * The admin's providers under /api/payment. Every answer and every log line is kept, to prove that
 * no secret (ERP token, provider password) ever leaves the server.
 */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const TOKEN = FIBRA_SUL_SECRETS.token;
const OTHER_TOKEN = '7:token-novo-do-erp-0123456789abcdef';
const PROVIDER_PASSWORD = FIBRA_SUL_SECRETS.providerPassword;
const NEW_PROVIDER_PASSWORD = 'outra-senha-do-provedor-2';
const SECRETS = [TOKEN, OTHER_TOKEN, PROVIDER_PASSWORD, NEW_PROVIDER_PASSWORD];

const recorded = recordCalls();
const { call } = recorded;

let t: TestApp;
let admin: supertest.Agent;
let sandboxUrl: string;
beforeAll(async () => {
  t = await startTestApp({ logger: recorded.logger });
  admin = await adminClient(t);
  sandboxUrl = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' } })).ixcDomain;
});
afterAll(() => t.close());
beforeEach(() => t.fresh());

const tenantRow = (clientId: string) => t.db.prisma.tenant.findUnique({ where: { clientId } });
const themeOf = (clientId: string) => call(t.client(`${clientId}.localhost`), 'get', '/api/central/theme');

const ADMIN_ROUTES: Array<[Method, string]> = [
  ['get', '/api/payment/customers'],
  ['get', '/api/payment/customer/demo'],
  ['post', '/api/payment/customer/create'],
  ['put', '/api/payment/customer/demo/edit'],
  ['put', '/api/payment/customer/edit'],
  ['patch', '/api/payment/customer/demo/suspend'],
  ['delete', '/api/payment/customer/demo'],
  ['get', '/api/payment/customer/demo/history'],
];

describe('who may manage providers', () => {
  it('answers 401 without a session and 403 to a provider on every admin route, changing nothing', async () => {
    const provider = await providerClient(t, 'demo');
    const before = await tenantRow('demo');
    for (const [method, url] of ADMIN_ROUTES) {
      const body = method === 'get' ? undefined : { ...fibraSul(sandboxUrl), client_id: 'demo' };
      const anonymous = await call(t.client('admin.localhost'), method, url, body);
      expect([method, url, anonymous.status, anonymous.body]).toEqual([
        method,
        url,
        401,
        { code: 'UNAUTHENTICATED', message: MESSAGES.authenticationFailure },
      ]);
      const asProvider = await call(provider, method, url, body);
      expect([method, url, asProvider.status, asProvider.body]).toEqual([
        method,
        url,
        403,
        { code: 'NOT_AN_ADMIN', message: MESSAGES.adminForbidden },
      ]);
    }
    expect(await tenantRow('demo')).toEqual(before);
  });
});

describe('creating a provider', () => {
  it('answers 201 with the provider, secrets only said to be stored, and its host serves its theme at once', async () => {
    expect((await themeOf('fibra-sul')).status).toBe(404);
    const response = await call(admin, 'post', '/api/payment/customer/create', fibraSul(sandboxUrl));
    expect(response.status).toBe(201);
    const { ixc_access_token: _token, provider_password: _password, ...shown } = fibraSul(sandboxUrl);
    expect(response.body).toEqual({
      customer: {
        ...shown,
        login_background_url: null,
        status: 'active',
        update_late_boleto: true,
        custom_domains: [],
        dpo_email: null,
        ixc_access_token_stored: true,
        provider_password_stored: true,
        provider_two_factor_enabled: false,
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });

    const row = (await tenantRow('fibra-sul'))!;
    expect(row.ixcAccessToken).not.toContain(TOKEN);
    expect(box.open(row.ixcAccessToken, 'fibra-sul')).toBe(TOKEN);
    expect(await verifyPassword(PROVIDER_PASSWORD, row.providerPasswordHash!)).toBe(true);
    expect(row.supportSubjects).toEqual([
      { id: '12', label: 'Sem conexão' },
      { id: '13', label: 'Boleto' },
    ]);
    expect(row.pushReminderHour).toBe(7);

    const theme = await themeOf('fibra-sul');
    expect(theme.status).toBe(200);
    expect(theme.body).toMatchObject({ client_id: 'fibra-sul', alias: 'Fibra Sul', primary_color: '#0A7D3B', secondary_color: '#F2C94C' });
    expect((await call(admin, 'get', '/api/payment/customer/fibra-sul')).body).toEqual(response.body);
  });

  it("answers 409 'Client ID já cadastrado' for a client_id taken, also when two creates race", async () => {
    const again = await call(admin, 'post', '/api/payment/customer/create', { ...fibraSul(sandboxUrl), alias: 'Outro' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'CUSTOMER_DUPLICATE', message: 'Client ID já cadastrado' });
    expect((await tenantRow('fibra-sul'))!.alias).toBe('Fibra Sul');

    const racing = await Promise.all(
      [0, 1].map(() => call(admin, 'post', '/api/payment/customer/create', { ...fibraSul(sandboxUrl), client_id: 'fibra-corrida' })),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await t.db.prisma.tenant.count({ where: { clientId: 'fibra-corrida' } })).toBe(1);
  });

  it("names every missing required field with the product's text, the first one as the message", async () => {
    const response = await call(admin, 'post', '/api/payment/customer/create', {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'INVALID_FIELDS',
      message: 'Por favor, informe um Client ID',
      fields: {
        client_id: 'Por favor, informe um Client ID',
        alias: 'Por favor, informe um Aliás',
        ixc_domain: 'Por favor, informe um domínio do IXC',
        primary_color: 'Por favor, informe uma cor primária',
        vertical_logo_url: 'Por favor, informe um logo vertical',
        department_id: 'Por favor, informe um ID do departamento',
        ixc_access_token: 'Por favor, informe um token de acesso do IXC',
      },
    });
  });

  it('refuses bad subjects, choices, flags, URLs, colours and passwords field by field, storing nothing', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ subjects: ['12 - Sem conexão', '12 - De novo'] }, { subjects: 'Assunto já adicionado' }],
      [{ subjects: ['Sem conexão'] }, { subjects: 'ID do assunto inválido' }],
      [{ support_type: 'email' }, { support_type: 'Dados inválidos' }],
      [{ support_menu: 'both' }, { support_menu: 'Dados inválidos' }],
      [{ app_activation: 'never' }, { app_activation: 'Dados inválidos' }],
      [{ invoice_window: '2_months' }, { invoice_window: 'Dados inválidos' }],
      [{ push_reminder_hour: '24' }, { push_reminder_hour: 'Dados inválidos' }],
      [{ push_reminder_hour: '9h' }, { push_reminder_hour: 'Dados inválidos' }],
      [{ feature_flags: ['x'.repeat(601)] }, { feature_flags: 'Por favor, informe no máximo 600 caracteres' }],
      [{ faq_url: 'javascript:alert(1)' }, { faq_url: MESSAGES.urlInvalid }],
      [{ primary_color: 'verde' }, { primary_color: MESSAGES.colorInvalid }],
      [{ provider_password: 'curta' }, { provider_password: MESSAGES.providerPasswordTooShort }],
      [{ client_id: 'Fibra_Nova' }, { client_id: MESSAGES.clientIdInvalid }],
    ];
    for (const [change, fields] of cases) {
      const response = await call(admin, 'post', '/api/payment/customer/create', {
        ...fibraSul(sandboxUrl),
        client_id: 'fibra-nova',
        ...change,
      });
      expect([change, response.status, response.body]).toEqual([
        change,
        400,
        { code: 'INVALID_FIELDS', message: Object.values(fields)[0], fields },
      ]);
    }
    expect(await tenantRow('fibra-nova')).toBeNull();
  });

  it('ignores fields the form does not have, such as a status', async () => {
    const response = await call(admin, 'post', '/api/payment/customer/create', {
      ...fibraSul(sandboxUrl),
      client_id: 'fibra-extra',
      status: 'suspended',
      colour: 'x',
    });
    expect(response.status).toBe(201);
    expect(response.body.customer.status).toBe('active');
    expect(response.body.customer).not.toHaveProperty('colour');
  });
});

describe('reading and listing providers', () => {
  it("answers 404 'Cliente não encontrado' for a client_id nobody has, on every route that names one", async () => {
    const notFound = { code: 'CUSTOMER_NOT_FOUND', message: 'Cliente não encontrado' };
    for (const [method, url, body] of [
      ['get', '/api/payment/customer/ninguem', undefined],
      ['put', '/api/payment/customer/ninguem/edit', { alias: 'X' }],
      ['put', '/api/payment/customer/edit', { client_id: 'ninguem', alias: 'X' }],
      ['patch', '/api/payment/customer/ninguem/suspend', { suspended: true }],
      ['delete', '/api/payment/customer/ninguem', undefined],
      ['get', '/api/payment/customer/ninguem/history', undefined],
    ] as Array<[Method, string, object | undefined]>) {
      const response = await call(admin, method, url, body);
      expect([url, response.status, response.body]).toEqual([url, 404, notFound]);
    }
  });

  it('lists 50 providers a page by client_id, searching client_id or alias in any case', async () => {
    const base = {
      primaryColor: '#111111',
      secondaryColor: '#222222',
      legalName: 'L',
      legalDocument: '',
      address: '',
      ixcDomain: 'erp.example.com',
      ixcAccessToken: 'x',
    };
    await t.db.prisma.tenant.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        ...base,
        clientId: `lista-${String(59 - i).padStart(2, '0')}`,
        alias: i === 0 ? 'Provedor Listado Especial' : `Provedor ${i}`,
      })),
    });
    const first = await call(admin, 'get', '/api/payment/customers?search=LISTA-');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 60, page: 1, page_size: 50 });
    expect(first.body.customers).toHaveLength(50);
    expect(first.body.customers[0]).toEqual({
      client_id: 'lista-00',
      alias: 'Provedor 59',
      status: 'active',
      updated_at: expect.any(String),
    });
    expect(first.body.customers.map((row: { client_id: string }) => row.client_id)).toEqual(
      Array.from({ length: 50 }, (_, i) => `lista-${String(i).padStart(2, '0')}`),
    );
    const second = await call(admin, 'get', '/api/payment/customers?search=lista-&page=2');
    expect(second.body.customers.map((row: { client_id: string }) => row.client_id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `lista-${50 + i}`),
    );
    const byAlias = await call(admin, 'get', '/api/payment/customers?search=listado%20ESPECIAL');
    expect(byAlias.body).toMatchObject({ total: 1, customers: [{ client_id: 'lista-59', alias: 'Provedor Listado Especial' }] });
    const all = await call(admin, 'get', '/api/payment/customers');
    expect(all.body.total).toBe(await t.db.prisma.tenant.count());
    expect(all.body.customers[0].client_id).toBe('acme');
    expect((await call(admin, 'get', '/api/payment/customers?page=abc')).body).toEqual({
      code: 'INVALID_PAGE',
      message: MESSAGES.invalidRequest,
    });
    expect((await call(admin, 'get', '/api/payment/customers?page=0')).status).toBe(400);
    await t.db.prisma.tenant.deleteMany({ where: { clientId: { startsWith: 'lista-' } } });
  });
});

describe('editing a provider', () => {
  it("shows a new colour on the provider's host, through either edit address", async () => {
    const response = await call(admin, 'put', '/api/payment/customer/fibra-sul/edit', {
      ...fibraSul(sandboxUrl),
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
    await call(admin, 'put', '/api/payment/customer/fibra-sul/edit', {
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
    const response = await call(admin, 'put', '/api/payment/customer/fibra-sul/edit', {
      ixc_access_token: OTHER_TOKEN,
      provider_password: NEW_PROVIDER_PASSWORD,
    });
    expect(response.status).toBe(200);
    const row = (await tenantRow('fibra-sul'))!;
    expect(box.open(row.ixcAccessToken, 'fibra-sul')).toBe(OTHER_TOKEN);
    expect(await verifyPassword(NEW_PROVIDER_PASSWORD, row.providerPasswordHash!)).toBe(true);
    expect(await t.db.prisma.staffSession.count({ where: { tenantId: tenant.id, revokedAt: null } })).toBe(0);
    // Back to the sandbox's token, for the subscriber below.
    await call(admin, 'put', '/api/payment/customer/fibra-sul/edit', { ixc_access_token: TOKEN });
  });

  it('judges only the fields an edit touches, and saves back a whole form with the inline logos it was given', async () => {
    const acme = (await tenantRow('acme'))!;
    expect(acme.verticalLogoUrl).toMatch(/^data:image/);
    const response = await call(admin, 'put', '/api/payment/customer/acme/edit', { primary_color: '#445566' });
    expect(response.status).toBe(200);
    expect((await themeOf('acme')).body).toMatchObject({ primary_color: '#445566', vertical_logo_url: acme.verticalLogoUrl });
    // What the web form does: the whole provider as read, one field changed.
    const { customer } = (await call(admin, 'get', '/api/payment/customer/acme')).body;
    const whole = await call(admin, 'put', '/api/payment/customer/acme/edit', { ...customer, alias: 'Acme Telecom Fibra' });
    expect([whole.status, whole.body.customer?.alias]).toEqual([200, 'Acme Telecom Fibra']);
    const script = await call(admin, 'put', '/api/payment/customer/acme/edit', {
      vertical_logo_url: 'data:text/html,<script>alert(1)</script>',
    });
    expect(script.body.fields).toEqual({ vertical_logo_url: MESSAGES.urlInvalid });
  });

  it("refuses a save without the department (IXC's setor / id_ticket_setor), also an edit of a provider stored without one", async () => {
    const required = { department_id: 'Por favor, informe um ID do departamento' };
    const created = await call(admin, 'post', '/api/payment/customer/create', {
      ...fibraSul(sandboxUrl),
      client_id: 'fibra-sem-setor',
      department_id: ' ',
    });
    expect([created.status, created.body]).toEqual([400, { code: 'INVALID_FIELDS', message: required.department_id, fields: required }]);
    expect(await tenantRow('fibra-sem-setor')).toBeNull();
    expect((await call(admin, 'post', '/api/payment/customer/create', { ...fibraSul(sandboxUrl), client_id: 'fibra-setor' })).status).toBe(
      201,
    );
    const cleared = await call(admin, 'put', '/api/payment/customer/fibra-setor/edit', { department_id: null });
    expect(cleared.body).toEqual({ code: 'INVALID_FIELDS', message: required.department_id, fields: required });
    expect((await tenantRow('fibra-setor'))!.departmentId).toBe('3');

    // A provider saved before the department was required: no edit goes through until one is given.
    await t.db.prisma.tenant.update({ where: { clientId: 'fibra-setor' }, data: { departmentId: null } });
    expect((await call(admin, 'put', '/api/payment/customer/fibra-setor/edit', { alias: 'Fibra Setor' })).body.fields).toEqual(required);
    const fixed = await call(admin, 'put', '/api/payment/customer/fibra-setor/edit', { department_id: '5' });
    expect([fixed.status, fixed.body.customer.department_id]).toEqual([200, '5']);
    await t.db.prisma.tenant.delete({ where: { clientId: 'fibra-setor' } });
  });

  it('leaves the stored row exactly as it was when a field fails', async () => {
    const before = await tenantRow('fibra-sul');
    const response = await call(admin, 'put', '/api/payment/customer/fibra-sul/edit', {
      alias: 'Nome Novo',
      primary_color: 'azul',
      ixc_access_token: OTHER_TOKEN,
      provider_password: 'curta',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'INVALID_FIELDS',
      message: MESSAGES.colorInvalid,
      fields: { primary_color: MESSAGES.colorInvalid, provider_password: MESSAGES.providerPasswordTooShort },
    });
    expect(await tenantRow('fibra-sul')).toEqual(before);
    expect((await call(admin, 'put', '/api/payment/customer/fibra-sul/edit', { alias: '' })).body.fields).toEqual({
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
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
    expect(stored).toContain('[redacted]');
  });
});

describe('secrets', () => {
  it('never appear in an answer or a log line', () => {
    recorded.expectNoneOf(SECRETS, 40);
  });
});
