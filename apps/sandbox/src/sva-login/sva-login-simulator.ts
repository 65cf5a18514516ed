import { basicUser, createSimulatorServer, type SimulatorHandle } from '../simulator-kit';
import { createAccountStore, type SvaLoginAccount } from './account-store';
import { SVA_LOGIN_ROUTES, type SvaLoginFault, type SvaLoginRoute } from './faults';
import { find, provision, resetPassword } from './operations';
import { serveCall, type ServeContext, type SvaLoginCredentials, type SvaLoginLoggedRequest } from './serve-call';
import { faultAnswer } from './wire';

export interface SvaLoginSimulatorOptions {
  /** The ISPs it knows; default: `SVA_LOGIN_SANDBOX_CREDENTIALS` alone. */
  credentials?: SvaLoginCredentials[];
  /** Whether provisioning answers a password (default true); false: like a partner that e-mails it. */
  issuesPassword?: boolean;
  now?: () => Date;
  logger?: boolean;
}

/** `requests()` holds no body, header, secret or password; `reset()` forgets accounts, staged faults and the log. */
export interface SvaLoginSimulator extends SimulatorHandle<SvaLoginRoute, SvaLoginFault, SvaLoginLoggedRequest> {
  /** Provisioned logins (no password: the partner answers it once). Copies. */
  accounts(): SvaLoginAccount[];
  /** Suspends or reactivates a contract's login, as the partner's own back office would. */
  setStatus(user: string, externalId: string, status: SvaLoginAccount['status']): void;
}

/** A pair for demos and tests; not a partner credential. */
export const SVA_LOGIN_SANDBOX_CREDENTIALS: SvaLoginCredentials = {
  user: 'central-sandbox-isp',
  secret: 'CENTRALSANDBOXSVALOGINSECRET00000000',
};

/**
 * A simulator of an SVA login partner (Playhub, login_sva): it provisions a login for an ISP's contract and
 * answers the credentials. Routes: POST /v1/subscribers, GET /v1/subscribers/{external_id},
 * POST /v1/subscribers/{external_id}/password-reset, all with Basic auth. The wire is ours (no public API):
 * docs/decisions/019-partner-apps.md.
 */
export function createSvaLoginSimulator(options: SvaLoginSimulatorOptions = {}): SvaLoginSimulator {
  const store = createAccountStore(options.now ?? (() => new Date()));
  const context: ServeContext = {
    store,
    issuesPassword: options.issuesPassword ?? true,
    credentials: options.credentials ?? [SVA_LOGIN_SANDBOX_CREDENTIALS],
  };
  const server = createSimulatorServer<SvaLoginRoute, SvaLoginFault, SvaLoginLoggedRequest>({
    name: 'SVA login',
    routes: SVA_LOGIN_ROUTES,
    logger: options.logger,
    now: options.now,
    faultAnswer,
    describe: basicUser,
    onReset: () => store.clear(),
  });

  server.route('POST', '/v1/subscribers', 'provision', serveCall(context, provision));
  server.route('GET', '/v1/subscribers/:externalId', 'find', serveCall(context, find));
  server.route('POST', '/v1/subscribers/:externalId/password-reset', 'resetPassword', serveCall(context, resetPassword));

  return Object.assign(server, {
    accounts: () => store.accounts(),
    setStatus(user: string, externalId: string, status: SvaLoginAccount['status']) {
      const account = store.find(user, externalId);
      if (!account) throw new Error(`no login for contract ${externalId}`);
      account.status = status;
    },
  });
}
