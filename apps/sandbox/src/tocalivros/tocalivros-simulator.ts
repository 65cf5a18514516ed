import type { FastifyInstance } from 'fastify';
import { basicUser, createSimulatorServer } from '../simulator-kit';
import { TOCALIVROS_ROUTES, type TocaLivrosFault, type TocaLivrosRoute } from './faults';
import { find, register } from './operations';
import { faultAnswer, serveCall, type ServeContext, type TocaLivrosCredentials, type TocaLivrosLoggedRequest } from './serve-call';
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
export const TOCALIVROS_SANDBOX_CREDENTIALS: TocaLivrosCredentials = {
  user: 'central-sandbox-isp',
  secret: 'CENTRALSANDBOXTOCALIVROSSECRET000000',
};

/**
 * A simulator of Toca Livros (the books app, `api_toca_livros`): it registers a subscriber with the spec's books
 * payload and finds them by customer and contract. Routes: POST /api/v1/users, GET /api/v1/users, with Basic auth.
 * The wire is ours (no public API): docs/decisions/019-partner-apps.md.
 */
export function createTocaLivrosSimulator(options: TocaLivrosSimulatorOptions = {}): TocaLivrosSimulator {
  const store = createUserStore(options.now ?? (() => new Date()));
  const context: ServeContext = { store, credentials: options.credentials ?? [TOCALIVROS_SANDBOX_CREDENTIALS] };
  const server = createSimulatorServer<TocaLivrosRoute, TocaLivrosFault, TocaLivrosLoggedRequest>({
    name: 'Toca Livros',
    routes: TOCALIVROS_ROUTES,
    logger: options.logger,
    now: options.now,
    faultAnswer,
    describe: basicUser,
    onReset: () => store.clear(),
  });

  server.route('POST', '/api/v1/users', 'register', serveCall(context, register));
  server.route('GET', '/api/v1/users', 'find', serveCall(context, find));

  return Object.assign(server, {
    users: () => store.users(),
  });
}
