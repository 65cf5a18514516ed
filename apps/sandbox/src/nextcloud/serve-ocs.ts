import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Directory, StoredUser } from './directory';
import type { Faults, NextcloudFault, NextcloudRoute } from './faults';
import { failureReply, okReply, OcsFailure, RESPOND_UNAUTHORISED, renderXml, type OcsReply, type OcsVersion } from './ocs-envelope';

/** One authenticated call as the operations see it: query and body merged, as Nextcloud's `Request` does. */
export interface OcsCall {
  caller: StoredUser;
  params: Record<string, unknown>;
  /** The `{userid}` or `{groupid}` of the path, decoded. */
  target: string;
}

export type Operation = (directory: Directory, call: OcsCall) => unknown;

/** One request as the test controls see it: never a body, a password or an Authorization header. */
export interface NextcloudLoggedRequest {
  at: Date;
  method: string;
  route: NextcloudRoute;
  /** The path without its query string. */
  path: string;
  version: OcsVersion;
  /** The Basic-auth login name, when one was sent. */
  login?: string;
  /** The HTTP status answered; null when the simulator hung (a staged `hang`). */
  status: number | null;
  /** The OCS statuscode answered, when the answer was an envelope. */
  ocsStatus?: number;
  fault?: 'status' | 'ocsStatus' | 'hang' | 'delay';
}

export interface ServeContext {
  directory: Directory;
  faults: Faults;
  log: NextcloudLoggedRequest[];
  hanging: Set<() => void>;
  now: () => Date;
}

function basicCredentials(request: FastifyRequest): { login: string; password: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * SecurityMiddleware's order: a caller that is not logged in gets 997 "Current user is not logged in" (HTTP 401 on
 * both versions); a user who is not an admin gets 403; only then is the CSRF check made.
 */
function authenticate(context: ServeContext, request: FastifyRequest): StoredUser {
  const credentials = basicCredentials(request);
  const user = credentials && context.directory.user(credentials.login);
  if (!credentials || !user || !user.enabled || !context.directory.passwordMatches(user, credentials.password)) {
    throw new OcsFailure(RESPOND_UNAUTHORISED, 'Current user is not logged in');
  }
  if (!context.directory.isAdmin(user)) throw new OcsFailure(403, 'Logged in account must be an admin');
  return user;
}

/** `format=json` (query or body) or, failing that, an Accept header naming JSON; otherwise XML, Nextcloud's default. */
function wantsJson(request: FastifyRequest, params: Record<string, unknown>): boolean {
  if (params.format !== undefined) return params.format === 'json';
  return (request.headers.accept ?? '').includes('application/json');
}

async function applyFault(context: ServeContext, fault: NextcloudFault, request: FastifyRequest, reply: FastifyReply, entry: NextcloudLoggedRequest) {
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
    return true;
  }
  if (fault.status) {
    entry.fault = 'status';
    entry.status = fault.status;
    await reply.code(fault.status).type('text/plain; charset=utf-8').send('Service Unavailable');
    return true;
  }
  return false;
}

/** A route handler: log, staged fault, authentication, CSRF, the operation, and the envelope in JSON or XML. */
export function serveOcs(context: ServeContext, version: OcsVersion, route: NextcloudRoute, operation: Operation) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const entry: NextcloudLoggedRequest = { at: context.now(), method: request.method, route, path: request.url.split('?')[0] ?? '', version, status: null };
    const login = basicCredentials(request)?.login;
    if (login !== undefined) entry.login = login;
    context.log.push(entry);
    const fault = context.faults.take(route);
    if (fault && (await applyFault(context, fault, request, reply, entry))) return reply;

    const params = { ...(request.query as Record<string, unknown>), ...((request.body as Record<string, unknown> | undefined) ?? {}) };
    let answer: OcsReply;
    try {
      const caller = authenticate(context, request);
      if (request.headers['ocs-apirequest'] !== 'true') {
        // Not an envelope: SecurityMiddleware's CrossSiteRequestForgeryException as a JSONResponse.
        entry.status = 412;
        return reply.code(412).type('application/json; charset=utf-8').send(JSON.stringify({ message: 'CSRF check failed' }));
      }
      if (fault?.ocsStatus) {
        entry.fault = 'ocsStatus';
        throw new OcsFailure(fault.ocsStatus, '');
      }
      const target = (request.params as { id?: string }).id ?? '';
      answer = okReply(version, operation(context.directory, { caller, params, target }));
    } catch (error) {
      if (!(error instanceof OcsFailure)) throw error;
      answer = failureReply(version, error);
    }
    entry.status = answer.httpStatus;
    entry.ocsStatus = answer.body.ocs.meta.statuscode as number;
    reply.code(answer.httpStatus);
    if (wantsJson(request, params)) return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
    return reply.type('application/xml; charset=utf-8').send(renderXml(answer.body));
  };
}
