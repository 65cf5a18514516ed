import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { verifyPassword } from '../src/lib/password-hash';
import { adminSuite } from './support/admin-suite';
import { FIBRA_SUL_ALL_SECRETS, FIBRA_SUL_SECRETS } from './support/fibra-sul';
import type { Method } from './support/recorded-calls';
import { providerClient } from './support/staff';
import { TEST_SECRETS } from './support/test-app';

/**
 * The admin's providers under /api/payment: who may manage them, creating, reading and listing (editing is in
 * admin-customer-edits.test.ts). Every answer and every log line is kept, to prove that no secret (ERP token,
 * provider password) ever leaves the server.
 */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const { t, admin, recorded, call, tenantRow, themeOf, fibraSulForm, createProvider } = adminSuite();

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
      const body = method === 'get' ? undefined : { ...fibraSulForm(), client_id: 'demo' };
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
    const response = await createProvider();
    expect(response.status).toBe(201);
    const { ixc_access_token: _token, provider_password: _password, ...shown } = fibraSulForm();
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
    expect(row.ixcAccessToken).not.toContain(FIBRA_SUL_SECRETS.token);
    expect(box.open(row.ixcAccessToken, 'fibra-sul')).toBe(FIBRA_SUL_SECRETS.token);
    expect(await verifyPassword(FIBRA_SUL_SECRETS.providerPassword, row.providerPasswordHash!)).toBe(true);
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
    const again = await createProvider({ alias: 'Outro' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'CUSTOMER_DUPLICATE', message: 'Client ID já cadastrado' });
    expect((await tenantRow('fibra-sul'))!.alias).toBe('Fibra Sul');

    const racing = await Promise.all([0, 1].map(() => createProvider({ client_id: 'fibra-corrida' })));
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
      const response = await createProvider({ client_id: 'fibra-nova', ...change });
      expect([change, response.status, response.body]).toEqual([
        change,
        400,
        { code: 'INVALID_FIELDS', message: Object.values(fields)[0], fields },
      ]);
    }
    expect(await tenantRow('fibra-nova')).toBeNull();
  });

  it('ignores fields the form does not have, such as a status', async () => {
    const response = await createProvider({ client_id: 'fibra-extra', status: 'suspended', colour: 'x' });
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

describe('secrets', () => {
  it('never appear in an answer or a log line', () => {
    recorded.expectNoneOf(FIBRA_SUL_ALL_SECRETS, 40);
  });
});
