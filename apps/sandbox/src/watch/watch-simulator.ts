import Fastify, { type FastifyInstance } from 'fastify';
import { createFaults, type WatchFault, type WatchRoute } from './faults';
import { deleteTicket, getTickets, insertSubscriber, issueToken, sendActivation, updateStatus } from './operations';
import { serveCall, type ServeContext, type WatchLoggedRequest } from './serve-call';
import { createSubscriberStore, type WatchSentEmail, type WatchTicket, type WatchUser } from './subscriber-store';
import { createTokenIssuer, type WatchClientCredentials } from './token-issuer';

export interface WatchSimulatorOptions {
  /** The ISPs it knows; default: `WATCH_SANDBOX_CLIENT` alone. */
  clients?: WatchClientCredentials[];
  /** The clock behind token expiry and timestamps; inject one to step past `expires_in`. */
  now?: () => Date;
  /** `expires_in` of every token. Default 8 hours, the lifetime integrators report for Watch's tokens. */
  tokenTtlSeconds?: number;
  /** The package of a ticket inserted without `pPacote`. Default `WATCH_SANDBOX_PACKAGE_ID`. */
  defaultPackageId?: string;
  logger?: boolean;
}

export interface WatchSimulator {
  readonly app: FastifyInstance;
  /** Listens on 127.0.0.1 (a free port by default) and returns the origin, e.g. `http://127.0.0.1:41234`. */
  listen(port?: number, host?: string): Promise<string>;
  readonly origin: string;
  /** Subscribers, keyed by e-mail. Copies. */
  users(): WatchUser[];
  /** Live tickets (deleted ones are gone). Copies. */
  tickets(): WatchTicket[];
  /** E-mails Watch would have sent (welcome on insert, re-sends). */
  emails(): WatchSentEmail[];
  /** How many tokens were issued since the last reset. */
  tokensIssued(): number;
  /** Every token issued so far stops working: the next call with one answers 401. */
  expireTokens(): void;
  /** Stages a failure for the next call(s) of a route. */
  failNext(route: WatchRoute, fault: WatchFault): void;
  /** Requests received, without bodies, headers, tokens or secrets. */
  requests(): WatchLoggedRequest[];
  /** Forgets subscribers, tickets, e-mails, tokens, staged faults and the log. */
  reset(): void;
  close(): Promise<void>;
}

/** A pair for demos and tests; not a Watch credential. */
export const WATCH_SANDBOX_CLIENT: WatchClientCredentials = {
  clientId: 'central-sandbox-isp',
  clientSecret: 'CENTRALSANDBOXWATCHSECRET000000000000000',
};

export const WATCH_SANDBOX_PACKAGE_ID = '1';

/**
 * A simulator of Watch Brasil's subscriber API (apiweb.watch.tv.br), for the SVA "watch"/"watchbr" activation.
 * Routes: POST /oauth/token, POST /watch/v2/assinantes/insert, GET /watch/v2/tickets/get,
 * POST /watch/v1/tickets/updatestatus, POST /watch/v1/tickets/delete, POST /watch/v1/assinante/sendemailactivation.
 * Parameters are read from the query string or a form/JSON body. docs/decisions/019-partner-apps.md says which
 * facts are confirmed from public material and which are inferred.
 */
export function createWatchSimulator(options: WatchSimulatorOptions = {}): WatchSimulator {
  const now = options.now ?? (() => new Date());
  const issuer = createTokenIssuer(options.clients ?? [WATCH_SANDBOX_CLIENT], now, options.tokenTtlSeconds ?? 8 * 60 * 60);
  const store = createSubscriberStore(now);
  const context: ServeContext = {
    store,
    issuer,
    defaultPackageId: options.defaultPackageId ?? WATCH_SANDBOX_PACKAGE_ID,
    faults: createFaults(),
    log: [],
    now,
    hanging: new Set(),
  };
  let origin = '';

  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true, routerOptions: { ignoreTrailingSlash: true } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send());
  app.addHook('onClose', async () => {
    for (const release of [...context.hanging]) release();
  });

  app.post('/oauth/token', serveCall(context, 'token', issueToken));
  app.post('/watch/v2/assinantes/insert', serveCall(context, 'insert', insertSubscriber));
  app.get('/watch/v2/tickets/get', serveCall(context, 'getTickets', getTickets));
  app.post('/watch/v1/tickets/updatestatus', serveCall(context, 'updateStatus', updateStatus));
  app.post('/watch/v1/tickets/delete', serveCall(context, 'deleteTicket', deleteTicket));
  app.post('/watch/v1/assinante/sendemailactivation', serveCall(context, 'sendActivation', sendActivation));
  // Test controls over HTTP, like the other simulators', for journeys that run in another process (e2e).
  app.post('/__sandbox/faults', async (request, reply) => {
    const { route, fault } = (request.body ?? {}) as { route?: WatchRoute; fault?: WatchFault };
    if (!route || !fault || typeof fault !== 'object') return reply.code(400).send({ error: 'route and fault are required' });
    try {
      context.faults.add(route, fault);
    } catch (error) {
      return reply.code(400).send({ error: (error as Error).message });
    }
    return reply.code(204).send();
  });
  app.post('/__sandbox/reset', async (_request, reply) => {
    simulator.reset();
    return reply.code(204).send();
  });

  const simulator: WatchSimulator = {
    app,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('Watch simulator has no TCP address');
      origin = `http://127.0.0.1:${address.port}`;
      return origin;
    },
    get origin() {
      return origin;
    },
    users: () => store.users(),
    tickets: () => store.tickets(),
    emails: () => store.emails(),
    tokensIssued: () => issuer.issuedCount(),
    expireTokens: () => issuer.expireAll(),
    failNext: (route, fault) => context.faults.add(route, fault),
    requests: () => context.log.map((entry) => ({ ...entry })),
    reset() {
      store.clear();
      issuer.clear();
      context.faults.clear();
      context.log.length = 0;
    },
    close: () => app.close(),
  };
  return simulator;
}
