import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActionRegistry } from '../actions/registry';
import type { SandboxState } from '../sandbox-state';
import { IxcProcessingError, processingError } from './answers';
import { answerCall, type WebserviceCall } from './answer-call';
import { datasetOf } from './auth';
import { delayWriteAnswer, injectFaults } from './fault-injection';
import { parseRequestBody } from './request-body';
import { sendAnswer } from './send-answer';

export interface WebserviceRoutesOptions {
  state: SandboxState;
  actions: ActionRegistry;
}

interface WebserviceParams {
  resource: string;
  id?: string;
}

/** `/webservice/v1/<table-or-action>[/<id>]`, answering as IXC does. Register it encapsulated (no fastify-plugin). */
export async function webserviceRoutes(app: FastifyInstance, { state, actions }: WebserviceRoutesOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, raw, done) => {
    done(null, parseRequestBody(request.headers['content-type'], raw as string));
  });

  app.addHook('onRequest', async (request, reply) => {
    const { resource } = request.params as WebserviceParams;
    state.stats.record(resource, datasetOf(request.headers.authorization, state.tokens));
    if (await injectFaults(state.faults(), reply)) return reply;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof IxcProcessingError) return sendAnswer(reply, processingError());
    request.log.error(error);
    return sendAnswer(reply, processingError(500));
  });

  for (const url of ['/webservice/v1/:resource', '/webservice/v1/:resource/:id']) {
    app.route<{ Params: WebserviceParams }>({
      method: ['GET', 'POST', 'PUT', 'DELETE'],
      url,
      handler: async (request, reply) => {
        const call = callOf(request);
        const answer = await answerCall(call, state, actions);
        await delayWriteAnswer(state.faults(), call.listar);
        return sendAnswer(reply, answer);
      },
    });
  }
}

function callOf(request: FastifyRequest<{ Params: WebserviceParams }>): WebserviceCall {
  return {
    method: request.method,
    resource: request.params.resource,
    id: request.params.id,
    listar:
      String(request.headers.ixcsoft ?? '')
        .trim()
        .toLowerCase() === 'listar',
    body: request.body,
    authorization: request.headers.authorization,
  };
}
