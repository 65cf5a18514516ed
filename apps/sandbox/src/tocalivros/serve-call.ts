import { type Answer, basicCredentials, type LoggedRequest, type SimulatedRouteHandler } from '../simulator-kit';
import type { TocaLivrosFault, TocaLivrosRoute } from './faults';
import type { Operation } from './operations';
import type { UserStore } from './user-store';
import { TOCALIVROS_TEXTS, unauthorized } from './wire';

/** An ISP's pair for the partner's Basic auth. */
export interface TocaLivrosCredentials {
  user: string;
  secret: string;
}

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

/** A staged `status`: 401 answers like refused credentials; any other with `{message: 'internal error'}`. */
export const faultAnswer = (status: number): Answer =>
  status === 401 ? unauthorized : { status, body: { message: TOCALIVROS_TEXTS.internal } };

const recordOf = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** A route handler: Basic auth, the operation, the JSON answer. */
export function serveCall(context: ServeContext, operation: Operation): SimulatedRouteHandler<TocaLivrosFault, TocaLivrosLoggedRequest> {
  return (request) => {
    const given = basicCredentials(request);
    const known = given && context.credentials.some((pair) => pair.user === given.user && pair.secret === given.secret);
    return known
      ? operation(context.store, { client: given.user, body: recordOf(request.body), query: recordOf(request.query) })
      : unauthorized;
  };
}
