import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Faults, TocaLivrosFault, TocaLivrosRoute } from './faults';
import type { Operation } from './operations';
import type { UserStore } from './user-store';
import { type Answer, TOCALIVROS_TEXTS, unauthorized } from './wire';

/** An ISP's pair for the partner's Basic auth. */
export interface TocaLivrosCredentials {
  user: string;
  secret: string;
}

/**
 * One request as the test controls see it: method, route, path without query, the Basic-auth user and the status.
 * Never a body (it carries a password, e-mails and documents), a query, a header or a secret.
 */
export interface TocaLivrosLoggedRequest {
  at: Date;
  method: string;
  route: TocaLivrosRoute;
  path: string;
  user?: string;
  /** The HTTP status answered; null while or when the simulator hung (a staged `hang`). */
  status: number | null;
  fault?: 'status' | 'hang' | 'delay';
}

export interface ServeContext {
  store: UserStore;
  credentials: readonly TocaLivrosCredentials[];
  faults: Faults;
  log: TocaLivrosLoggedRequest[];
  now: () => Date;
  /** Calls still hanging, released when the simulator closes. */
  hanging: Set<() => void>;
}

function basicCredentials(request: FastifyRequest): TocaLivrosCredentials | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

async function applyFault(context: ServeContext, fault: TocaLivrosFault, request: FastifyRequest, reply: FastifyReply, entry: TocaLivrosLoggedRequest) {
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
    return fault.status === 401 ? unauthorized : { status: fault.status, body: { message: TOCALIVROS_TEXTS.internal } };
  }
  return null;
}

const recordOf = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** A route handler: log, staged fault, Basic auth, the operation, the JSON answer. */
export function serveCall(context: ServeContext, route: TocaLivrosRoute, operation: Operation) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const entry: TocaLivrosLoggedRequest = { at: context.now(), method: request.method, route, path: request.url.split('?')[0]!, status: null };
    context.log.push(entry);
    const given = basicCredentials(request);
    if (given) entry.user = given.user;
    const fault = context.faults.take(route);
    let answer: Answer | null | undefined = fault ? await applyFault(context, fault, request, reply, entry) : null;
    if (answer === undefined) return reply;
    if (!answer) {
      const known = given && context.credentials.some((pair) => pair.user === given.user && pair.secret === given.secret);
      answer = known ? operation(context.store, { client: given.user, body: recordOf(request.body), query: recordOf(request.query) }) : unauthorized;
    }
    entry.status = answer.status;
    reply.code(answer.status).headers(answer.headers ?? {});
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
  };
}
