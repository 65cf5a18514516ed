import type { FastifyRequest } from 'fastify';
import type { Answer } from './answer';
import { basicCredentials } from './basic-auth';
import type { SimulatedRouteHandler } from './simulator-server';

/** A caller's pair for a partner's Basic auth. */
export interface BasicPair {
  user: string;
  secret: string;
}

export interface MessageWire {
  /** A refusal: the status with `{message}`. */
  refused: (status: number, message: string) => Answer;
  /** A call without valid Basic credentials: 401 `{message}` with the realm's Basic challenge. */
  unauthorized: Answer;
  /** A staged `status`: 401 answers like refused credentials; any other with the internal-error text. */
  faultAnswer: (status: number) => Answer;
}

/** A JSON wire whose every refusal is `{message}` and whose calls carry Basic credentials. */
export function messageWire(realm: string, texts: { unauthorized: string; internal: string }): MessageWire {
  const refused = (status: number, message: string): Answer => ({ status, body: { message } });
  const unauthorized: Answer = { ...refused(401, texts.unauthorized), headers: { 'www-authenticate': `Basic realm="${realm}"` } };
  return { refused, unauthorized, faultAnswer: (status) => (status === 401 ? unauthorized : refused(status, texts.internal)) };
}

/** A JSON body or a query as a flat record; `{}` for anything that is not an object. */
export const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** A route handler that serves a known Basic pair (its user is the calling client) and answers `unauthorized` to anyone else. */
export function behindBasicAuth<Fault, Entry>(
  credentials: readonly BasicPair[],
  unauthorized: Answer,
  serve: (client: string, request: FastifyRequest) => Answer,
): SimulatedRouteHandler<Fault, Entry> {
  return (request) => {
    const given = basicCredentials(request);
    const known = given && credentials.some((pair) => pair.user === given.user && pair.secret === given.secret);
    return known ? serve(given.user, request) : unauthorized;
  };
}
