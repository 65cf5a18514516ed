import { CHECK_TEXTS, CLOUD_STORAGE_ADMIN_MESSAGES, type CheckLine } from '@central/domain';
import {
  createIxcAcsSimulator,
  createNextcloudSimulator,
  createSvaLoginSimulator,
  createTocaLivrosSimulator,
  createWatchSimulator,
  IXC_ACS_SANDBOX_CLIENT,
  NEXTCLOUD_SANDBOX_ADMIN,
  SVA_LOGIN_SANDBOX_CREDENTIALS,
  TOCALIVROS_SANDBOX_CREDENTIALS,
  WATCH_SANDBOX_CLIENT,
  type IxcAcsSimulator,
  type NextcloudSimulator,
  type SvaLoginSimulator,
  type TocaLivrosSimulator,
  type WatchSimulator,
} from '@central/sandbox';
import type supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/crypto';
import { adminClient, providerClient, TEST_ADMIN } from './support/staff';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';
import { connectWatchApp } from './support/watch';

/**
 * 'Testar integrações' against the simulators of every system: a green line per check that works, a red one naming
 * what to fix for each that does not, and nothing written anywhere.
 */
let t: TestApp;
let admin: supertest.Agent;
let acs: IxcAcsSimulator;
let watch: WatchSimulator;
let nextcloud: NextcloudSimulator;
let playhub: SvaLoginSimulator;
let books: TocaLivrosSimulator;
const ids = { watch: '', atpBox: '', playhub: '', books: '', acs: '' };
/** The demo provider's ERP and card settings as provisioned, restored before each test. */
let provisioned: { tenant: { ixcDomain: string; ixcAccessToken: string; departmentId: string | null }; merchantKey: string };
const box = createSecretBox(TEST_SECRETS.secretsKey);
const PATH = '/api/payment/customer/demo/integration-check';
const ATP_BOX = {
  name: 'ATP Box',
  image: 'https://cdn.central.test/app.png',
  activation_criteria: 'product_in_contract',
  product_ids: ['883 - ATP Box'],
  integration_method: 'api_atp_box',
};

beforeAll(async () => {
  [acs, watch, nextcloud, playhub, books] = [
    createIxcAcsSimulator(),
    createWatchSimulator(),
    createNextcloudSimulator(),
    createSvaLoginSimulator(),
    createTocaLivrosSimulator(),
  ];
  await Promise.all([acs.listen(), watch.listen(), nextcloud.listen(), playhub.listen(), books.listen()]);
  t = await startTestApp({ acsTimeoutMs: 600, partnerTimeoutMs: 600 });
  admin = await adminClient(t);
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId: 'demo' }, include: { cardSettings: true } });
  provisioned = {
    tenant: { ixcDomain: tenant.ixcDomain, ixcAccessToken: tenant.ixcAccessToken, departmentId: tenant.departmentId },
    merchantKey: tenant.cardSettings!.merchantKey,
  };
  const acsRecord = {
    client_id: 'demo',
    acs_url: acs.origin,
    acs_issuer_id: IXC_ACS_SANDBOX_CLIENT.issuerId,
    acs_private_key: IXC_ACS_SANDBOX_CLIENT.clientSecret,
    acs_kind: 'ixc',
    acs_auth: 'client_secret',
  };
  ids.acs = (await admin.post('/api/acs/adm').send(acsRecord).expect(201)).body.uuid;
  const app = (name: string, method: string, product: string, integration: object) => ({
    name,
    image: 'https://cdn.central.test/app.png',
    activation_criteria: 'product_in_contract',
    product_ids: [product],
    integration_method: method,
    integration,
  });
  const create = async (body: object) => {
    const response = await admin.post('/api/payment/customer/demo/customer-app/create').send(body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.customer_app.id as string;
  };
  ids.watch = await create(
    app('Watch Brasil', 'watchbr', '880 - Watch Brasil', {
      url: watch.origin,
      user: WATCH_SANDBOX_CLIENT.clientId,
      secret: WATCH_SANDBOX_CLIENT.clientSecret,
    }),
  );
  ids.atpBox = await create(
    app('ATP Box', 'api_atp_box', '883 - ATP Box', {
      url: nextcloud.origin,
      user: NEXTCLOUD_SANDBOX_ADMIN.username,
      secret: NEXTCLOUD_SANDBOX_ADMIN.password,
    }),
  );
  ids.playhub = await create(app('Playhub', 'playhub', '882 - Playhub', { url: playhub.origin, ...SVA_LOGIN_SANDBOX_CREDENTIALS }));
  ids.books = await create(
    app('Toca Livros', 'api_toca_livros', '886 - Toca Livros', { url: books.origin, ...TOCALIVROS_SANDBOX_CREDENTIALS }),
  );
});
afterAll(async () => {
  await t?.close();
  await Promise.all([acs?.close(), watch?.close(), nextcloud?.close(), playhub?.close(), books?.close()]);
});
beforeEach(async () => {
  await t.fresh();
  await t.db.prisma.tenant.update({ where: { clientId: 'demo' }, data: provisioned.tenant });
  await t.db.prisma.cardSettings.updateMany({ data: { merchantKey: provisioned.merchantKey } });
  await t.db.prisma.integrationCheck.deleteMany();
  await t.db.prisma.partnerConnection.deleteMany();
  acs.reset();
  watch.reset();
  nextcloud.reset();
  playhub.reset();
  books.reset();
  await connectWatchApp(t, ids.watch);
});

const run = async (): Promise<CheckLine[]> => (await admin.post(PATH).expect(200)).body.check.lines;
const lineOf = (lines: CheckLine[], id: string) => lines.find((line) => line.id === id);
const statuses = (lines: CheckLine[]) => Object.fromEntries(lines.map((line) => [line.id, line.status]));
const TABLES = [
  'cliente',
  'cliente_contrato',
  'vd_contratos_produtos',
  'radusuarios',
  'fn_areceber',
  'vd_saida',
  'cidade',
  'uf',
  'su_oss_assunto',
  'funcionarios',
  'produtos',
  'vd_contratos',
  'su_ticket',
  'su_mensagens',
  'fn_areceber_baixas',
];

describe('Testar integrações', () => {
  it('shows one green line per working check, says which cannot be verified without writing, and writes nothing anywhere', async () => {
    t.sandbox.sandbox.resetStats();
    const watchCalls = watch.requests().length;
    const lines = await run();
    expect(statuses(lines)).toEqual({
      'erp.token': 'ok',
      ...Object.fromEntries(TABLES.map((table) => [`erp.table.${table}`, 'ok'])),
      'erp.write.su_ticket': 'unverifiable',
      'erp.write.receipt': 'unverifiable',
      acs: 'ok',
      card: 'ok',
      [`app.${ids.watch}`]: 'ok',
      [`app.${ids.atpBox}`]: 'ok',
      [`app.${ids.atpBox}.writes`]: 'unverifiable',
      [`app.${ids.playhub}`]: 'ok',
      [`app.${ids.books}`]: 'ok',
      mail: 'unverifiable',
      push: 'ok',
    });
    expect(lineOf(lines, 'erp.table.radusuarios')).toEqual({
      id: 'erp.table.radusuarios',
      title: 'IXC: logins PPPoE',
      status: 'ok',
      detail: 'Leitura permitida.',
    });
    expect(lineOf(lines, 'erp.write.receipt')!.detail).toMatch(/^Não verificável sem uma baixa/);
    expect(lineOf(lines, `app.${ids.watch}`)!.detail).toMatch(/^Conectado à Watch até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/);
    expect(lineOf(lines, 'mail')!.detail).toBe(CHECK_TEXTS.mail.outbox);

    // Reads only: one listing of one row per table, no action, no write; nothing at the ACS, Cielo, Watch or Nextcloud.
    expect(t.sandbox.sandbox.stats().byResource).toEqual(Object.fromEntries(TABLES.map((table) => [table, 1])));
    expect(acs.requests().map((entry) => entry.route)).toEqual(['token', 'naturalView']);
    expect(t.cielo.requests().map((entry) => entry.route)).toEqual(['salesByOrder']);
    expect(
      watch
        .requests()
        .slice(watchCalls)
        .map((entry) => entry.route),
    ).toEqual(['getTickets']);
    expect([watch.users(), watch.tickets()]).toEqual([[], []]);
    expect(nextcloud.requests().map((entry) => entry.route)).toEqual(['listGroups']);
    expect([playhub.accounts(), books.users()]).toEqual([[], []]);
  });

  it('keeps the result with its time and who ran it, and shows it again', async () => {
    expect((await admin.get(PATH).expect(200)).body).toEqual({ check: null });
    await run();
    const { check } = (await admin.get(PATH).expect(200)).body;
    expect(check).toMatchObject({ checked_at: expect.any(String), checked_by: TEST_ADMIN.email });
    expect(check.lines.length).toBeGreaterThan(20);
    const stored = await t.db.prisma.integrationCheck.findMany();
    expect(stored).toHaveLength(1);
  });

  it('checks once for a double click, and answers a check seconds old instead of running another', async () => {
    t.sandbox.sandbox.resetStats();
    const [first, second] = await Promise.all([admin.post(PATH), admin.post(PATH)]);
    expect(first.body).toEqual(second.body);
    expect((await admin.post(PATH).expect(200)).body).toEqual(first.body);
    expect(t.sandbox.sandbox.stats().byResource.cliente).toBe(1);
  });

  it('names the table the ERP token may not read, and the others stay green', async () => {
    t.sandbox.sandbox.denyResources('demo', ['radusuarios']);
    const lines = await run();
    expect(lineOf(lines, 'erp.table.radusuarios')).toMatchObject({
      status: 'failed',
      detail: 'O token não tem permissão para ler `radusuarios`: libere a tabela para o usuário do webservice no IXC.',
    });
    expect(lines.filter((line) => line.id.startsWith('erp.table.') && line.status !== 'ok').map((line) => line.id)).toEqual([
      'erp.table.radusuarios',
    ]);
  });

  it('says the ERP refused its token, and checks no table with it', async () => {
    await t.db.prisma.tenant.update({
      where: { clientId: 'demo' },
      data: { ixcAccessToken: box.seal('1:0000000000000000000000000000000000000000000000000000000000000000', 'demo') },
    });
    const lines = await run();
    expect(lineOf(lines, 'erp.token')).toMatchObject({ status: 'failed', detail: CHECK_TEXTS.erp.tokenRefused });
    expect(lines.filter((line) => line.id.startsWith('erp.'))).toHaveLength(1);
  });

  it("says when the ERP's domain is no address at all", async () => {
    await t.db.prisma.tenant.update({ where: { clientId: 'demo' }, data: { ixcDomain: 'http://[::1' } });
    expect(lineOf(await run(), 'erp.token')).toMatchObject({ status: 'failed', detail: CHECK_TEXTS.erp.domainInvalid });
  });

  it('says the support department is missing, where IXC would refuse every request', async () => {
    await t.db.prisma.tenant.update({ where: { clientId: 'demo' }, data: { departmentId: null } });
    expect(lineOf(await run(), 'erp.write.su_ticket')).toMatchObject({
      status: 'failed',
      detail: CHECK_TEXTS.erp.supportDepartmentMissing,
    });
  });

  it("says the ACS refused the Client API's secret, or did not answer in time", async () => {
    await admin
      .put(`/api/acs/adm/${ids.acs}`)
      .send({
        acs_url: acs.origin,
        acs_issuer_id: IXC_ACS_SANDBOX_CLIENT.issuerId,
        acs_private_key: 'outro-segredo',
        acs_kind: 'ixc',
        acs_auth: 'client_secret',
      })
      .expect(200);
    try {
      expect(lineOf(await run(), 'acs')).toMatchObject({ status: 'failed', detail: CHECK_TEXTS.acs.refusedSecret });
    } finally {
      await admin
        .put(`/api/acs/adm/${ids.acs}`)
        .send({
          acs_url: acs.origin,
          acs_issuer_id: IXC_ACS_SANDBOX_CLIENT.issuerId,
          acs_private_key: IXC_ACS_SANDBOX_CLIENT.clientSecret,
          acs_kind: 'ixc',
          acs_auth: 'client_secret',
        })
        .expect(200);
    }
    await t.db.prisma.integrationCheck.deleteMany();
    acs.failNext('token', { hang: true });
    expect(lineOf(await run(), 'acs')).toMatchObject({ status: 'failed', detail: 'Sem resposta em 0,6 s.' });
  });

  it('says Cielo refused the merchant keys', async () => {
    await t.db.prisma.cardSettings.updateMany({ data: { merchantKey: box.seal('K'.repeat(40), 'demo') } });
    expect(lineOf(await run(), 'card')).toMatchObject({ status: 'failed', detail: CHECK_TEXTS.card.refused(401) });
  });

  it("says a Watch app must connect again once Watch refuses its token, and the app's page then offers it", async () => {
    watch.revokeTokens();
    expect(lineOf(await run(), `app.${ids.watch}`)).toMatchObject({ status: 'failed', detail: CHECK_TEXTS.app.watchRefused });
    const shown = (await admin.get(`/api/payment/customer/demo/customer-app/${ids.watch}`).expect(200)).body.customer_app;
    expect(shown.connection.state).toBe('refused');
    await t.db.prisma.partnerConnection.deleteMany();
    await t.db.prisma.integrationCheck.deleteMany();
    expect(lineOf(await run(), `app.${ids.watch}`)).toMatchObject({ status: 'failed', detail: CHECK_TEXTS.app.watchNone });
  });

  it("says Nextcloud refused the credentials, and what an app password's confirmation means", async () => {
    const edit = (secret: string) =>
      admin
        .put(`/api/payment/customer/demo/customer-app/${ids.atpBox}/edit`)
        .send({ ...ATP_BOX, integration: { url: nextcloud.origin, user: NEXTCLOUD_SANDBOX_ADMIN.username, secret } })
        .expect(200);
    await edit('senha-errada');
    try {
      expect(lineOf(await run(), `app.${ids.atpBox}`)).toMatchObject({ status: 'failed', detail: CHECK_TEXTS.nextcloud.refused });
    } finally {
      await edit(NEXTCLOUD_SANDBOX_ADMIN.password);
    }
    expect(CLOUD_STORAGE_ADMIN_MESSAGES.passwordConfirmationRequired).toContain('senha de login do administrador');
  });

  it("says another partner refused the app's credentials", async () => {
    await t.db.prisma.customerApp.update({ where: { id: ids.playhub }, data: { integrationSecret: box.seal('outro-segredo', 'demo') } });
    try {
      expect(lineOf(await run(), `app.${ids.playhub}`)).toMatchObject({ status: 'failed', detail: CHECK_TEXTS.app.credentialsRefused });
    } finally {
      await t.db.prisma.customerApp.update({
        where: { id: ids.playhub },
        data: { integrationSecret: box.seal(SVA_LOGIN_SANDBOX_CREDENTIALS.secret, 'demo') },
      });
    }
  });

  it('is for admins only: 401 without a session, 403 to a provider, 404 for a provider nobody has', async () => {
    expect((await t.client('admin.localhost').post(PATH)).status).toBe(401);
    const provider = await providerClient(t, 'demo');
    expect((await provider.post(PATH)).status).toBe(403);
    expect((await admin.post('/api/payment/customer/ninguem/integration-check')).status).toBe(404);
    expect(await t.db.prisma.integrationCheck.count()).toBe(0);
  });
});
