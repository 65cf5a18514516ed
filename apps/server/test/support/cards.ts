import { CIELO_SANDBOX_MERCHANT, cieloTestCard, createCieloSimulator } from '@central/sandbox';
import type supertest from 'supertest';
import { beforeAll, beforeEach } from 'vitest';
import { createSecretBox } from '../../src/lib/crypto';
import pino from 'pino';
import { createCieloGateway } from '../../src/integrations/cielo';
import { createAccountCache } from '../../src/lib/account-cache';
import { createCardGateways } from '../../src/modules/cards/card-gateway-for';
import { createCardsStore } from '../../src/modules/cards/cards-store';
import { createPaymentsStore } from '../../src/modules/cards/payments/payments-store';
import type { CardPaymentJobPorts } from '../../src/modules/cards/payments/settle-context';
import { createTenantDirectory, type TenantDirectory } from '../../src/modules/tenants/tenant-directory';
import { recordCalls } from './recorded-calls';
import { sharedSimulator, sharedTestApp } from './suite';
import { TEST_SECRETS } from './test-app';

/** The suites of /api/payment/card: the app, a Cielo simulator of its own and the cards' helpers. */
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
export const cardsOf = async (client: supertest.Agent) =>
  (await client.get('/api/payment/card').expect(200)).body.cards as Array<Record<string, unknown>>;

/**
 * Registers the suite's hooks. demo: flag and settings; outro: the same, another provider; acme: settings, no flag;
 * semconfig: flag, no settings. Between tests: no cards, no Cielo state, the ERP's fixtures back.
 */
export function cardSuite() {
  const calls = recordCalls();
  /** The jobs the app queued (the settle job of an unfinished payment), newest last. */
  const queued: Array<{ queue: string; data: object; options?: object }> = [];
  const cielo = sharedSimulator(createCieloSimulator);
  const t = sharedTestApp({
    logger: calls.logger,
    cardGatewayTimeoutMs: 1000,
    jobs: {
      send: async (queue, data, options) => {
        queued.push({ queue, data, options });
        return `job-${queued.length}`;
      },
    },
    tenants: (records) => [
      ...records,
      { ...records[0]!, client_id: 'outro', alias: 'Outro Provedor' },
      { ...records[0]!, client_id: 'semconfig', alias: 'Sem Configuração' },
    ],
  });
  let directory: TenantDirectory | undefined;

  const tenantId = async (clientId: string) => (await t.db.prisma.tenant.findUniqueOrThrow({ where: { clientId } })).id;
  async function saveSettings(clientId: string, change: { apiUrl?: string; merchantKey?: string } = {}) {
    const settings = {
      merchantId: CIELO_SANDBOX_MERCHANT.merchantId,
      merchantKey: box.seal(change.merchantKey ?? CIELO_SANDBOX_MERCHANT.merchantKey, clientId),
      apiUrl: change.apiUrl ?? cielo.origin,
      queryUrl: cielo.origin,
      // Two different accounts, so that a test tells conta_ from id_conta.
      receiptAccountId: '12',
      receiptPlanningAccountId: '3',
      receiptType: 'C',
    };
    const id = await tenantId(clientId);
    await t.db.prisma.cardSettings.upsert({ where: { tenantId: id }, create: { tenantId: id, ...settings }, update: settings });
  }

  beforeAll(async () => {
    for (const clientId of ['demo', 'outro', 'acme']) await saveSettings(clientId);
    await t.db.prisma.cardSettings.deleteMany({ where: { tenant: { clientId: 'semconfig' } } });
  });
  beforeEach(async () => {
    await t.db.prisma.cardPayment.deleteMany();
    await t.db.prisma.card.deleteMany();
    queued.length = 0;
  });

  return {
    t,
    cielo,
    calls,
    queued,
    tenantId,
    saveSettings,
    /** Bumps the account's version, which every cached ERP read of it is keyed by (lib/account-cache.ts). */
    async forgetErpReads(customerId: string) {
      const account = { tenantId: await tenantId('demo'), customerId };
      await t.db.prisma.accountVersion.upsert({
        where: { tenantId_customerId: account },
        create: { ...account, version: 1 },
        update: { version: { increment: 1 } },
      });
    },
    storedCards: () => t.db.prisma.card.findMany(),
    /**
     * A saved card straight into the vault and the table, skipping Zero Auth: how a card that passed it once and is
     * refused now (the sandbox's last digit decides each sale) is had in a test.
     */
    async storeCard(number: string, customerId = '1001', clientId = 'demo') {
      const gateway = createCieloGateway({ apiUrl: cielo.origin, queryUrl: cielo.origin, ...CIELO_SANDBOX_MERCHANT, timeoutMs: 2000 });
      const { cardToken } = await gateway.tokenize({
        customerName: 'Maria',
        number,
        holder: 'MARIA S SOUZA',
        expiry: '12/2031',
        brand: 'visa',
      });
      return t.db.prisma.card.create({
        data: {
          tenantId: await tenantId(clientId),
          customerId,
          gatewayToken: box.seal(cardToken, clientId),
          fingerprint: `test-${number}`,
          brand: 'visa',
          last4: number.slice(-4),
          expiry: '12/2031',
          holder: 'MARIA S SOUZA',
          alias: `Visa final ${number.slice(-4)}`,
          contractIds: ['2001'],
        },
      });
    },
    payments: () => t.db.prisma.cardPayment.findMany({ orderBy: { createdAt: 'asc' } }),
    /** What the card payment jobs get in main.ts, over this app's database and providers (`now` moves their clock). */
    jobDeps(now?: () => Date): CardPaymentJobPorts {
      const prisma = t.db.prisma;
      directory ??= createTenantDirectory({ prisma, box, ixc: { timeoutMs: 3000, listRetries: 1 } });
      return {
        store: createPaymentsStore(prisma),
        tenants: directory,
        gateways: createCardGateways({ store: createCardsStore(prisma), box, timeoutMs: 1000 }),
        accounts: createAccountCache(prisma),
        log: pino({ level: 'silent' }),
        ...(now ? { now } : {}),
      };
    },
    /** The receipts IXC holds (the demo dataset's fn_areceber_baixas). */
    receipts: () => t.sandbox.sandbox.table('demo', 'fn_areceber_baixas'),
    gatewayCalls: () => cielo.requests().map((request) => request.route),
  };
}
