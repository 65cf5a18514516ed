import { basicUser, createSimulatorServer, type SimulatorHandle } from '../simulator-kit';
import { TOCALIVROS_ROUTES, type TocaLivrosFault, type TocaLivrosRoute } from './faults';
import { find, register } from './operations';
import { serveCall, type ServeContext, type TocaLivrosCredentials, type TocaLivrosLoggedRequest } from './serve-call';
import { createUserStore, type TocaLivrosUser } from './user-store';
import { faultAnswer } from './wire';

export interface TocaLivrosSimulatorOptions {
  /** The ISPs it knows; default: `TOCALIVROS_SANDBOX_CREDENTIALS` alone. */
  credentials?: TocaLivrosCredentials[];
  now?: () => Date;
  logger?: boolean;
}

/** `requests()` holds no body, query, header, secret or password; `reset()` forgets users, staged faults and the log. */
export interface TocaLivrosSimulator extends SimulatorHandle<TocaLivrosRoute, TocaLivrosFault, TocaLivrosLoggedRequest> {
  /** Registered users (no password). Copies. */
  users(): TocaLivrosUser[];
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
