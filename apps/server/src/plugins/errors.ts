import { MESSAGES } from '@central/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { IxcError } from '../integrations/ixc/errors';

/**
 * One error shape, `{ code, message }` (ARCHITECTURE decision 7). Known failures carry their pt-BR text;
 * ERP failures become 502/503/504 with the generic text; anything unexpected is a logged 500 with the
 * generic text, never a stack trace.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError | IxcError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.warn({ code: error.code }, error.message);
        return reply
          .status(error.statusCode)
          .headers(error.headers)
          .send({ code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
      }
      if (error instanceof IxcError) {
        const code = `ERP_${error.failure.toUpperCase()}`;
        if (error.failure === 'circuit_open') {
          // Not called at all: the provider's ERP keeps failing (docs/decisions/010). Not logged per refused
          // request; the failures that opened the circuit were.
          reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
          return reply.status(503).send({ code, message: MESSAGES.serverFailure });
        }
        request.log.warn({ failure: error.failure, detail: error.message }, 'ERP call failed');
        const status = error.failure === 'timeout' || error.failure === 'unconfirmed' ? 504 : error.failure === 'unavailable' ? 503 : 502;
        return reply.status(status).send({ code, message: MESSAGES.serverFailure });
      }
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (error.validation || (status >= 400 && status < 500)) {
        return reply.status(status).send({ code: error.code ?? 'INVALID_REQUEST', message: MESSAGES.invalidRequest });
      }
      request.log.error({ err: error }, 'unexpected failure');
      return reply.status(500).send({ code: 'INTERNAL', message: MESSAGES.serverFailure });
    });

    app.setNotFoundHandler((request, reply) => reply.status(404).send({ code: 'NOT_FOUND', message: MESSAGES.notFoundPage }));
  },
  { name: 'errors' },
);
