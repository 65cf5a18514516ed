import type { FastifyRequest } from 'fastify';
import { IxcError } from '../integrations/ixc/errors';

/**
 * onRequest hook of the route modules that need the ERP (docs/decisions/010): while the provider's circuit is
 * open, the request is answered 503 with Retry-After at once, before the session, the database or the body
 * are looked at. It only reads the circuit's state, so the one probe after the cool-down stays a real call.
 */
export async function refuseWhileErpIsDown(request: FastifyRequest): Promise<void> {
  const waitMs = request.tenant?.ixc.retryAfterMs() ?? 0;
  if (waitMs <= 0) return;
  throw new IxcError('circuit_open', `circuit open, next call in ${waitMs} ms`, request.routeOptions.url ?? 'request', waitMs);
}
