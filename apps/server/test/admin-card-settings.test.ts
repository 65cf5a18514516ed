import { CARD_SETTINGS_MESSAGES as M, MESSAGES } from '@central/domain';
import { CIELO_SANDBOX_MERCHANT } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { createTenantDirectory } from '../src/modules/tenants/tenant-directory';
import { adminSuite } from './support/admin-suite';
import { providerClient } from './support/staff';
import type { Method } from './support/recorded-calls';
import { TEST_SECRETS } from './support/test-app';

/** Per provider: the card settings under /api/payment/customer/{client_id}/card-settings. */
const box = createSecretBox(TEST_SECRETS.secretsKey);
const KEY = 'ACMEMERCHANTKEY0123456789ABCDEFGHIJKLMNO';
const OTHER_KEY = 'ACMEOTHERKEY0123456789ABCDEFGHIJKLMNOPQR';

const { t, admin, recorded, call } = adminSuite();

const url = (clientId: string) => `/api/payment/customer/${clientId}/card-settings`;
const form = (change: object = {}) => ({
  merchant_id: '0b6e2f4c-1a3d-4e5f-8a7b-9c0d1e2f3a4b',
  merchant_key: KEY,
  api_url: '',
  query_url: '',
  account_id: '21',
  planning_account_id: '5',
  receipt_type: 'CD',
  branch_id: '',
  interest_rate: '1,99',
  ...change,
});
const settingsRow = (clientId: string) => t.db.prisma.cardSettings.findFirst({ where: { tenant: { clientId } } });
const invalid = (fields: Record<string, string>) => ({ code: 'CARD_SETTINGS_INVALID', message: Object.values(fields)[0], fields });
const themeFlags = async (host: string) => (await t.client(host).get('/api/central/theme')).body.feature_flags as string[];

describe('who may manage card settings', () => {
  it('answers 401 without a session and 403 to a provider', async () => {
    const provider = await providerClient(t, 'demo');
    for (const method of ['get', 'put', 'delete'] as Method[]) {
      const body = method === 'put' ? form() : undefined;
      expect([method, (await call(t.client('admin.localhost'), method, url('acme'), body)).status]).toEqual([method, 401]);
      const asProvider = await call(provider, method, url('acme'), body);
      expect([method, asProvider.status, asProvider.body]).toEqual([
        method,
        403,
        { code: 'NOT_AN_ADMIN', message: MESSAGES.adminForbidden },
      ]);
    }
    expect(await settingsRow('acme')).toBeNull();
  });
});

describe('card settings', () => {
  it("shows the demo provider's settings without its key, and turns card payments on for its subscribers", async () => {
    const read = await call(admin, 'get', url('demo'));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      card_settings: {
        client_id: 'demo',
        gateway_kind: 'cielo',
        merchant_id: CIELO_SANDBOX_MERCHANT.merchantId,
        merchant_key_stored: true,
        api_url: t.cielo.origin,
        query_url: t.cielo.origin,
        account_id: '1',
        planning_account_id: '1',
        receipt_type: 'C',
        branch_id: null,
        interest_rate: 2.35,
        updated_at: expect.any(String),
      },
    });
    expect(await themeFlags('demo.localhost')).toContain('credit_card');
  });

  it('reads null while a provider has none, and answers 404 for a provider nobody has', async () => {
    expect((await call(admin, 'get', url('acme'))).body).toEqual({ card_settings: null });
    for (const method of ['get', 'put', 'delete'] as Method[]) {
      const response = await call(admin, method, url('ninguem'), method === 'put' ? form() : undefined);
      expect([method, response.status, response.body]).toEqual([
        method,
        404,
        { code: 'CUSTOMER_NOT_FOUND', message: 'Cliente não encontrado' },
      ]);
    }
    expect((await call(admin, 'delete', url('acme'))).body).toEqual({ code: 'CARD_SETTINGS_NOT_FOUND', message: expect.any(String) });
  });

  it('refuses bad fields, naming each in pt-BR, and stores nothing', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ merchant_id: 'loja-21' }, { merchant_id: M.merchantIdInvalid }],
      [{ merchant_key: '' }, { merchant_key: M.merchantKeyRequired }],
      [{ merchant_key: KEY.slice(1) }, { merchant_key: M.merchantKeyInvalid }],
      [{ api_url: 'http://api.cieloecommerce.cielo.com.br' }, { api_url: M.urlInvalid }],
      [{ query_url: 'apiquery' }, { query_url: M.urlInvalid }],
      [{ account_id: 'caixa' }, { account_id: M.accountIdInvalid }],
      [{ planning_account_id: '' }, { planning_account_id: M.planningAccountIdInvalid }],
      [{ planning_account_id: 'plano 5' }, { planning_account_id: M.planningAccountIdInvalid }],
      [{ receipt_type: 'Cartão de crédito' }, { receipt_type: M.receiptTypeInvalid }],
      [{ receipt_type: 'cd' }, { receipt_type: M.receiptTypeInvalid }],
      [{ branch_id: '1a' }, { branch_id: M.branchIdInvalid }],
      [{ interest_rate: '100,5' }, { interest_rate: M.interestRateInvalid }],
      [{ interest_rate: -1 }, { interest_rate: M.interestRateInvalid }],
      [
        { merchant_id: '', account_id: '' },
        { merchant_id: M.merchantIdInvalid, account_id: M.accountIdInvalid },
      ],
    ];
    for (const [change, fields] of cases) {
      const response = await call(admin, 'put', url('acme'), form(change));
      expect([change, response.status, response.body]).toEqual([change, 400, invalid(fields)]);
    }
    expect(await settingsRow('acme')).toBeNull();
  });

  it("creates them with the key sealed and never shown, defaulting to Cielo's production hosts", async () => {
    const created = await call(admin, 'put', url('acme'), form());
    expect(created.status).toBe(200);
    expect(created.body.card_settings).toMatchObject({
      client_id: 'acme',
      merchant_key_stored: true,
      api_url: 'https://api.cieloecommerce.cielo.com.br',
      query_url: 'https://apiquery.cieloecommerce.cielo.com.br',
      account_id: '21',
      planning_account_id: '5',
      receipt_type: 'CD',
      branch_id: null,
      interest_rate: 1.99,
    });
    expect(await settingsRow('acme')).toMatchObject({ receiptAccountId: '21', receiptPlanningAccountId: '5', receiptType: 'CD' });
    expect(created.body.card_settings).not.toHaveProperty('merchant_key');
    const row = (await settingsRow('acme'))!;
    expect(row.merchantKey).not.toContain(KEY);
    expect(box.open(row.merchantKey, 'acme')).toBe(KEY);
    expect((await call(admin, 'get', url('acme'))).body).toEqual(created.body);
  });

  it('edits them, keeping the stored key when the field is left empty (and the URLs their origins), and takes a new one', async () => {
    const before = (await settingsRow('acme'))!;
    // Another origin needs the key again: secret-destinations.test.ts.
    const samePlace = 'https://api.cieloecommerce.cielo.com.br/1/';
    const edited = await call(
      admin,
      'put',
      url('acme'),
      form({ merchant_key: '', api_url: samePlace, branch_id: '4', interest_rate: 0, receipt_type: '' }),
    );
    expect(edited.status).toBe(200);
    // An empty receipt type is C.
    expect(edited.body.card_settings).toMatchObject({
      api_url: samePlace,
      branch_id: '4',
      interest_rate: 0,
      receipt_type: 'C',
      merchant_key_stored: true,
    });
    expect((await settingsRow('acme'))!.merchantKey).toBe(before.merchantKey);

    await call(admin, 'put', url('acme'), form({ merchant_key: OTHER_KEY }));
    expect(box.open((await settingsRow('acme'))!.merchantKey, 'acme')).toBe(OTHER_KEY);
  });

  it('leaves them as they were when an edit fails', async () => {
    const before = await settingsRow('acme');
    const response = await call(admin, 'put', url('acme'), form({ merchant_key: 'curta', account_id: '' }));
    expect(response.body).toEqual(invalid({ merchant_key: M.merchantKeyInvalid, account_id: M.accountIdInvalid }));
    expect(await settingsRow('acme')).toEqual(before);
  });

  it('deletes them with 204, and 404 once they are gone', async () => {
    const deleted = await call(admin, 'delete', url('acme'));
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await settingsRow('acme')).toBeNull();
    expect((await call(admin, 'delete', url('acme'))).status).toBe(404);
  });

  it('records every write in the provider history, the key only as changed and never stored', async () => {
    const events = (await call(admin, 'get', '/api/payment/customer/acme/history')).body.events as Array<{
      action: string;
      fields: string[];
    }>;
    expect(events.map((event) => event.action)).toEqual([
      'card_settings_delete',
      'card_settings_edit',
      'card_settings_edit',
      'card_settings_create',
    ]);
    expect(events[1]!.fields).toContain('merchant_key');
    expect(events[2]!.fields).toEqual(['api_url', 'branch_id', 'receipt_type', 'interest_rate']);
    const stored = await t.db.prisma.adminAuditEvent.findMany({ where: { clientId: 'acme' }, orderBy: { id: 'asc' } });
    expect(stored[0]!.changes).toMatchObject({
      merchant_key: { from: '[redacted]', to: '[redacted]' },
      account_id: { from: null, to: '21' },
      planning_account_id: { from: null, to: '5' },
    });
    for (const key of [KEY, OTHER_KEY]) expect(JSON.stringify(stored.map((event) => event.changes))).not.toContain(key);
  });
});

describe('card payments on or off for the subscribers', () => {
  it('needs both the credit_card flag and the settings: the theme, the sign-in and the directory agree', async () => {
    const directory = createTenantDirectory({ prisma: t.db.prisma, box, ixc: { timeoutMs: 1000, listRetries: 0 } });
    expect((await directory.byClientId('demo'))!.cardPayments).toBe(true);

    const saved = (await call(admin, 'get', url('demo'))).body.card_settings;
    expect((await call(admin, 'delete', url('demo'))).status).toBe(204);
    expect(await themeFlags('demo.localhost')).not.toContain('credit_card');
    const signIn = await t.client('demo.localhost').post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'demo123' });
    expect(signIn.body.featureFlags).toEqual([]);
    directory.invalidate();
    expect(await directory.byClientId('demo')).toMatchObject({ cardPayments: false, featureFlags: [] });

    // Settings without the flag (acme has none) stay off too.
    await call(admin, 'put', url('acme'), form());
    expect(await themeFlags('acme.localhost')).not.toContain('credit_card');
    expect((await directory.byClientId('acme'))!.cardPayments).toBe(false);

    const restored = await call(admin, 'put', url('demo'), { ...saved, merchant_key: CIELO_SANDBOX_MERCHANT.merchantKey });
    expect(restored.status).toBe(200);
    expect(await themeFlags('demo.localhost')).toContain('credit_card');
    const again = await t.client('demo.localhost').post('/api/central/sign-in').send({ cpfOrCnpj: '529.982.247-25', password: 'demo123' });
    expect(again.body.featureFlags).toEqual(['credit_card']);
    directory.invalidate();
    expect((await directory.byClientId('demo'))!.cardPayments).toBe(true);
    await directory.close();
  });

  it('never shows a merchant key in an answer or a log line', () => {
    recorded.expectNoneOf([KEY, OTHER_KEY, CIELO_SANDBOX_MERCHANT.merchantKey], 20);
  });
});
