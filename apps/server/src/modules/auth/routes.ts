import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SessionInfo, SignInBody, SignInResult } from '@central/domain/api';
import { Type } from 'typebox';
import { callerOf } from '../../lib/device-cookie';
import type { TokenSigner } from '../../lib/signed-token';
import { errorResponses } from '../../lib/route-schemas';
import { sessionOf, sessionTokenOf } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import type { AuthService } from './auth-service';
import { sessionInfo } from './auth-rules';
import { clearCookie, COOKIES, setCookie } from './cookies';

/** `signer`: the device cookie (lib/device-cookie.ts) is read and renewed around a sign-in. */
export const authRoutes: FastifyPluginAsyncTypebox<{ auth: AuthService; signer: TokenSigner }> = async (app, { auth, signer }) => {
  app.post(
    '/api/central/sign-in',
    { schema: { body: SignInBody, response: { 200: SignInResult, ...errorResponses } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const caller = callerOf(request, reply, signer);
      const { token, session, accountKey } = await auth.signIn(tenant, request.body, caller, request.headers['user-agent']);
      setCookie(request, reply, COOKIES.session, token, auth.sessionMaxAgeSeconds);
      caller.device?.trust('sign-in', accountKey);
      return sessionInfo(tenant, session);
    },
  );

  app.post('/api/central/sign-out', { schema: { response: { 204: Type.Null(), ...errorResponses } } }, async (request, reply) => {
    await auth.signOut(tenantOf(request), sessionTokenOf(request));
    clearCookie(request, reply, COOKIES.session);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/central/auth/valid-token',
    { preHandler: app.requireSession, schema: { response: { 200: SessionInfo, ...errorResponses } } },
    async (request) => sessionInfo(tenantOf(request), sessionOf(request)),
  );
};
