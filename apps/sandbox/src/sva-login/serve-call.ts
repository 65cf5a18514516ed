import { type Answer, basicCredentials, type LoggedRequest, type SimulatedRouteHandler } from '../simulator-kit';
import type { SvaLoginFault, SvaLoginRoute } from './faults';
import type { Operation, OperationContext } from './operations';
import { SVA_LOGIN_TEXTS, unauthorized } from './wire';

/** An ISP's pair for the partner's Basic auth. */
export interface SvaLoginCredentials {
  user: string;
  secret: string;
}

/**
 * One request as the test controls see it: method, route, path without query, the Basic-auth user and the status.
 * Never a body (it carries e-mails and documents), a header, a secret or a password.
 */
export interface SvaLoginLoggedRequest extends LoggedRequest<SvaLoginRoute> {
  user?: string;
}

export interface ServeContext extends OperationContext {
  credentials: readonly SvaLoginCredentials[];
}

/** A staged `status`: 401 answers like refused credentials; any other with `{message: 'internal error'}`. */
export const faultAnswer = (status: number): Answer =>
  status === 401 ? unauthorized : { status, body: { message: SVA_LOGIN_TEXTS.internal } };

/** A route handler: Basic auth, the operation, the JSON answer. */
export function serveCall(context: ServeContext, operation: Operation): SimulatedRouteHandler<SvaLoginFault, SvaLoginLoggedRequest> {
  return (request) => {
    const given = basicCredentials(request);
    const known = given && context.credentials.some((pair) => pair.user === given.user && pair.secret === given.secret);
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const externalId = (request.params as { externalId?: string }).externalId ?? '';
    return known ? operation(context, { client: given.user, body, externalId }) : unauthorized;
  };
}
