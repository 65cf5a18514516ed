import Fastify, { type FastifyInstance } from 'fastify';
import { createAccountStore, type SvaLoginAccount } from './account-store';
import { createFaults, type SvaLoginFault, type SvaLoginRoute } from './faults';
import { find, provision, resetPassword } from './operations';
import { serveCall, type ServeContext, type SvaLoginCredentials, type SvaLoginLoggedRequest } from './serve-call';

export interface SvaLoginSimulatorOptions {
  /** The ISPs it knows; default: `SVA_LOGIN_SANDBOX_CREDENTIALS` alone. */
  credentials?: SvaLoginCredentials[];
  /** Whether provisioning answers a password (default true); false: like a partner that e-mails it. */
  issuesPassword?: boolean;
  now?: () => Date;
  logger?: boolean;
}

export interface SvaLoginSimulator {
  readonly app: FastifyInstance;
  /** Listens on 127.0.0.1 (a free port by default) and returns the origin. */
  listen(port?: number, host?: string): Promise<string>;
  readonly origin: string;
  /** Provisioned logins (no password: the partner answers it once). Copies. */
  accounts(): SvaLoginAccount[];
  /** Suspends or reactivates a contract's login, as the partner's own back office would. */
  setStatus(user: string, externalId: string, status: SvaLoginAccount['status']): void;
  /** Stages a failure for the next call(s) of a route. */
  failNext(route: SvaLoginRoute, fault: SvaLoginFault): void;
  /** Requests received, without bodies, headers, secrets or passwords. */
  requests(): SvaLoginLoggedRequest[];
  /** Forgets accounts, staged faults and the log. */
  reset(): void;
  close(): Promise<void>;
}

/** A pair for demos and tests; not a partner credential. */
export const SVA_LOGIN_SANDBOX_CREDENTIALS: SvaLoginCredentials = { user: 'central-sandbox-isp', secret: 'CENTRALSANDBOXSVALOGINSECRET00000000' };

/**
 * A simulator of an SVA login partner (Playhub, login_sva): it provisions a login for an ISP's contract and
 * answers the credentials. Routes: POST /v1/subscribers, GET /v1/subscribers/{external_id},
 * POST /v1/subscribers/{external_id}/password-reset, all with Basic auth. The wire is ours (no public API):
 * docs/decisions/019-partner-apps.md.
 */
export function createSvaLoginSimulator(options: SvaLoginSimulatorOptions = {}): SvaLoginSimulator {
  const now = options.now ?? (() => new Date());
  const store = createAccountStore(now);
  const context: ServeContext = {
    store,
    issuesPassword: options.issuesPassword ?? true,
    credentials: options.credentials ?? [SVA_LOGIN_SANDBOX_CREDENTIALS],
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

  app.post('/v1/subscribers', serveCall(context, 'provision', provision));
  app.get('/v1/subscribers/:externalId', serveCall(context, 'find', find));
  app.post('/v1/subscribers/:externalId/password-reset', serveCall(context, 'resetPassword', resetPassword));
  // Test controls over HTTP, like the other simulators', for journeys that run in another process (e2e).
  app.post('/__sandbox/faults', async (request, reply) => {
    const { route, fault } = (request.body ?? {}) as { route?: SvaLoginRoute; fault?: SvaLoginFault };
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

  const simulator: SvaLoginSimulator = {
    app,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('SVA login simulator has no TCP address');
      origin = `http://127.0.0.1:${address.port}`;
      return origin;
    },
    get origin() {
      return origin;
    },
    accounts: () => store.accounts(),
    setStatus(user, externalId, status) {
      const account = store.find(user, externalId);
      if (!account) throw new Error(`no login for contract ${externalId}`);
      account.status = status;
    },
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
