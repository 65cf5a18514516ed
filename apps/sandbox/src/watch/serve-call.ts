import type { FastifyRequest } from 'fastify';
import type { Answer, LoggedRequest, SimulatedRouteHandler } from '../simulator-kit';
import type { WatchFault, WatchRoute } from './faults';
import type { OAuthServer } from './oauth-server';
import type { Operation, OperationContext } from './operations';
import { refusal, WATCH_TEXTS } from './wire';

/**
 * One request as the test controls see it: method, route, the path without its query string (the query may carry
 * an e-mail), the OAuth client id when known, and the status. Never a body, a header, a code, a token or a secret.
 */
export interface WatchLoggedRequest extends LoggedRequest<WatchRoute> {
  clientId?: string;
}

/** RFC 6750 section 3: a protected route without a valid bearer token. The body is inferred. */
const invalidToken: Answer = {
  status: 401,
  body: { error: 'invalid_token' },
  headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
};

/** A staged `status`: 401 answers like a refused token; any other status carries the envelope with a generic text. */
export const faultAnswer = (status: number): Answer =>
  status === 401 ? invalidToken : { status, body: refusal(WATCH_TEXTS.internal, false) };

/** Parameters from the query string and the body alike: the integrators seen send them either way. */
function paramsOf(request: FastifyRequest): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      // Form fields are text and JSON scalars read as they print; a list or an object (a repeated or nested field) is left out.
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') merged[key] = String(value);
    }
  }
  return merged;
}

/** A route of the code flow (authorize, token): no bearer; the client id it names is logged. */
export function serveOAuth(
  oauth: OAuthServer,
  answer: (oauth: OAuthServer, params: Record<string, string>) => Answer,
): SimulatedRouteHandler<WatchFault, WatchLoggedRequest> {
  return (request, { entry }) => {
    const params = paramsOf(request);
    entry.clientId = params.client_id;
    return answer(oauth, params);
  };
}

/** A subscriber route: a live bearer token this simulator issued, then the operation. */
export function serveCall(
  context: OperationContext,
  oauth: OAuthServer,
  operation: Operation,
): SimulatedRouteHandler<WatchFault, WatchLoggedRequest> {
  return (request, { entry }) => {
    const authorization = typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined;
    const clientId = oauth.verify(authorization);
    entry.clientId = clientId;
    return clientId ? operation(context, { clientId, params: paramsOf(request) }) : invalidToken;
  };
}
