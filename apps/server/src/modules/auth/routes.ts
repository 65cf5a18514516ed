import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SessionInfo, SignInBody, SignInResult } from '@central/domain/api';
import { Type } from 'typebox';
import { callerOf } from '../../lib/device-cookie';
import type { TokenSigner } from '../../lib/signed-token';
import { errorResponses } from '../../lib/route-schemas';
import { sessionOf, sessionTokenOf } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { clearCookie, COOKIES, setCookie } from './cookies';
import { deviceLabel } from './device-label';
import { sessionInfo } from './session-info';
import { signIn, type SignInDeps } from './sign-in';

export const authRoutes: FastifyPluginAsyncTypebox<SignInDeps & { signer: TokenSigner }> = async (app, deps) => {
  app.post(
    '/api/central/sign-in',
    { schema: { body: SignInBody, response: { 200: SignInResult, ...errorResponses } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const caller = callerOf(request, reply, deps.signer);
      const { token, session, accountKey } = await signIn(deps, tenant, request.body, caller, deviceLabel(request.headers['user-agent']));
      setCookie(request, reply, COOKIES.session, token, deps.sessions.maxAgeSeconds);
      caller.device?.trust('sign-in', accountKey);
      return sessionInfo(tenant, session);
    },
  );

  app.post('/api/central/sign-out', { schema: { response: { 204: Type.Null(), ...errorResponses } } }, async (request, reply) => {
    const tenant = tenantOf(request);
    const token = sessionTokenOf(request);
    const session = token ? await deps.sessions.resolve(token, tenant) : null;
    if (session) await deps.sessions.revoke(session.id);
    clearCookie(request, reply, COOKIES.session);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/central/auth/valid-token',
    { preHandler: app.requireSession, schema: { response: { 200: SessionInfo, ...errorResponses } } },
    async (request) => sessionInfo(tenantOf(request), sessionOf(request)),
  );
};
