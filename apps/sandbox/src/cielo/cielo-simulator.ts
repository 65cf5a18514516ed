import type { FastifyInstance } from 'fastify';
import { createSimulatorServer } from '../simulator-kit';
import { capture, voidByOrder, voidSale } from './capture-void';
import { getCard, tokenize, zeroAuth } from './card-operations';
import { createCardVault, type StoredCardView } from './card-vault';
import { CIELO_ROUTES, type CieloFault, type CieloRoute } from './faults';
import { seededRandom } from './last-digit';
import { createSale, getSale, salesByOrder } from './sale-operations';
import { createSalesStore, type Sale } from './sales-store';
import { describeCall, faultAnswer, serveCall, type CieloLoggedRequest, type CieloMerchant, type Operation } from './serve-call';
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
  let sequence = 0;
  const state: SimulatorState = {
    vault: createCardVault(),
    sales: createSalesStore(),
    now: options.now ?? (() => new Date()),
    random: seededRandom(seed),
    origin: () => server.origin,
    nextSequence: () => ++sequence,
  };
  const server = createSimulatorServer<CieloRoute, CieloFault, CieloLoggedRequest>({
    name: 'Cielo',
    routes: CIELO_ROUTES,
    logger: options.logger,
    now: state.now,
    faultAnswer,
    describe: describeCall,
    // The query names an order at most (`?merchantOrderId=`), never card data.
    logQuery: true,
    controlRefusal: (message) => ({ Message: message }),
    onReset() {
      state.sales.clear();
      state.vault.clear();
      state.random = seededRandom(seed);
      sequence = 0;
    },
  });

  const { app } = server;
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
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) =>
    reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 500).send({ Message: 'An error has occurred.' }),
  );

  const serve = (operation: Operation) => serveCall(state, merchants, operation);
  server.route('POST', '/1/card', 'tokenize', serve(tokenize));
  server.route('GET', '/1/card/:cardToken', 'getCard', serve(getCard));
  server.route('POST', '/1/zeroauth', 'zeroAuth', serve(zeroAuth));
  server.route('POST', '/1/sales', 'createSale', serve(createSale));
  server.route('GET', '/1/sales', 'salesByOrder', serve(salesByOrder));
  server.route('GET', '/1/sales/:paymentId', 'getSale', serve(getSale));
  server.route('PUT', '/1/sales/:paymentId/capture', 'capture', serve(capture));
  server.route('PUT', '/1/sales/:paymentId/void', 'void', serve(voidSale));
  server.route('PUT', '/1/sales/OrderId/:merchantOrderId/void', 'void', serve(voidByOrder));

  return Object.assign(server, {
    sales: () => structuredClone(state.sales.all()),
    cards: () => state.vault.list(),
  });
}
