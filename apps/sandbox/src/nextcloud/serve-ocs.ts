import type { FastifyRequest } from 'fastify';
import { type Answer, type AppliedFault, basicCredentials, type LoggedRequest, type SimulatedRouteHandler } from '../simulator-kit';
import type { Credential, Directory, StoredUser } from './directory';
import type { NextcloudFault, NextcloudRoute } from './faults';
import { failureReply, okReply, OcsFailure, RESPOND_UNAUTHORISED, renderXml, type OcsReply, type OcsVersion } from './ocs-envelope';

/** One authenticated call as the operations see it: query and body merged, as Nextcloud's `Request` does. */
export interface OcsCall {
  caller: StoredUser;
  /** Whether the caller signed in with the login password or an app password. */
  credential: Credential;
  params: Record<string, unknown>;
  /** The `{userid}` or `{groupid}` of the path, decoded. */
  target: string;
}

export type Operation = (directory: Directory, call: OcsCall) => unknown;

/** A parameter as text: a string as sent, a number in decimal; anything else (absent, a list, an object) reads as ''. */
export function paramText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/** One request as the test controls see it: never a body, a password or an Authorization header. */
export interface NextcloudLoggedRequest extends LoggedRequest<NextcloudRoute, AppliedFault | 'ocsStatus'> {
  version: OcsVersion;
  /** The Basic-auth login name, when one was sent. */
  login?: string;
  /** Which of the account's credentials authenticated the call (never the credential itself). */
  credential?: Credential;
  /** The OCS statuscode answered, when the answer was an envelope. */
  ocsStatus?: number;
}

/** A staged `status`: a plain-text body, as a proxy in front of Nextcloud would answer. */
export const faultAnswer = (status: number): Answer => ({ status, body: 'Service Unavailable', contentType: 'text/plain; charset=utf-8' });

/** The OCS version and the login of a call, logged before anything else. */
export function describeCall(request: FastifyRequest): Partial<NextcloudLoggedRequest> {
  const version: OcsVersion = request.url.startsWith('/ocs/v2.php') ? 2 : 1;
  const login = basicCredentials(request)?.user;
  return login === undefined ? { version } : { version, login };
}

/**
 * SecurityMiddleware's order: a caller that is not logged in gets 997 "Current user is not logged in" (HTTP 401 on
 * both versions); a user who is not an admin gets 403; only then is the CSRF check made. An app password logs in
 * like the login password (Basic auth takes either).
 */
function authenticate(directory: Directory, request: FastifyRequest): { caller: StoredUser; credential: Credential } {
  const credentials = basicCredentials(request);
  const user = credentials && directory.user(credentials.user);
  const credential = credentials && user?.enabled ? directory.credentialOf(user, credentials.secret) : null;
  if (!user || !credential) throw new OcsFailure(RESPOND_UNAUTHORISED, 'Current user is not logged in');
  if (!directory.isAdmin(user)) throw new OcsFailure(403, 'Logged in account must be an admin');
  return { caller: user, credential };
}

/**
 * PasswordConfirmationMiddleware, after SecurityMiddleware: a route marked `#[PasswordConfirmationRequired]` wants a
 * recent password confirmation, which a session opened with an app password never has since Nextcloud 34 (see
 * docs/decisions/018-cloud-storage.md). Its NotConfirmedException becomes OCS statuscode 403 with this message:
 * HTTP 403 on v2 and, by v1's convention, HTTP 200 on v1 (inferred). Basic auth with the login password (of an
 * account without two-factor authentication) passes.
 */
export const PASSWORD_CONFIRMATION_REQUIRED = 'Password confirmation is required';

/** `format=json` (query or body) or, failing that, an Accept header naming JSON; otherwise XML, Nextcloud's default. */
function wantsJson(request: FastifyRequest, params: Record<string, unknown>): boolean {
  if (params.format !== undefined) return params.format === 'json';
  return (request.headers.accept ?? '').includes('application/json');
}

/**
 * A route handler: authentication, CSRF, password confirmation (`confirmsPassword`: the route is marked
 * `#[PasswordConfirmationRequired]`), a staged OCS failure, the operation, and the envelope in JSON or XML.
 */
export function serveOcs(
  directory: Directory,
  version: OcsVersion,
  operation: Operation,
  { confirmsPassword = false }: { confirmsPassword?: boolean } = {},
): SimulatedRouteHandler<NextcloudFault, NextcloudLoggedRequest> {
  return (request, { entry, fault }) => {
    const params = { ...(request.query as Record<string, unknown>), ...((request.body as Record<string, unknown> | undefined) ?? {}) };
    let answer: OcsReply;
    try {
      const { caller, credential } = authenticate(directory, request);
      entry.credential = credential;
      // Not an envelope: SecurityMiddleware's CrossSiteRequestForgeryException as a JSONResponse.
      if (request.headers['ocs-apirequest'] !== 'true') return { status: 412, body: { message: 'CSRF check failed' } };
      if (confirmsPassword && credential === 'app_password') throw new OcsFailure(403, PASSWORD_CONFIRMATION_REQUIRED);
      if (fault?.ocsStatus) {
        entry.fault = 'ocsStatus';
        throw new OcsFailure(fault.ocsStatus, '');
      }
      const target = (request.params as { id?: string }).id ?? '';
      answer = okReply(version, operation(directory, { caller, credential, params, target }));
    } catch (error) {
      if (!(error instanceof OcsFailure)) throw error;
      answer = failureReply(version, error);
    }
    entry.ocsStatus = answer.body.ocs.meta.statuscode as number;
    if (wantsJson(request, params)) return { status: answer.httpStatus, body: answer.body };
    return { status: answer.httpStatus, body: renderXml(answer.body), contentType: 'application/xml; charset=utf-8' };
  };
}
