import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@central/domain';
import { demoTenants, IXC_ACS_SANDBOX_CLIENT, WATCH_SANDBOX_CLIENT } from '@central/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createSecretBox } from '../src/lib/crypto';
import { verifyPassword } from '../src/lib/password-hash';
import { loadTenantsFile, provisionTenants } from '../src/modules/tenants/tenants-file';
import type { TenantRecord } from '../src/modules/tenants/tenant-record';
import { TEST_PASSWORD_COST, TEST_SECRETS } from './support/test-app';
import { openTestDatabase } from './support/test-database';

const box = createSecretBox(TEST_SECRETS.secretsKey);
const record: TenantRecord = {
  client_id: 'fibra',
  alias: 'Fibra Sul',
  primary_color: '#123456',
  ixc_domain: 'erp.fibrasul.com.br',
  ixc_access_token: '9:abcdef',
  subjects: ['12 - Sem conexão', '13 - Boleto'],
  department_id: '4',
  feature_flags: ['credit_card', 'speed_test->https://speed.example.com'],
};

let db: Database;
let dir: string;
beforeAll(async () => {
  db = await openTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'central-tenants-'));
});
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('TENANTS_FILE', () => {
  it('creates a provider that does not exist, keeping the ERP token sealed at rest', async () => {
    expect(await provisionTenants(db.prisma, box, [record])).toEqual(['fibra']);
    const row = await db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'fibra' } });
    expect(row).toMatchObject({
      alias: 'Fibra Sul',
      status: 'active',
      secondaryColor: '#123456',
      supportSubjects: [
        { id: '12', label: 'Sem conexão' },
        { id: '13', label: 'Boleto' },
      ],
      featureFlags: ['credit_card', 'speed_test->https://speed.example.com'],
      providerPasswordHash: null,
    });
    expect(row.ixcAccessToken).toMatch(/^v1:/);
    expect(row.ixcAccessToken).not.toContain('abcdef');
    expect(box.open(row.ixcAccessToken, 'fibra')).toBe('9:abcdef');
    expect(() => box.open(row.ixcAccessToken, 'other-tenant')).toThrow();
  });

  it('leaves a provider that exists untouched: the admin area owns it after creation', async () => {
    await db.prisma.tenant.update({ where: { clientId: 'fibra' }, data: { primaryColor: '#654321' } });
    const changed = {
      ...record,
      alias: 'Fibra Sul Telecom',
      primary_color: '#000000',
      ixc_access_token: '9:other',
      status: 'suspended' as const,
    };
    expect(await provisionTenants(db.prisma, box, [changed])).toEqual([]);
    const rows = await db.prisma.tenant.findMany({ where: { clientId: 'fibra' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ alias: 'Fibra Sul', primaryColor: '#654321', status: 'active' });
    expect(box.open(rows[0]!.ixcAccessToken, 'fibra')).toBe('9:abcdef');
  });

  it('creates the ACS connection with a new provider when all three of its fields are given, sealed', async () => {
    const withAcs = {
      ...record,
      client_id: 'fibra-acs',
      ixc_acs_url: 'https://acs.example.com',
      ixc_acs_issuer: 'central',
      ixc_acs_private_key: 'KEY',
    };
    const withoutKey = { ...record, client_id: 'fibra-sem-acs', ixc_acs_url: 'https://acs.example.com', ixc_acs_issuer: 'central' };
    await provisionTenants(db.prisma, box, [withAcs, withoutKey]);
    const acs = await db.prisma.acsConfig.findFirstOrThrow({ where: { tenant: { clientId: 'fibra-acs' } } });
    // No acs_auth: a credential that is no P-256 key is the Client API's secret.
    expect(acs).toMatchObject({ url: 'https://acs.example.com', issuerId: 'central', kind: 'ixc', auth: 'client_secret' });
    expect(acs.privateKey).not.toBe('KEY');
    expect(box.open(acs.privateKey, 'fibra-acs')).toBe('KEY');
    expect(await db.prisma.acsConfig.count({ where: { tenant: { clientId: 'fibra-sem-acs' } } })).toBe(0);
  });

  it('takes acs_auth, or the jwt way from a P-256 key left without it, and refuses jwt with a key that is none', async () => {
    const keyed = {
      ...record,
      client_id: 'fibra-acs-jwt',
      ixc_acs_url: 'https://acs.example.com',
      ixc_acs_issuer: 'central',
      ixc_acs_private_key: IXC_ACS_SANDBOX_CLIENT.privateKeyPem,
    };
    const named = { ...keyed, client_id: 'fibra-acs-secret', acs_auth: 'client_secret' as const, ixc_acs_private_key: 'segredo' };
    await provisionTenants(db.prisma, box, [keyed, named]);
    const ways = await db.prisma.acsConfig.findMany({
      select: { auth: true, tenant: { select: { clientId: true } } },
      where: { tenant: { clientId: { in: ['fibra-acs-jwt', 'fibra-acs-secret'] } } },
    });
    expect(Object.fromEntries(ways.map((row) => [row.tenant.clientId, row.auth]))).toEqual({
      'fibra-acs-jwt': 'jwt',
      'fibra-acs-secret': 'client_secret',
    });
    const file = join(dir, 'acs-jwt.json');
    await writeFile(file, JSON.stringify([{ ...keyed, acs_auth: 'jwt', ixc_acs_private_key: 'segredo' }]));
    await expect(loadTenantsFile(file)).rejects.toThrow(/\/0\/ixc_acs_private_key is not an EC P-256 private key in PEM \(acs_auth jwt\)/);
  });

  it('creates a GenieACS connection from its URL alone, or with its Basic-auth pair sealed', async () => {
    const open = { ...record, client_id: 'fibra-genie', acs_kind: 'genieacs' as const, ixc_acs_url: 'http://genieacs.interno:7557' };
    const proxied = { ...open, client_id: 'fibra-genie-proxy', ixc_acs_issuer: 'nbi', ixc_acs_private_key: 'senha-do-proxy' };
    await provisionTenants(db.prisma, box, [open, proxied]);
    expect(await db.prisma.acsConfig.findFirstOrThrow({ where: { tenant: { clientId: 'fibra-genie' } } })).toMatchObject({
      kind: 'genieacs',
      url: 'http://genieacs.interno:7557',
      issuerId: '',
      privateKey: '',
    });
    const withAuth = await db.prisma.acsConfig.findFirstOrThrow({ where: { tenant: { clientId: 'fibra-genie-proxy' } } });
    expect([withAuth.kind, withAuth.issuerId, box.open(withAuth.privateKey, 'fibra-genie-proxy')]).toEqual([
      'genieacs',
      'nbi',
      'senha-do-proxy',
    ]);
  });

  const gateway = { kind: 'cielo' as const, merchant_id: '6f1c3a52-8d0e-4b7a-9c21-5e4d3b2a1f00', merchant_key: 'K'.repeat(40) };
  const receipt = { account_id: '7', planning_account_id: '4', receipt_type: 'CD' };

  it("creates the card settings with a new provider, the merchant key sealed, both accounts, Cielo's production hosts and 2.35% by default", async () => {
    await provisionTenants(db.prisma, box, [{ ...record, client_id: 'fibra-cartao', card_gateway: gateway, card_receipt: receipt }]);
    const row = await db.prisma.cardSettings.findFirstOrThrow({ where: { tenant: { clientId: 'fibra-cartao' } } });
    expect(row).toMatchObject({
      gatewayKind: 'cielo',
      merchantId: gateway.merchant_id,
      apiUrl: 'https://api.cieloecommerce.cielo.com.br',
      queryUrl: 'https://apiquery.cieloecommerce.cielo.com.br',
      receiptAccountId: '7',
      receiptPlanningAccountId: '4',
      receiptType: 'CD',
      receiptBranchId: null,
    });
    expect(row.interestRate.toString()).toBe('2.35');
    expect(row.merchantKey).not.toContain('KKKK');
    expect(box.open(row.merchantKey, 'fibra-cartao')).toBe('K'.repeat(40));
  });

  it('takes the URLs, branch and rate a provider gives; no receipt type is C', async () => {
    const given = {
      ...record,
      client_id: 'fibra-cartao-2',
      card_gateway: { ...gateway, api_url: 'http://127.0.0.1:8090', query_url: 'http://127.0.0.1:8090' },
      card_receipt: { account_id: '7', planning_account_id: '4', branch_id: '3' },
      card_interest_rate: 1.99,
    };
    await provisionTenants(db.prisma, box, [given]);
    const row = await db.prisma.cardSettings.findFirstOrThrow({ where: { tenant: { clientId: 'fibra-cartao-2' } } });
    expect(row).toMatchObject({
      apiUrl: 'http://127.0.0.1:8090',
      queryUrl: 'http://127.0.0.1:8090',
      receiptBranchId: '3',
      receiptType: 'C',
    });
    expect(row.interestRate.toString()).toBe('1.99');
    expect(await db.prisma.cardSettings.count({ where: { tenant: { clientId: 'fibra' } } })).toBe(0);
  });

  it('refuses card settings given by halves or with bad values, naming the field', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ card_gateway: gateway }, /\/0\/card_receipt is required with card_gateway/],
      [{ card_receipt: receipt }, /\/0\/card_gateway is required with card_receipt/],
      [{ card_interest_rate: 2 }, /\/0\/card_interest_rate needs card_gateway and card_receipt/],
      [
        { card_gateway: { ...gateway, merchant_id: 'loja-1' }, card_receipt: receipt },
        /\/0\/card_gateway\/merchant_id: Informe o Merchant ID/,
      ],
      [{ card_gateway: { ...gateway, merchant_key: 'curta' }, card_receipt: receipt }, /\/0\/card_gateway\/merchant_key: /],
      [{ card_gateway: { ...gateway, api_url: 'http://api.example.com' }, card_receipt: receipt }, /\/0\/card_gateway\/api_url: /],
      [{ card_gateway: gateway, card_receipt: receipt, card_interest_rate: 2.355 }, /\/0\/card_interest_rate: /],
      [{ card_gateway: gateway, card_receipt: receipt, card_interest_rate: 101 }, /\/0\/card_interest_rate/],
      [{ card_gateway: gateway, card_receipt: { ...receipt, account_id: 'caixa' } }, /\/0\/card_receipt\/account_id/],
      [{ card_gateway: gateway, card_receipt: { account_id: '7', receipt_type: 'C' } }, /\/0\/card_receipt.*planning_account_id/],
      [{ card_gateway: gateway, card_receipt: { ...receipt, planning_account_id: 'plano' } }, /\/0\/card_receipt\/planning_account_id/],
      [
        { card_gateway: gateway, card_receipt: { ...receipt, receipt_type: 'Cartão' } },
        /\/0\/card_receipt\/receipt_type: Escolha o tipo de recebimento do IXC/,
      ],
      [{ card_gateway: gateway, card_receipt: { ...receipt, receipt_type: 'X' } }, /\/0\/card_receipt\/receipt_type: /],
      [{ card_gateway: { ...gateway, kind: 'rede' }, card_receipt: receipt }, /\/0\/card_gateway\/kind/],
    ];
    const file = join(dir, 'cards.json');
    for (const [change, error] of cases) {
      await writeFile(file, JSON.stringify([{ ...record, ...change }]));
      await expect(loadTenantsFile(file), JSON.stringify(change)).rejects.toThrow(error);
    }
    await writeFile(file, JSON.stringify([{ ...record, card_gateway: gateway, card_receipt: receipt, card_interest_rate: 0 }]));
    expect(await loadTenantsFile(file)).toHaveLength(1);
  });

  it('updates late boletos unless update_late_boleto is false, and refuses anything but a boolean', async () => {
    await provisionTenants(db.prisma, box, [
      { ...record, client_id: 'fibra-boleto' },
      { ...record, client_id: 'fibra-boleto-fixo', update_late_boleto: false },
    ]);
    const rows = await db.prisma.tenant.findMany({ where: { clientId: { startsWith: 'fibra-boleto' } }, orderBy: { clientId: 'asc' } });
    expect(rows.map((row) => [row.clientId, row.updateLateBoleto])).toEqual([
      ['fibra-boleto', true],
      ['fibra-boleto-fixo', false],
    ]);
    const file = join(dir, 'boleto.json');
    await writeFile(file, JSON.stringify([{ ...record, update_late_boleto: 'sim' }]));
    await expect(loadTenantsFile(file)).rejects.toThrow(/\/0\/update_late_boleto/);
  });

  it('stores a provider_password only as a hash', async () => {
    await provisionTenants(db.prisma, box, [{ ...record, client_id: 'fibra-senha', provider_password: 'senha-do-provedor-1' }], {
      passwordCost: TEST_PASSWORD_COST,
    });
    const row = await db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'fibra-senha' } });
    expect(row.providerPasswordHash).toMatch(/^\$scrypt\$/);
    expect(row.providerPasswordHash).not.toContain('senha-do-provedor-1');
    expect(await verifyPassword('senha-do-provedor-1', row.providerPasswordHash!)).toBe(true);
  });

  it('lets two replicas starting together provision the same file: one creates, the other finds it', async () => {
    const both = await Promise.all([0, 1].map(() => provisionTenants(db.prisma, box, [{ ...record, client_id: 'fibra-corrida' }])));
    expect(both.flat()).toEqual(['fibra-corrida']);
    expect(await db.prisma.tenant.count({ where: { clientId: 'fibra-corrida' } })).toBe(1);
  });

  it("refuses a provider without department_id (IXC's setor / id_ticket_setor) with the admin form's words", async () => {
    const file = join(dir, 'no-department.json');
    const { department_id: _department, ...withoutDepartment } = record;
    for (const provider of [withoutDepartment, { ...record, department_id: null }]) {
      await writeFile(file, JSON.stringify([provider]));
      await expect(loadTenantsFile(file)).rejects.toThrow('/0/department_id: Por favor, informe um ID do departamento');
    }
  });

  it('refuses a provider_password shorter than 12 characters', async () => {
    const file = join(dir, 'short-password.json');
    await writeFile(file, JSON.stringify([{ ...record, provider_password: 'curta' }]));
    await expect(loadTenantsFile(file)).rejects.toThrow(/\/0\/provider_password/);
  });

  it('refuses a file with unknown fields or bad values, saying where', async () => {
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify([{ ...record, primary_color: 'blue', colour: '#fff' }]));
    await expect(loadTenantsFile(file)).rejects.toThrow(/TENANTS_FILE .*bad\.json is not a valid list of tenants: .*\/0/);
  });

  it("refuses an address the server could not call, such as ixc_domain 'http://[::1', naming the field", async () => {
    const file = join(dir, 'bad-address.json');
    const cases: Array<[Partial<TenantRecord>, string]> = [
      [{ ixc_domain: 'http://[::1' }, '/0/ixc_domain: Por favor, informe uma URL válida'],
      [{ ixc_domain: 'erp.fibrasul.com.br:99999' }, '/0/ixc_domain: Por favor, informe uma URL válida'],
      [{ faq_url: 'javascript:alert(1)' }, '/0/faq_url: Por favor, informe uma URL válida'],
      [{ vertical_logo_url: 'http://[::1]/logo.png' }, '/0/vertical_logo_url: Por favor, informe uma URL válida'],
      [{ ixc_acs_url: 'http://[::1', ixc_acs_issuer: 'i', ixc_acs_private_key: 'k' }, '/0/ixc_acs_url: Por favor, informe uma URL válida'],
    ];
    for (const [change, error] of cases) {
      await writeFile(file, JSON.stringify([{ ...record, ...change }]));
      await expect(loadTenantsFile(file), JSON.stringify(change)).rejects.toThrow(error);
    }
  });

  it('takes custom domains and a DPO e-mail, and refuses bad ones or a domain two providers claim', async () => {
    const file = join(dir, 'domains.json');
    const withDomains = {
      ...record,
      client_id: 'fibra-dominios',
      custom_domains: ['portal.fibrasul.com.br'],
      dpo_email: 'dpo@fibrasul.com.br',
    };
    await writeFile(file, JSON.stringify([withDomains]));
    expect(await provisionTenants(db.prisma, box, await loadTenantsFile(file))).toEqual(['fibra-dominios']);
    expect(await db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'fibra-dominios' } })).toMatchObject({
      customDomains: ['portal.fibrasul.com.br'],
      dpoEmail: 'dpo@fibrasul.com.br',
    });

    for (const [change, error] of [
      [{ custom_domains: ['https://portal.x.com'] }, `/0/custom_domains: ${MESSAGES.customDomainInvalid}`],
      [{ dpo_email: 'dpo@' }, `/0/dpo_email: ${MESSAGES.adminEmailInvalid}`],
    ] as const) {
      await writeFile(file, JSON.stringify([{ ...record, ...change }]));
      await expect(loadTenantsFile(file), JSON.stringify(change)).rejects.toThrow(error);
    }
    await writeFile(
      file,
      JSON.stringify([
        { ...record, custom_domains: ['a.x.com'] },
        { ...record, client_id: 'outra', custom_domains: ['a.x.com'] },
      ]),
    );
    await expect(loadTenantsFile(file)).rejects.toThrow("/1/custom_domains: a.x.com is also fibra's");
    const claimed = { ...record, client_id: 'fibra-intrusa', custom_domains: ['portal.fibrasul.com.br'] };
    await expect(provisionTenants(db.prisma, box, [claimed])).rejects.toThrow(
      MESSAGES.customDomainTaken.replace('{domain}', 'portal.fibrasul.com.br'),
    );
    expect(await db.prisma.tenant.count({ where: { clientId: 'fibra-intrusa' } })).toBe(0);
  });

  it('reads a valid file', async () => {
    const file = join(dir, 'good.json');
    await writeFile(file, JSON.stringify([record]));
    expect(await loadTenantsFile(file)).toEqual([record]);
  });

  it("creates the demo's partner apps with the provider, connection secrets sealed, and refuses an app the admin form would", async () => {
    const demo = demoTenants('http://127.0.0.1:8089', {
      watchUrl: 'http://127.0.0.1:8091',
      nextcloudUrl: 'http://127.0.0.1:8092',
    })[0] as TenantRecord;
    const file = join(dir, 'demo-apps.json');
    await writeFile(file, JSON.stringify([{ ...demo, client_id: 'demoapps' }]));
    const [loaded] = await loadTenantsFile(file);
    expect(await provisionTenants(db.prisma, box, [loaded!])).toEqual(['demoapps']);
    const apps = await db.prisma.customerApp.findMany({ where: { tenant: { clientId: 'demoapps' } }, orderBy: { name: 'asc' } });
    expect(apps.map((app) => [app.name, app.integrationMethod, app.integrationUrl])).toEqual([
      ['ATP Box', 'api_atp_box', 'http://127.0.0.1:8092'],
      ['Guia de Canais', 'display_only', null],
      ['Olé TV', 'ole_tv', 'http://127.0.0.1:8091'],
      ['Watch Brasil', 'watchbr', 'http://127.0.0.1:8091'],
    ]);
    const watch = apps.find((app) => app.integrationMethod === 'watchbr')!;
    expect(watch.productIds).toEqual([{ id: '880', label: 'Watch Brasil' }]);
    expect(box.open(watch.integrationSecret!, 'demoapps')).toBe(WATCH_SANDBOX_CLIENT.clientSecret);
    expect(watch.integrationSecret).not.toContain(WATCH_SANDBOX_CLIENT.clientSecret);

    const bad = join(dir, 'bad-app.json');
    await writeFile(bad, JSON.stringify([{ ...demo, client_id: 'badapps', apps: [{ ...demo.apps![0]!, image: 'not a url' }] }]));
    await expect(loadTenantsFile(bad)).rejects.toThrow('/0/apps/0/image: URL da imagem não é válida');
  });
});
