import Fastify, { type FastifyInstance } from 'fastify';
import { createFaults, type TocaLivrosFault, type TocaLivrosRoute } from './faults';
import { find, register } from './operations';
import { serveCall, type ServeContext, type TocaLivrosCredentials, type TocaLivrosLoggedRequest } from './serve-call';
import { createUserStore, type TocaLivrosUser } from './user-store';

export interface TocaLivrosSimulatorOptions {
  /** The ISPs it knows; default: `TOCALIVROS_SANDBOX_CREDENTIALS` alone. */
  credentials?: TocaLivrosCredentials[];
  now?: () => Date;
  logger?: boolean;
}

export interface TocaLivrosSimulator {
  readonly app: FastifyInstance;
  /** Listens on 127.0.0.1 (a free port by default) and returns the origin. */
  listen(port?: number, host?: string): Promise<string>;
  readonly origin: string;
  /** Registered users (no password). Copies. */
  users(): TocaLivrosUser[];
  /** Stages a failure for the next call(s) of a route. */
  failNext(route: TocaLivrosRoute, fault: TocaLivrosFault): void;
  /** Requests received, without bodies, queries, headers, secrets or passwords. */
  requests(): TocaLivrosLoggedRequest[];
  /** Forgets users, staged faults and the log. */
  reset(): void;
  close(): Promise<void>;
}

/** A pair for demos and tests; not a partner credential. */
export const TOCALIVROS_SANDBOX_CREDENTIALS: TocaLivrosCredentials = { user: 'central-sandbox-isp', secret: 'CENTRALSANDBOXTOCALIVROSSECRET000000' };

/**
 * A simulator of Toca Livros (the books app, `api_toca_livros`): it registers a subscriber with the spec's books
 * payload and finds them by customer and contract. Routes: POST /api/v1/users, GET /api/v1/users, with Basic auth.
 * The wire is ours (no public API): docs/decisions/019-partner-apps.md.
 */
export function createTocaLivrosSimulator(options: TocaLivrosSimulatorOptions = {}): TocaLivrosSimulator {
  const now = options.now ?? (() => new Date());
  const store = createUserStore(now);
  const context: ServeContext = {
    store,
    credentials: options.credentials ?? [TOCALIVROS_SANDBOX_CREDENTIALS],
    faults: createFaults(),
    log: [],
    now,
    hanging: new Set(),
  };
  let origin = '';

  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true, routerOptions: { ignoreTrailingSlash: true } });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send());
  app.addHook('onClose', async () => {
    for (const release of [...context.hanging]) release();
  });

  app.post('/api/v1/users', serveCall(context, 'register', register));
  app.get('/api/v1/users', serveCall(context, 'find', find));
  // Test controls over HTTP, like the other simulators', for journeys that run in another process (e2e).
  app.post('/__sandbox/faults', async (request, reply) => {
    const { route, fault } = (request.body ?? {}) as { route?: TocaLivrosRoute; fault?: TocaLivrosFault };
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

  const simulator: TocaLivrosSimulator = {
    app,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('Toca Livros simulator has no TCP address');
      origin = `http://127.0.0.1:${address.port}`;
      return origin;
    },
    get origin() {
      return origin;
    },
    users: () => store.users(),
    failNext: (route, fault) => context.faults.add(route, fault),
    requests: () => context.log.map((entry) => ({ ...entry })),
    reset() {
      store.clear();
      context.faults.clear();
      context.log.length = 0;
    },
    close: () => app.close(),
  };
  return simulator;
}
