import type { FastifyInstance } from 'fastify';
import { createSimulatorServer } from '../simulator-kit';
import { WATCH_ROUTES, type WatchFault, type WatchRoute } from './faults';
import { createOAuthServer, type WatchClientCredentials } from './oauth-server';
import { authorize, issueToken } from './oauth-operations';
import { deleteTicket, getTickets, insertSubscriber, sendActivation, updateStatus, type OperationContext } from './operations';
import { faultAnswer, serveCall, serveOAuth, type WatchLoggedRequest } from './serve-call';
import {
  createSubscriberStore,
  type InsertInput,
  type InsertOutcome,
  type WatchSentEmail,
  type WatchTicket,
  type WatchUser,
} from './subscriber-store';

export interface WatchSimulatorOptions {
  /** The ISPs it knows; default: `WATCH_SANDBOX_CLIENT` alone. */
  clients?: WatchClientCredentials[];
  /** The clock behind code and token expiry and timestamps; inject one to step past a token's `exp`. */
  now?: () => Date;
  /** The life of every access token (its JWT `exp`). Default 8 hours, the lifetime integrators report for Watch's. */
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
  /** A plan the ISP's own desk sold at Watch, outside Central, by the rules of the insert; answers its ticket or the refusal. */
  provision(input: InsertInput): InsertOutcome;
  /** How many access tokens were issued since the last reset. */
  tokensIssued(): number;
  /** Every token issued so far reads as past its `exp`: the next call with one answers 401. */
  expireTokens(): void;
  /** Every token issued so far is revoked: the next call with one answers 401. */
  revokeTokens(): void;
  /** Stages a failure for the next call(s) of a route. */
  failNext(route: WatchRoute, fault: WatchFault): void;
  /** Requests received, without bodies, headers, tokens or secrets. */
  requests(): WatchLoggedRequest[];
  /** Forgets subscribers, tickets, e-mails, codes, tokens, staged faults and the log. */
  reset(): void;
  close(): Promise<void>;
}

/** A pair for demos and tests; not a Watch credential. */
export const WATCH_SANDBOX_CLIENT: WatchClientCredentials = {
  clientId: 'central-sandbox-isp',
  clientSecret: 'CENTRALSANDBOXWATCHSECRET000000000000000',
};

export const WATCH_SANDBOX_PACKAGE_ID = '1';
/** A second package of the sandbox, the demo's Olé TV: one Watch account can hold both. */
export const WATCH_SANDBOX_OLETV_PACKAGE_ID = '2';

/**
 * A simulator of Watch Brasil's subscriber API (apiweb.watch.tv.br), for the SVA "watch"/"watchbr" activation.
 * Routes: the code flow, POST (or, from a browser, GET) /watch/v1/oauth/authenticate and POST /oauth/token (see
 * oauth-operations.ts); with the token it issued, POST /watch/v2/assinantes/insert, GET /watch/v2/tickets/get,
 * POST /watch/v1/tickets/updatestatus, POST /watch/v1/tickets/delete, POST /watch/v1/assinante/sendemailactivation.
 * Parameters are read from the query string or a form/JSON body. docs/decisions/019-partner-apps.md says which
 * facts are confirmed from public material and which are inferred.
 */
export function createWatchSimulator(options: WatchSimulatorOptions = {}): WatchSimulator {
  const now = options.now ?? (() => new Date());
  const oauth = createOAuthServer(options.clients ?? [WATCH_SANDBOX_CLIENT], now, options.tokenTtlSeconds ?? 8 * 60 * 60);
  const store = createSubscriberStore(now);
  const context: OperationContext = { store, defaultPackageId: options.defaultPackageId ?? WATCH_SANDBOX_PACKAGE_ID };
  const server = createSimulatorServer<WatchRoute, WatchFault, WatchLoggedRequest>({
    name: 'Watch',
    routes: WATCH_ROUTES,
    logger: options.logger,
    formBodies: true,
    now,
    faultAnswer,
    onReset() {
      store.clear();
      oauth.clear();
    },
  });

  server.route(['GET', 'POST'], '/watch/v1/oauth/authenticate', 'authorize', serveOAuth(oauth, authorize));
  server.route('POST', '/oauth/token', 'token', serveOAuth(oauth, issueToken));
  const call = (operation: Parameters<typeof serveCall>[2]) => serveCall(context, oauth, operation);
  server.route('POST', '/watch/v2/assinantes/insert', 'insert', call(insertSubscriber));
  server.route('GET', '/watch/v2/tickets/get', 'getTickets', call(getTickets));
  server.route('POST', '/watch/v1/tickets/updatestatus', 'updateStatus', call(updateStatus));
  server.route('POST', '/watch/v1/tickets/delete', 'deleteTicket', call(deleteTicket));
  server.route('POST', '/watch/v1/assinante/sendemailactivation', 'sendActivation', call(sendActivation));

  return Object.assign(server, {
    users: () => store.users(),
    tickets: () => store.tickets(),
    emails: () => store.emails(),
    provision: (input: InsertInput) => store.insert(input),
    tokensIssued: () => oauth.issuedCount(),
    expireTokens: () => oauth.expireAll(),
    revokeTokens: () => oauth.revokeAll(),
  });
}
