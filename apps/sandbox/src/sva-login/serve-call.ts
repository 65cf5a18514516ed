import { behindBasicAuth, type BasicPair, type LoggedRequest, recordOf, type SimulatedRouteHandler } from '../simulator-kit';
import type { SvaLoginFault, SvaLoginRoute } from './faults';
import type { Operation, OperationContext } from './operations';
import { unauthorized } from './wire';

/** An ISP's pair for the partner's Basic auth. */
export type SvaLoginCredentials = BasicPair;

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

/** A route handler: Basic auth, the operation on the JSON body and the path's `external_id`, the JSON answer. */
export function serveCall(context: ServeContext, operation: Operation): SimulatedRouteHandler<SvaLoginFault, SvaLoginLoggedRequest> {
  return behindBasicAuth(context.credentials, unauthorized, (client, request) => {
    const externalId = (request.params as { externalId?: string }).externalId ?? '';
    return operation(context, { client, body: recordOf(request.body), externalId });
  });
}
