import type { FastifyRequest } from 'fastify';

/** The pair of an `Authorization: Basic` header, or undefined when there is none or it is malformed. */
export function basicCredentials(request: FastifyRequest): { user: string; secret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** The Basic-auth user of a call, for the request log (`describe`); never the secret. */
export function basicUser(request: FastifyRequest): { user?: string } {
  const given = basicCredentials(request);
  return given ? { user: given.user } : {};
}
