import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalDevelopmentHost } from '../modules/auth/cookies';
import type { Caller, TrustedDevice } from './caller';
import type { TokenSigner } from './signed-token';

/**
 * OWASP's device cookie (docs/decisions/008): after a complete sign-in the browser keeps a signed, HttpOnly cookie
 * naming the accounts that signed in on it (as the guard's keyed hashes, never a CPF or an e-mail) and a random
 * device id. A later try at one of those accounts that carries the cookie is judged only by that device's own limit,
 * so an attack from elsewhere never locks the owner's known browsers out.
 */
export const DEVICE_COOKIE = 'deviceToken';
const USE = 'device';
const MAX_ACCOUNTS = 8;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

interface DevicePayload {
  d: string;
  a: string[];
}

export function callerOf(request: FastifyRequest, reply: FastifyReply, signer: TokenSigner): Caller {
  return { ip: request.ip, device: deviceOf(request, reply, signer) };
}

function deviceOf(request: FastifyRequest, reply: FastifyReply, signer: TokenSigner): TrustedDevice {
  const payload = signer.verify<DevicePayload>(USE, request.cookies[DEVICE_COOKIE]);
  const valid = payload && typeof payload.d === 'string' && Array.isArray(payload.a) ? payload : null;
  const entry = (scope: string, accountKey: string) => `${scope}:${accountKey}`;
  return {
    vouches: (scope, accountKey) => (valid?.a.includes(entry(scope, accountKey)) ? valid.d : null),
    trust(scope, accountKey) {
      const id = valid?.d ?? randomBytes(16).toString('base64url');
      const accounts = [entry(scope, accountKey), ...(valid?.a ?? []).filter((known) => known !== entry(scope, accountKey))];
      reply.setCookie(DEVICE_COOKIE, signer.sign<DevicePayload>(USE, { d: id, a: accounts.slice(0, MAX_ACCOUNTS) }, YEAR_SECONDS), {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: !isLocalDevelopmentHost(request.hostname),
        maxAge: YEAR_SECONDS,
      });
    },
  };
}
