import Fastify, { type FastifyInstance } from 'fastify';
import { capture, voidByOrder, voidSale } from './capture-void';
import { getCard, tokenize, zeroAuth } from './card-operations';
import { createCardVault, type StoredCardView } from './card-vault';
import { createFaults, type CieloFault, type CieloRoute } from './faults';
import { seededRandom } from './last-digit';
import { createSale, getSale, salesByOrder } from './sale-operations';
import { createSalesStore, type Sale } from './sales-store';
import { serveCall, type CieloLoggedRequest, type CieloMerchant } from './serve-call';
import type { SimulatorState } from './simulator-state';

export interface CieloSimulatorOptions {
  /** The merchants it knows; default: `CIELO_SANDBOX_MERCHANT` alone. */
  merchants?: CieloMerchant[];
  /** Seed of the draws behind digit-9 cards (and issuer ids): the same seed gives the same results. Default 1. */
  seed?: number;
  now?: () => Date;
  logger?: boolean;
}

export interface CieloSimulator {
  readonly app: FastifyInstance;
  /**
   * Listens on 127.0.0.1 (a free port by default) and returns the origin, e.g. `http://127.0.0.1:41234`. Another
   * host only for the sandbox's own service (docker compose's demo, `0.0.0.0`); the origin then names 127.0.0.1.
   */
  listen(port?: number, host?: string): Promise<string>;
  readonly origin: string;
  /** Every sale made, oldest first, as stored: card masked, no security code. Copies. */
  sales(): Sale[];
  /** Cards in the vault, masked. */
  cards(): StoredCardView[];
  /** Stages a failure for the next call(s) of a route. */
  failNext(route: CieloRoute, fault: CieloFault): void;
  /** Requests received, without bodies. */
  requests(): CieloLoggedRequest[];
  /** Forgets sales, cards, staged faults and the log, and restarts the seeded draws. */
  reset(): void;
  close(): Promise<void>;
}

/** A merchant pair for demos and tests; not a Cielo credential. */
export const CIELO_SANDBOX_MERCHANT: CieloMerchant = {
  merchantId: '6f1c3a52-8d0e-4b7a-9c21-5e4d3b2a1f00',
  merchantKey: 'CENTRALSANDBOXMERCHANTKEY000000000000000',
};

/**
 * A simulator of Cielo's API 3.0 (e-commerce, credit cards) speaking its wire protocol: `MerchantId`/`MerchantKey`
 * headers, PascalCase JSON, amounts in cents, the sandbox's last-digit rule.
 *
 * Cielo has two hosts, `api…` for transactions (POST/PUT) and `apiquery…` for queries (GET). The simulator serves
 * both on one origin: configure an adapter with api_url = query_url = `listen()`'s origin. Served over plain
 * HTTP, as it only listens on 127.0.0.1.
 *
 * Routes: POST /1/card/, GET /1/card/{CardToken}, POST /1/zeroauth, POST /1/sales/, GET /1/sales/{PaymentId},
 * GET /1/sales?merchantOrderId=, PUT /1/sales/{PaymentId}/capture, PUT /1/sales/{PaymentId}/void,
 * PUT /1/sales/OrderId/{MerchantOrderId}/void. Each file says which facts come from Cielo's documentation.
 */
export function createCieloSimulator(options: CieloSimulatorOptions = {}): CieloSimulator {
  const merchants = options.merchants ?? [CIELO_SANDBOX_MERCHANT];
  const seed = options.seed ?? 1;
  let origin = '';
  let sequence = 0;
  const state: SimulatorState = {
    vault: createCardVault(),
    sales: createSalesStore(),
    now: options.now ?? (() => new Date()),
    random: seededRandom(seed),
    origin: () => origin,
    nextSequence: () => ++sequence,
  };
  const context = { state, merchants, faults: createFaults(), log: [] as CieloLoggedRequest[], hanging: new Set<() => void>() };

  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true, routerOptions: { ignoreTrailingSlash: true } });
  // Any content type, parsed as JSON when possible: Cielo reads a body it cannot parse as no body at all (code 184),
  // and capture/void come with `Content-Type: application/json` and nothing to parse.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(String(body)));
    } catch {
      done(null, undefined);
    }
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send());
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) =>
    reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 500).send({ Message: 'An error has occurred.' }),
  );
  app.addHook('onClose', async () => {
    for (const release of [...context.hanging]) release();
  });

  app.post('/1/card', serveCall(context, 'tokenize', tokenize));
  app.get('/1/card/:cardToken', serveCall(context, 'getCard', getCard));
  app.post('/1/zeroauth', serveCall(context, 'zeroAuth', zeroAuth));
  app.post('/1/sales', serveCall(context, 'createSale', createSale));
  app.get('/1/sales', serveCall(context, 'salesByOrder', salesByOrder));
  app.get('/1/sales/:paymentId', serveCall(context, 'getSale', getSale));
  app.put('/1/sales/:paymentId/capture', serveCall(context, 'capture', capture));
  app.put('/1/sales/:paymentId/void', serveCall(context, 'void', voidSale));
  app.put('/1/sales/OrderId/:merchantOrderId/void', serveCall(context, 'void', voidByOrder));
  // Test controls over HTTP, like the IXC sandbox's, for journeys that run in another process (e2e).
  app.post('/__sandbox/faults', async (request, reply) => {
    const { route, fault } = (request.body ?? {}) as { route?: CieloRoute; fault?: CieloFault };
    if (!route || !fault || typeof fault !== 'object') return reply.code(400).send({ Message: 'route and fault are required' });
    context.faults.add(route, fault);
    return reply.code(204).send();
  });
  app.post('/__sandbox/reset', async (_request, reply) => {
    simulator.reset();
    return reply.code(204).send();
  });

  const simulator: CieloSimulator = {
    app,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('Cielo simulator has no TCP address');
      origin = `http://127.0.0.1:${address.port}`;
      return origin;
    },
    get origin() {
      return origin;
    },
    sales: () => structuredClone(state.sales.all()),
    cards: () => state.vault.list(),
    failNext: (route, fault) => context.faults.add(route, fault),
    requests: () => context.log.map((entry) => ({ ...entry })),
    reset() {
      state.sales.clear();
      state.vault.clear();
      context.faults.clear();
      context.log.length = 0;
      state.random = seededRandom(seed);
      sequence = 0;
    },
    close: () => app.close(),
  };
  return simulator;
}
