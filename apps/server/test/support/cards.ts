import { CIELO_SANDBOX_MERCHANT, cieloTestCard, createCieloSimulator, type CieloSimulator } from '@central/sandbox';
import type supertest from 'supertest';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createSecretBox } from '../../src/lib/crypto';
import { recordCalls } from './recorded-calls';
import { startTestApp, TEST_SECRETS, type TestApp } from './test-app';

/** Issue 11's suites of /api/payment/card: the app, a Cielo simulator of its own and the cards' helpers. */
const box = createSecretBox(TEST_SECRETS.secretsKey);

export const VISA = cieloTestCard(1);
export const MASTERCARD = cieloTestCard(0, '55555555555555');
/** The sandbox declines Zero Auth for a card ending in 2. */
export const DECLINED = cieloTestCard(2);
export const CVV = '837';
export const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
export const newCard = (number: string, extra: Record<string, unknown> = {}) => ({
  CardAlias: null,
  CardNumber: spaced(number),
  Holder: 'MARIA S SOUZA',
  ExpirationDate: '12/2031',
  SecurityCode: CVV,
  Recurrent: false,
  ...extra,
});
export const addCard = (client: supertest.Agent, body: object) => client.post('/api/payment/card').send(body);
export const cardsOf = async (client: supertest.Agent) => (await client.get('/api/payment/card').expect(200)).body.cards as Array<Record<string, unknown>>;

/**
 * Registers the suite's hooks. demo: flag and settings; outro: the same, another provider; acme: settings, no flag;
 * semconfig: flag, no settings. Between tests: no cards, no Cielo state, the ERP's fixtures back.
 */
export function cardSuite() {
  const calls = recordCalls();
  let t: TestApp;
  let cielo: CieloSimulator;

  const tenantId = async (clientId: string) => (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId } })).id;
  async function saveSettings(clientId: string, change: { apiUrl?: string; merchantKey?: string } = {}) {
    const settings = {
      merchantId: CIELO_SANDBOX_MERCHANT.merchantId,
      merchantKey: box.seal(change.merchantKey ?? CIELO_SANDBOX_MERCHANT.merchantKey, clientId),
      apiUrl: change.apiUrl ?? cielo.origin,
      queryUrl: cielo.origin,
      receiptAccountId: '1',
      receiptType: '1',
    };
    const id = await tenantId(clientId);
    await t.db.prisma.cardSettings.upsert({ where: { tenantId: id }, create: { tenantId: id, ...settings }, update: settings });
  }

  beforeAll(async () => {
    cielo = createCieloSimulator();
    await cielo.listen();
    t = await startTestApp({
      logger: calls.logger,
      cardGatewayTimeoutMs: 1000,
      tenants: (records) => [
        ...records,
        { ...records[0]!, client_id: 'outro', alias: 'Outro Provedor' },
        { ...records[0]!, client_id: 'semconfig', alias: 'Sem Configuração' },
      ],
    });
    for (const clientId of ['demo', 'outro', 'acme']) await saveSettings(clientId);
    await t.db.prisma.cardSettings.deleteMany({ where: { tenant: { clientId: 'semconfig' } } });
  });
  afterAll(async () => {
    await t?.close();
    await cielo?.close();
  });
  beforeEach(async () => {
    await t.fresh();
    await t.db.prisma.card.deleteMany();
    cielo.reset();
  });

  return {
    get t() {
      return t;
    },
    get cielo() {
      return cielo;
    },
    calls,
    tenantId,
    saveSettings,
    /** Bumps the account's version, which every cached ERP read of it is keyed by (lib/account-cache.ts). */
    async forgetErpReads(customerId: string) {
      const account = { tenantId: await tenantId('demo'), customerId };
      await t.db.prisma.accountVersion.upsert({ where: { tenantId_customerId: account }, create: { ...account, version: 1 }, update: { version: { increment: 1 } } });
    },
    storedCards: () => t.db.prisma.card.findMany(),
    gatewayCalls: () => cielo.requests().map((request) => request.route),
  };
}
