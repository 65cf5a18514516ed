import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createSecretBox } from '../src/lib/crypto';
import { loadTenantsFile, upsertTenants } from '../src/modules/tenants/tenants-file';
import type { TenantRecord } from '../src/modules/tenants/tenant-record';
import { TEST_SECRETS } from './support/test-app';
import { openTestDatabase } from './support/test-database';

const box = createSecretBox(TEST_SECRETS.secretsKey);
const record: TenantRecord = {
  client_id: 'fibra',
  alias: 'Fibra Sul',
  primary_color: '#123456',
  ixc_domain: 'erp.fibrasul.com.br',
  ixc_access_token: '9:abcdef',
  subjects: ['12 - Sem conexão', '13 - Boleto'],
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
  it('upserts tenants by client_id, keeping the ERP token sealed at rest', async () => {
    await upsertTenants(db.prisma, box, [record]);
    await upsertTenants(db.prisma, box, [{ ...record, alias: 'Fibra Sul Telecom' }]);
    const rows = await db.prisma.tenant.findMany({ where: { clientId: 'fibra' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      alias: 'Fibra Sul Telecom',
      secondaryColor: '#123456',
      supportSubjects: [{ id: '12', label: 'Sem conexão' }, { id: '13', label: 'Boleto' }],
      featureFlags: ['credit_card', 'speed_test->https://speed.example.com'],
    });
    expect(rows[0]!.ixcAccessToken).toMatch(/^v1:/);
    expect(rows[0]!.ixcAccessToken).not.toContain('abcdef');
    expect(box.open(rows[0]!.ixcAccessToken, 'fibra')).toBe('9:abcdef');
    expect(() => box.open(rows[0]!.ixcAccessToken, 'other-tenant')).toThrow();
  });

  it('keeps an ACS connection only while all three of its fields are given', async () => {
    const withAcs = { ...record, ixc_acs_url: 'https://acs.example.com', ixc_acs_issuer: 'central', ixc_acs_private_key: 'KEY' };
    await upsertTenants(db.prisma, box, [withAcs]);
    const acs = await db.prisma.acsConfig.findFirstOrThrow({ where: { tenant: { clientId: 'fibra' } } });
    expect(acs.privateKey).not.toBe('KEY');
    expect(box.open(acs.privateKey, 'fibra')).toBe('KEY');
    await upsertTenants(db.prisma, box, [record]);
    expect(await db.prisma.acsConfig.count({ where: { tenant: { clientId: 'fibra' } } })).toBe(0);
  });

  it('refuses a file with unknown fields or bad values, saying where', async () => {
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify([{ ...record, primary_color: 'blue', colour: '#fff' }]));
    await expect(loadTenantsFile(file)).rejects.toThrow(/TENANTS_FILE .*bad\.json is not a valid list of tenants: .*\/0/);
  });

  it('reads a valid file', async () => {
    const file = join(dir, 'good.json');
    await writeFile(file, JSON.stringify([record]));
    expect(await loadTenantsFile(file)).toEqual([record]);
  });
});
