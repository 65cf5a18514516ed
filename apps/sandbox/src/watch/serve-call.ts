import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Faults, WatchFault, WatchRoute } from './faults';
import type { Operation, OperationContext } from './operations';
import { type Answer, refusal, WATCH_TEXTS } from './wire';

/**
 * One request as the test controls see it: method, route, the path without its query string (the query may carry
 * an e-mail), the OAuth client id when known, and the status. Never a body, a header, a token or a secret.
 */
export interface WatchLoggedRequest {
  at: Date;
  method: string;
  route: WatchRoute;
  path: string;
  clientId?: string;
  /** The HTTP status answered; null while or when the simulator hung (a staged `hang`). */
  status: number | null;
  fault?: 'status' | 'hang' | 'delay';
}

export interface ServeContext extends OperationContext {
  faults: Faults;
  log: WatchLoggedRequest[];
  now: () => Date;
  /** Calls still hanging, released when the simulator closes. */
  hanging: Set<() => void>;
}

/** RFC 6750 section 3: a protected route without a valid bearer token. The body is inferred. */
const invalidToken: Answer = { status: 401, body: { error: 'invalid_token' }, headers: { 'www-authenticate': 'Bearer error="invalid_token"' } };

/** Parameters from the query string and the body alike: the integrators seen send them either way. */
function paramsOf(request: FastifyRequest): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      if (value !== undefined && value !== null) merged[key] = String(value);
    }
  }
  return merged;
}

async function applyFault(context: ServeContext, fault: WatchFault, request: FastifyRequest, reply: FastifyReply, entry: WatchLoggedRequest) {
  if (fault.delayMs) {
    entry.fault = 'delay';
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  }
  if (fault.hang) {
    entry.fault = 'hang';
    reply.hijack();
    await new Promise<void>((resolve) => {
      const release = () => {
        context.hanging.delete(release);
        if (!request.raw.socket.destroyed) request.raw.socket.destroy();
        resolve();
      };
      context.hanging.add(release);
      request.raw.socket.once('close', release);
    });
    return undefined;
  }
  if (fault.status) {
    entry.fault = 'status';
    if (fault.status === 401) return invalidToken;
    return { status: fault.status, body: refusal(WATCH_TEXTS.internal, false) };
  }
  return null;
}

/** A route handler: log, staged fault, bearer check (all but the token route), the operation, the answer. */
export function serveCall(context: ServeContext, route: WatchRoute, operation: Operation) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const entry: WatchLoggedRequest = { at: context.now(), method: request.method, route, path: request.url.split('?')[0]!, status: null };
    context.log.push(entry);
    const authorization = typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined;
    const fault = context.faults.take(route);
    let answer: Answer | null | undefined = fault ? await applyFault(context, fault, request, reply, entry) : null;
    if (answer === undefined) return reply;
    if (!answer) {
      const params = paramsOf(request);
      if (route === 'token') {
        entry.clientId = params.client_id;
        answer = operation(context, { clientId: '', params, authorization });
      } else {
        const clientId = context.issuer.verify(authorization);
        entry.clientId = clientId;
        answer = clientId ? operation(context, { clientId, params }) : invalidToken;
      }
    }
    entry.status = answer.status;
    reply.code(answer.status).headers(answer.headers ?? {});
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
  };
}
