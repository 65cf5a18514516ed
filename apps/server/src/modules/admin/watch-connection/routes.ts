import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, WATCH_CALLBACK_PATH, WATCH_CONNECTION_MESSAGES } from '@central/domain';
import { WatchConnectAnswer } from '@central/domain/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { AppError } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/route-schemas';
import { adminOf } from '../../../plugins/staff-auth';
import { watchCallbackUrl } from './callback-url';
import type { CallbackOutcome, WatchConnectionService } from './watch-connection-service';
import { authorizePage, refusedPage, returnPage } from './watch-connect-pages';

const AppParams = Type.Object({ clientId: Type.String({ maxLength: 100 }), appId: Type.String({ maxLength: 100 }) });
const CallbackInput = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  uid: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 4096 })),
  error: Type.Optional(Type.String({ maxLength: 1000 })),
  error_description: Type.Optional(Type.String({ maxLength: 1000 })),
});
const CallbackAnswer = Type.Object({ ok: Type.Literal(true) });
const Html = Type.String();

/**
 * 'Conectar à Watch' (watch-connection-service.ts): the form an admin's browser posts to Watch, as JSON (`…/watch/connect`) or as
 * a page that posts itself (`…/watch/authorize`, what the admin area opens), and the callback Watch sends the code to.
 */
export const watchConnectionRoutes: FastifyPluginAsyncTypebox<{ watchConnection: WatchConnectionService }> = async (
  app,
  { watchConnection: connect },
) => {
  const authorization = (request: FastifyRequest, { clientId, appId }: { clientId: string; appId: string }) => {
    const { id: sessionId, adminId } = adminOf(request);
    return connect.authorization({ sessionId, adminId }, clientId, appId, watchCallbackUrl(request));
  };

  app.post(
    '/api/payment/customer/:clientId/customer-app/:appId/watch/connect',
    { preHandler: app.requireAdmin, schema: { params: AppParams, response: { 200: WatchConnectAnswer, ...errorResponses } } },
    async (request) => authorization(request, request.params),
  );

  app.get(
    '/api/payment/customer/:clientId/customer-app/:appId/watch/authorize',
    { preHandler: app.requireAdmin, schema: { params: AppParams, response: { 200: Html, ...errorResponses } } },
    async (request, reply) => {
      const { html, policy } = authorizePage(await authorization(request, request.params));
      return reply.type('text/html; charset=utf-8').header('content-security-policy', policy).send(html);
    },
  );

  // Watch's answer: a form body is taken on the callback only (the API takes JSON elsewhere), as Watch may post it.
  // This plugin is encapsulated, so the parser serves its own routes alone.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const handle = async (request: FastifyRequest, reply: FastifyReply, input: Static<typeof CallbackInput>) =>
    answerCallback(request, reply, await connect.complete({ code: input.code, uid: input.uid ?? input.state }, watchCallbackUrl(request)));
  const response = { 200: Type.Union([CallbackAnswer, Html]), ...errorResponses };
  app.get(WATCH_CALLBACK_PATH, { schema: { querystring: CallbackInput, response } }, async (request, reply) =>
    handle(request, reply, request.query),
  );
  app.post(
    WATCH_CALLBACK_PATH,
    { schema: { querystring: CallbackInput, body: Type.Optional(CallbackInput), response }, config: { acceptsForm: true } },
    async (request, reply) => handle(request, reply, { ...request.query, ...request.body }),
  );
};

const FAILURE_STATUS = { state: 400, session: 400, refused: 400, unavailable: 503 } as const;

/** A browser goes back to the app's page in the admin area; Watch's server gets JSON. */
function answerCallback(request: FastifyRequest, reply: FastifyReply, outcome: CallbackOutcome) {
  const browser = (request.headers.accept ?? '').includes('text/html');
  const text = outcome.failure ? WATCH_CONNECTION_MESSAGES.reasons[outcome.failure] : WATCH_CONNECTION_MESSAGES.connected;
  if (browser) {
    reply.type('text/html; charset=utf-8');
    if (!outcome.app) return reply.code(400).send(refusedPage(text, '/adm/customers'));
    const page = `/adm/customer/${encodeURIComponent(outcome.app.clientId)}/app/${encodeURIComponent(outcome.app.appId)}/edit`;
    const query = outcome.failure ? `watch=failed&reason=${outcome.failure}` : 'watch=connected';
    return reply.send(returnPage(`${page}?${query}`, text));
  }
  if (!outcome.failure) return { ok: true as const };
  const status = FAILURE_STATUS[outcome.failure];
  throw new AppError(`WATCH_CONNECT_${outcome.failure.toUpperCase()}`, status, status >= 500 ? MESSAGES.serverFailure : text);
}
