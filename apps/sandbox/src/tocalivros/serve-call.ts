import { behindBasicAuth, type BasicPair, type LoggedRequest, recordOf, type SimulatedRouteHandler } from '../simulator-kit';
import type { TocaLivrosFault, TocaLivrosRoute } from './faults';
import type { Operation } from './operations';
import type { UserStore } from './user-store';
import { unauthorized } from './wire';

/** An ISP's pair for the partner's Basic auth. */
export type TocaLivrosCredentials = BasicPair;

/**
 * One request as the test controls see it: method, route, path without query, the Basic-auth user and the status.
 * Never a body (it carries a password, e-mails and documents), a query, a header or a secret.
 */
export interface TocaLivrosLoggedRequest extends LoggedRequest<TocaLivrosRoute> {
  user?: string;
}

export interface ServeContext {
  store: UserStore;
  credentials: readonly TocaLivrosCredentials[];
}

/** A route handler: Basic auth, the operation on the JSON body and the query string, the JSON answer. */
export function serveCall(context: ServeContext, operation: Operation): SimulatedRouteHandler<TocaLivrosFault, TocaLivrosLoggedRequest> {
  return behindBasicAuth(context.credentials, unauthorized, (client, request) =>
    operation(context.store, { client, body: recordOf(request.body), query: recordOf(request.query) }),
  );
}
